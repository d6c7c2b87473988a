// The contract of a scan log's `details` (docs/product.md §9): written by the scan of a customer on
// the server, read by the scan-log page. Stored as a JSON string; old rows may lack fields.
import { z } from 'zod';
import { formatCount } from '../format';

/** What became of the customer's e-mail in a scan (docs/product.md §10 "E-mail outcome"). */
export const emailOutcomes = [
  'sent',
  'failed',
  'pending',
  'not_needed',
  'disabled',
  'no_email',
  'opted_out',
  'no_consent',
  'waiting_cap',
  'waiting_paused',
  'waiting_retry',
  /** One offer a day: the customer's last offer is under 24 hours old (details.lastEmailHours). */
  'waiting_daily_limit',
  /** Every new negative review is below the company's 'Löschchance ab …' (decision 081). */
  'below_chance',
] as const;
export type EmailOutcome = (typeof emailOutcomes)[number];

/** German labels of the outcomes, and of two values older rows hold; other values are shown raw. */
export const emailOutcomeLabels: Record<EmailOutcome | 'skipped' | 'none', string> = {
  sent: 'Gesendet',
  failed: 'Fehlgeschlagen',
  pending: 'Ausstehend',
  not_needed: 'Nicht erforderlich',
  below_chance: 'Löschchance zu gering, nicht angeboten',
  disabled: 'Deaktiviert',
  skipped: 'Übersprungen',
  no_email: 'Keine E-Mail-Adresse',
  opted_out: 'Abgemeldet, nicht gesendet',
  no_consent: 'Keine Einwilligung, nicht gesendet',
  waiting_cap: 'Wartet (Tageslimit erreicht)',
  waiting_paused: 'Wartet (Versand pausiert)',
  waiting_retry: 'Wartet (neuer Versuch folgt)',
  waiting_daily_limit: 'Wartet (eine E-Mail pro Tag)',
  none: 'Keine',
};

/** Each field on its own: a field of the wrong type in an older row is left out, the rest shown. */
export const scanLogDetailsSchema = z.object({
  totalReviews: z.number().optional().catch(undefined),
  newReviews: z.number().optional().catch(undefined),
  negativeReviews: z.number().optional().catch(undefined),
  /** An EmailOutcome when written now; a string of an older version otherwise. */
  emailStatus: z.string().optional().catch(undefined),
  /** With `waiting_daily_limit`: whole hours since the customer's last offer. */
  lastEmailHours: z.number().int().nonnegative().optional().catch(undefined),
  url: z.string().optional().catch(undefined),
});
/** What the server writes: the outcome is always one of the union. */
export type ScanLogDetails = z.infer<typeof scanLogDetailsSchema> & { emailStatus?: EmailOutcome };

/**
 * The e-mail outcome as the scan log says it: 'Wartet, letzte E-Mail vor 5 h' for the one offer a
 * day, the label of the outcome otherwise, an unknown value of an older version as it is.
 */
export function emailOutcomeText(details: Pick<ScanLogDetails, 'lastEmailHours'> & { emailStatus: string }) {
  const { emailStatus, lastEmailHours: hours } = details;
  if (emailStatus === 'waiting_daily_limit' && hours !== undefined) {
    return `Wartet, letzte E-Mail vor ${hours < 1 ? 'weniger als 1' : formatCount(hours)} h`;
  }
  return emailOutcomeLabels[emailStatus as keyof typeof emailOutcomeLabels] ?? emailStatus;
}

/** The stored details string; null when empty or not an object of that shape (old or broken rows). */
export function parseScanLogDetails(details: string | null) {
  if (!details) return null;
  try {
    const parsed = scanLogDetailsSchema.safeParse(JSON.parse(details));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
