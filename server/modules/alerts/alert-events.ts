// The alerts of the events the operators hear of (issue 24, docs/decisions/049-alerts.md): each
// builder names the event in German and gives it the dedupe key that makes a retried job, a
// second instance or a second scan the same day raise it once. Raised where the event happens,
// through raiseAlerts (alerts.queries.ts), mostly inside the statement's own transaction.
import type { EmailLogKind } from '../../../common/enums';
import { formatUsd } from '../../../common/format';
import { berlinWallTime } from '../../lib/berlin-time';
import type { NewAlert } from './alerts.queries';

/** '2025-03-14': the Berlin day, for alerts raised once per company (or customer) and day. */
export function berlinDay(now: Date) {
  const w = berlinWallTime(now);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

const quoted = (name: string) => `„${name}“`;

interface ScanOutcomeEvent {
  scanId: number;
  companyId: number;
  customerId: number;
  customerName: string | null;
  status: string;
  errorType?: string | null;
  errorMessage?: string | null;
  /** The failure was the Apify account's, alerted once for the company (apifyAccountAlert). */
  accountWide?: boolean;
}

/**
 * A customer's scan log with status error: a broken link once per customer and day, any other
 * failure of the scan once per scan and customer. A refused e-mail raises its own alert where the
 * delivery marks it failed (mailFailedAlert); an account-wide failure raised one for the company.
 */
export function scanOutcomeAlerts(o: ScanOutcomeEvent, now = new Date()): NewAlert[] {
  if (o.status !== 'error' || o.accountWide || o.errorType === 'email_error') return [];
  const name = quoted(o.customerName ?? `Kunde ${o.customerId}`);
  if (o.errorType === 'missing_url' || o.errorType === 'invalid_url') {
    return [linkBrokenAlert(o, `${o.errorMessage ?? 'Google-Maps-Link fehlt oder ist ungültig'}`, now)];
  }
  return [
    {
      kind: 'scan_failed',
      companyId: o.companyId,
      customerId: o.customerId,
      message: `Scan von ${name} fehlgeschlagen: ${o.errorMessage ?? 'unbekannter Fehler'}`,
      dedupeKey: `scan_failed:scan-${o.scanId}:customer-${o.customerId}`,
    },
  ];
}

/**
 * A review the check had confirmed removed is on Google again (the case is 'reinstated', issue 34
 * point 8): once per case and check run, so a repeated job raises it once.
 */
export function reviewReinstatedAlert(c: {
  companyId: number;
  customerId: number;
  customerName: string | null;
  removalId: number;
  checkRunId: number;
}): NewAlert {
  const name = quoted(c.customerName ?? `Kunde ${c.customerId}`);
  return {
    kind: 'review_reinstated',
    companyId: c.companyId,
    customerId: c.customerId,
    message: `Bewertung von ${name} wieder sichtbar: Die als entfernt bestätigte Bewertung (Löschauftrag #${c.removalId}) ist wieder auf Google`,
    dedupeKey: `review_reinstated:removal-${c.removalId}:check-${c.checkRunId}`,
  };
}

/** The owner ordered removals in the customer portal (decision 071): once per order. */
export function portalOrderAlert(o: {
  companyId: number;
  customerId: number;
  customerName: string;
  orderId: number;
  count: number;
}): NewAlert {
  const reviews = o.count === 1 ? '1 Bewertung' : `${o.count} Bewertungen`;
  return {
    kind: 'portal_order',
    companyId: o.companyId,
    customerId: o.customerId,
    message: `Neuer Auftrag über das Kundenportal: ${o.customerName}, ${reviews}`,
    dedupeKey: `portal_order:order-${o.orderId}`,
  };
}

/** The customer's Google Maps link leads nowhere (missing, invalid, or the place is not found). */
export function linkBrokenAlert(
  c: { companyId: number; customerId: number; customerName: string | null },
  reason: string,
  now = new Date(),
): NewAlert {
  const name = quoted(c.customerName ?? `Kunde ${c.customerId}`);
  return {
    kind: 'link_broken',
    companyId: c.companyId,
    customerId: c.customerId,
    message: `Link von ${name} funktioniert nicht: ${reason}`,
    dedupeKey: `link_broken:customer-${c.customerId}:${berlinDay(now)}`,
  };
}

/**
 * Apify named an error and no place for a customer's own run: the link leads to no place. The
 * scraper's error rows carry `error` (e.g. 'no_search_results') and no placeId.
 */
export function placeNotFound(items: unknown[]) {
  let error = false;
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const { placeId, error: e } = item as { placeId?: unknown; error?: unknown };
    if (typeof placeId === 'string' && placeId) return false;
    if (typeof e === 'string' && e) error = true;
  }
  return error;
}

/**
 * A failure no customer can help (the Apify account's): the credit used up (402, not the memory
 * limit) once per company and day; a refused key, access or actor once per scan. Undefined for a
 * failure of the customer's own run.
 */
export function apifyAccountAlert(
  scan: { id: number; companyId: number },
  companyName: string,
  failure: { message: string; statusCode?: number; transient: boolean },
  now = new Date(),
): NewAlert | undefined {
  const company = quoted(companyName);
  if (failure.statusCode === 402 && !failure.transient) {
    return {
      kind: 'apify_credit',
      companyId: scan.companyId,
      message: `Apify-Guthaben aufgebraucht: Die Scans von ${company} laufen erst wieder, wenn das Guthaben aufgeladen ist`,
      dedupeKey: `apify_credit:company-${scan.companyId}:${berlinDay(now)}`,
    };
  }
  if (failure.statusCode !== undefined && [401, 403, 404].includes(failure.statusCode)) {
    return {
      kind: 'scan_failed',
      companyId: scan.companyId,
      message: `Scan von ${company} fehlgeschlagen: ${failure.message}`,
      dedupeKey: `scan_failed:scan-${scan.id}:account`,
    };
  }
  return undefined;
}

/** The scan cannot run at all for the company: no Apify key stored (once per scan). */
export function noApifyKeyAlert(scan: { id: number; companyId: number }, companyName: string): NewAlert {
  return {
    kind: 'scan_failed',
    companyId: scan.companyId,
    message: `Scan von ${quoted(companyName)} fehlgeschlagen: Kein Apify-API-Schlüssel hinterlegt`,
    dedupeKey: `scan_failed:scan-${scan.id}:no-key`,
  };
}

/**
 * A run that reached the company's 'Max. Kosten pro Lauf' (within 1 %: Apify stops before the
 * charge that would pass it), once per company and day; its reviews may be incomplete.
 */
export function costCapAlert(
  company: { id: number; name: string; maxRunCostUsd: string },
  costUsd: number | null,
  now = new Date(),
): NewAlert | undefined {
  const cap = Number(company.maxRunCostUsd);
  if (costUsd === null || !(cap > 0) || costUsd < cap * 0.99) return undefined;
  return {
    kind: 'cost_cap',
    companyId: company.id,
    message: `Kostengrenze erreicht: Ein Apify-Lauf von ${quoted(company.name)} kostete ${formatUsd(costUsd)} (Grenze ${formatUsd(cap)} pro Lauf), es fehlen vielleicht Bewertungen`,
    dedupeKey: `cost_cap:company-${company.id}:${berlinDay(now)}`,
  };
}

const mailNames: Record<EmailLogKind, string> = {
  review: 'Angebot',
  invoice: 'Rechnung',
  reminder: 'Zahlungserinnerung',
  portal_order: 'Auftragsbestätigung',
  case_update: 'Nachricht zu Löschaufträgen',
};

/** A mail the delivery gave up on for good, once per e-mail log. */
export function mailFailedAlert(
  mail: { logId: number; kind: EmailLogKind; companyId: number; customerId: number; customerName: string },
  reason: string,
): NewAlert {
  return {
    kind: 'email_failed',
    companyId: mail.companyId,
    customerId: mail.customerId,
    message: `${mailNames[mail.kind]} an ${quoted(mail.customerName)} nicht zugestellt: ${reason}`,
    dedupeKey: `email_failed:log-${mail.logId}`,
  };
}

/** No mail account: the offers cannot go out at all (once per company and day). */
export function noMailAccountAlert(company: { id: number; name: string }, now = new Date()): NewAlert {
  return {
    kind: 'email_failed',
    companyId: company.id,
    message: `Kein E-Mail-Konto für ${quoted(company.name)} hinterlegt: Angebote werden nicht gesendet`,
    dedupeKey: `email_failed:company-${company.id}:no-account:${berlinDay(now)}`,
  };
}

/** The customer used the unsubscribe link (once: the opt-out is never cleared). */
export function optOutAlert(c: { companyId: number; customerId: number; customerName: string }): NewAlert {
  return {
    kind: 'opt_out',
    companyId: c.companyId,
    customerId: c.customerId,
    message: `${quoted(c.customerName)} hat sich von E-Mails abgemeldet`,
    dedupeKey: `opt_out:customer-${c.customerId}`,
  };
}
