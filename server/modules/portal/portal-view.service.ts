// The customer portal's page as the owner reads it (docs/product.md "Kundenportal"): the stored
// rows of portal-view.queries.ts put into plain German (state, what happens next and when, the
// timeline, the proof) and the document links under the owner's token.
import { germanDay } from '../../../common/calendar-days';
import { centsToDecimal, vatRateOf } from '../../../common/invoice-math';
import { portalStateLabels } from '../../../common/labels';
import { portalTermsOf } from '../../../common/portal-terms';
import { privacyNoticeText } from '../../../common/privacy-notice';
import { VERIFY_MIN_GAP_HOURS } from '../../../common/removal-rules';
import type {
  PortalCase,
  PortalCaseStep,
  PortalInvoice,
  PortalOrder,
  PortalReview,
  PortalView,
} from '../../../common/schemas/portal';
import type { Db } from '../../db/client';
import { unsubscribeToken } from '../../mail/unsubscribe-token';
import { hasGiroCode } from '../invoices/invoice-documents';
import { mailOf } from './portal-mail';
import { orderPdfUrl } from './portal-orders.service';
import { type PortalRow, readPortal } from './portal-view.queries';

type ReviewRow = PortalRow['reviews'][number];
type RemovalRow = NonNullable<ReviewRow['removal']>;
type EventRow = PortalRow['events'][number];
type CheckRow = PortalRow['checks'][number];

/** The portal's API path under a token (the documents' links). */
const portalApiPath = (token: string) => `/api/portal/${token}`;

const on = (day: string | null) => (day ? ` am ${germanDay(day)}` : '');
const until = (day: string | null) => (day ? ` bis zum ${germanDay(day)}` : '');

/** What happens next with a case and when, from its state and deadline (common/removal-rules.ts). */
export function nextStep(removal: Pick<RemovalRow, 'state' | 'deadlineOn'>): string | null {
  const day = removal.deadlineOn;
  switch (removal.state) {
    case 'ordered':
      return `Wir melden die Bewertung${until(day)} bei Google.`;
    case 'filed':
      return `Google prüft die Meldung. Wir sehen täglich nach, ob die Bewertung noch sichtbar ist; ist sie${on(day)} noch da, prüfen wir einen Widerspruch.`;
    case 'verifying':
      return `Die Bewertung ist nicht mehr zu sehen. Nach einer zweiten Prüfung frühestens ${VERIFY_MIN_GAP_HOURS} Stunden später bestätigen wir die Entfernung.`;
    case 'removed':
      return `Wir sehen${until(day)} weiter nach, ob die Bewertung wieder erscheint.`;
    case 'refused':
      return `Google hat die Bewertung nicht entfernt. Ein Widerspruch ist${until(day)} möglich; wir melden uns bei Ihnen.`;
    case 'appealed':
      return 'Google prüft den Widerspruch. Wir sehen täglich nach, ob die Bewertung noch sichtbar ist.';
    case 'reinstated':
      return 'Die Bewertung ist wieder sichtbar. Wir melden sie erneut bei Google; berechnet wird nur eine bestätigte Entfernung.';
    case 'cancelled':
      return null;
  }
}

const filedText = {
  google: 'Bei Google gemeldet',
  legal: 'Rechtliche Beschwerde eingereicht',
  partner: 'An unseren Rechtsanwalt übergeben',
};

/** One transition in the owner's words (who did it stays the operators' business). */
export function stepText(event: Pick<EventRow, 'fromState' | 'toState' | 'channel'>): string {
  const { fromState: from, toState: to } = event;
  if (from === 'verifying' && (to === 'filed' || to === 'appealed'))
    return 'Bewertung doch noch sichtbar – wir bleiben dran';
  switch (to) {
    case 'ordered':
      return from === 'cancelled' ? 'Erneut beauftragt' : 'Auftrag erteilt';
    case 'filed':
      return from === 'reinstated'
        ? 'Erneut gemeldet'
        : event.channel
          ? filedText[event.channel]
          : 'Gemeldet';
    case 'verifying':
      return 'Bewertung nicht mehr gefunden – zweite Prüfung folgt';
    case 'removed':
      return 'Entfernung bestätigt';
    case 'refused':
      return 'Von Google abgelehnt';
    case 'appealed':
      return 'Widerspruch eingelegt';
    case 'reinstated':
      return 'Bewertung wieder sichtbar';
    case 'cancelled':
      return 'Auftrag storniert';
  }
}

const proofText = (check: CheckRow) =>
  check.outcome === 'raised' && check.rating !== null
    ? `Bewertung auf ${check.rating === 1 ? '1 Stern' : `${check.rating} Sterne`} angehoben`
    : 'Bei unserer Prüfung nicht mehr gefunden';

function toCase(removal: RemovalRow, events: EventRow[], checks: CheckRow[]): PortalCase {
  const timeline: PortalCaseStep[] = events.map((e) => ({ at: e.at, text: stepText(e) }));
  return {
    id: removal.id,
    state: removal.state,
    stateLabel: portalStateLabels[removal.state],
    next: nextStep(removal),
    orderedAt: removal.orderedAt,
    reason: removal.reason,
    price: removal.price,
    timeline,
    proof: checks.map((c) => ({ at: c.at, text: proofText(c) })),
  };
}

/** Rows grouped by their case, in their order. */
function byRemoval<T extends { removalId: number }>(rows: T[]) {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.removalId);
    if (list) list.push(row);
    else map.set(row.removalId, [row]);
  }
  return map;
}

function toInvoice(row: PortalRow['invoices'][number], token: string): PortalInvoice {
  const open = row.kind === 'invoice' && row.state === 'open' ? row.grossCents - row.paidCents : 0;
  const base = `${portalApiPath(token)}/invoices/${row.id}`;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    state: row.state,
    issuedOn: row.issuedOn ?? '',
    dueOn: row.dueOn,
    gross: centsToDecimal(row.grossCents),
    open: centsToDecimal(Math.max(0, open)),
    pdfUrl: `${base}.pdf`,
    xmlUrl: `${base}/xrechnung.xml`,
    giroCodeUrl: hasGiroCode(row) ? `${base}/girocode.svg` : null,
  };
}

function toOrder(row: PortalRow['orders'][number], token: string): PortalOrder {
  return {
    id: row.id,
    createdAt: row.createdAt,
    signerName: row.signerName,
    reviewIds: row.reviewIds,
    net: centsToDecimal(row.netCents),
    vat: centsToDecimal(row.vatCents),
    gross: centsToDecimal(row.grossCents),
    pdfUrl: orderPdfUrl(token, row.id),
  };
}

/** The page of the link's customer; undefined when the customer is gone. */
export async function getPortalView(
  db: Db,
  access: { customerId: number; companyId: number; linkId: number },
  token: string,
  appSecret: string,
): Promise<PortalView | undefined> {
  const row = await readPortal(db, access.customerId, access.companyId, access.linkId);
  if (!row) return undefined;
  const { company, customer } = row;
  const events = byRemoval(row.events);
  const checks = byRemoval(row.checks);
  const reviews: PortalReview[] = row.reviews.map((r) => ({
    id: r.id,
    author: r.author?.trim() || 'Anonym',
    stars: r.stars,
    publishedAt: r.reviewDate ?? r.detectedAt,
    text: r.text,
    url: r.url,
    // Level and suggested reason only: the signals' lines are written for the operator.
    chance: r.chance && { level: r.chance.level, suggestedReason: r.chance.suggestedReason },
    case: r.removal
      ? toCase(r.removal, events.get(r.removal.id) ?? [], checks.get(r.removal.id) ?? [])
      : null,
  }));
  return {
    company: {
      name: company.name,
      website: company.website,
      contactEmail: company.contactEmail?.trim() || company.gmailEmail?.trim() || null,
      legalName: company.legalName,
      legalAddress: company.legalAddress,
      managingDirectors: company.managingDirectors,
      registerCourt: company.registerCourt,
      registerNumber: company.registerNumber,
      vatId: company.vatId,
      privacyNotice: privacyNoticeText(company),
    },
    customer: {
      name: customer.name,
      optedOut: customer.optedOutAt !== null,
      unsubscribeUrl: `/abmelden/${unsubscribeToken(appSecret, access.customerId)}`,
    },
    mail: mailOf(row),
    pricePerReview: customer.pricePerReview,
    vatRatePercent: vatRateOf(company),
    terms: portalTermsOf(company),
    reviews,
    orders: row.orders.map((o) => toOrder(o, token)),
    invoices: row.invoices.map((i) => toInvoice(i, token)),
  };
}
