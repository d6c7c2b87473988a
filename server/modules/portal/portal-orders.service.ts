// An order placed by the owner in the customer portal (docs/product.md "Kundenportal", decision
// 071): checked, proven and opened all or nothing in one transaction. The proof (portal_orders),
// the cases (through the removals module), the operator's alert and the confirmation mail are
// written together; a refusal writes none of them.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { NEGATIVE_RATING_MAX } from '../../../common/constants';
import { invoiceTotals, priceToCents } from '../../../common/invoice-math';
import { portalTermsOf } from '../../../common/portal-terms';
import type {
  PortalOrder,
  PortalOrderItemProof,
  PortalOrderResult,
  portalOrderSchema,
} from '../../../common/schemas/portal';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { portalOrderAlert } from '../alerts/alert-events';
import { raiseAlerts } from '../alerts/alerts.queries';
import { findReviewsToOrder } from '../removals/removals.queries';
import { openPortalCases } from '../removals/removals.service';
import type { PortalAccess } from './portal-links';
import { portalCasesOf } from './portal-order-cases';
import { queuePortalOrderMail } from './portal-order-mails';
import * as q from './portal-orders.queries';

type OrderInput = z.output<typeof portalOrderSchema>;

/** A repeated submit (a double tap, a retry after a lost answer) within this time answers the first order. */
export const REPEAT_WINDOW_MS = 15 * 60_000;

export const portalLinkInvalidMessage =
  'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie bei uns einen neuen Link an.';
export const notYoursMessage = 'Mindestens eine der gewählten Bewertungen gehört nicht zu Ihrem Unternehmen.';
export const onlyNegativeMessage =
  'Nur Bewertungen mit 1 bis 3 Sternen können zur Löschung beauftragt werden.';
export const alreadyOrderedMessage =
  'Mindestens eine der gewählten Bewertungen ist bereits beauftragt. Bitte laden Sie die Seite neu.';
export const termsChangedMessage =
  'Die Bedingungen wurden geändert. Bitte lesen Sie die aktuellen Bedingungen und bestätigen Sie den Auftrag erneut.';

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
const conflict = (message: string) => new AppError('CONFLICT', message);

export interface OrderClient {
  ip: string | null;
  userAgent: string | null;
}

interface Deps {
  db: Db;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** 8950 → '89.50': money on the wire. */
export const euros = (cents: number) => (cents / 100).toFixed(2);

/** The request's content, independent of the order of its items: the key of a repeated submit. */
function requestHashOf(input: OrderInput) {
  const items = [...input.items]
    .sort((a, b) => a.reviewId - b.reviewId)
    .map((i) => [i.reviewId, i.reason, i.note ?? null]);
  return sha256(JSON.stringify([items, input.signerName, input.termsVersion]));
}

export const orderPdfUrl = (token: string, orderId: number) =>
  `/api/portal/${encodeURIComponent(token)}/orders/${orderId}.pdf`;

/** An order as the portal shows it (PortalView.orders, the POST's answer). */
export const toPortalOrder = (row: q.PortalOrderRow, token: string): PortalOrder => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  signerName: row.signerName,
  reviewIds: row.items.map((i) => i.reviewId),
  net: euros(row.netCents),
  vat: euros(row.vatCents),
  gross: euros(row.grossCents),
  pdfUrl: orderPdfUrl(token, row.id),
});

async function answerOf(db: Db, row: q.PortalOrderRow, token: string): Promise<PortalOrderResult> {
  return { order: toPortalOrder(row, token), cases: await portalCasesOf(db, row.items) };
}

/**
 * POST /api/portal/{token}/orders (a dead link is the hook's 404); 409 when the terms changed;
 * 400 for a review not the customer's (or unknown: the same answer, so no id of another customer
 * can be probed) or with 4–5 stars; 409 when one has a case already. The same request again within
 * REPEAT_WINDOW_MS answers the first order (`repeated`), also when both raced.
 */
export async function placePortalOrder(
  deps: Deps,
  /** The customer the route's hook opened; the token only names the answer's PDF link. */
  access: PortalAccess,
  token: string,
  input: OrderInput,
  client: OrderClient,
  now = new Date(),
): Promise<PortalOrderResult & { repeated: boolean }> {
  const { db } = deps;
  const requestHash = requestHashOf(input);
  const repeated = () =>
    q.findRepeatedOrder(db, access.customerId, requestHash, new Date(now.getTime() - REPEAT_WINDOW_MS));
  const earlier = await repeated();
  if (earlier) return { ...(await answerOf(db, earlier, token)), repeated: true };

  const parties = await q.getOrderParties(db, access.customerId);
  if (!parties) throw notFound(portalLinkInvalidMessage);
  const terms = portalTermsOf(parties.company);
  if (input.termsVersion !== terms.version) throw conflict(termsChangedMessage);

  try {
    const row = await db.transaction((tx) =>
      writeOrder(tx, { ...deps, token, access, parties, terms, input, client, requestHash }, now),
    );
    return { ...(await answerOf(db, row, token)), repeated: false };
  } catch (error) {
    // Two submits of the same order at once: the second waited for the first and lost; it answers it.
    const winner = error instanceof AppError && error.statusCode === 409 ? await repeated() : undefined;
    if (winner) return { ...(await answerOf(db, winner, token)), repeated: true };
    throw error;
  }
}

interface OrderWrite extends Deps {
  token: string;
  access: { linkId: number; companyId: number; customerId: number };
  parties: NonNullable<Awaited<ReturnType<typeof q.getOrderParties>>>;
  terms: { version: number; text: string };
  input: OrderInput;
  client: OrderClient;
  requestHash: string;
}

/** Inside the transaction: check the reviews, open the cases, write the proof, the alert and the mail. */
async function writeOrder(tx: Db, w: OrderWrite, now: Date) {
  const ids = w.input.items.map((i) => i.reviewId);
  const found = await findReviewsToOrder(tx, ids);
  if (found.length < ids.length || found.some((r) => r.customerId !== w.access.customerId)) {
    throw badRequest(notYoursMessage);
  }
  if (found.some((r) => r.rating > NEGATIVE_RATING_MAX)) throw badRequest(onlyNegativeMessage);
  if (found.some((r) => r.removalId !== null)) throw conflict(alreadyOrderedMessage);

  const byId = new Map(found.map((r) => [r.id, r]));
  const chosen = w.input.items.map((item) => ({
    review: byId.get(item.reviewId) as (typeof found)[number],
    reason: item.reason,
    note: item.note ?? null,
  }));
  const opened = await openPortalCases(tx, { items: chosen, signerName: w.input.signerName }, now);
  // Fewer than asked: a parallel order got there first; throwing undoes ours.
  if (opened.length < chosen.length) throw conflict(alreadyOrderedMessage);

  const items = chosen.map(
    ({ review, reason, note }): PortalOrderItemProof => ({
      reviewId: review.id,
      author: review.username,
      stars: review.rating,
      publishedAt: review.reviewDate?.toISOString() ?? null,
      text: review.reviewText,
      url: review.reviewUrl,
      reason,
      note,
      price: review.pricePerReview,
    }),
  );
  const { company, customer } = w.parties;
  const rate = company.vatMode === 'small_business' ? 0 : company.vatRate;
  const totals = invoiceTotals(
    items.map((i) => priceToCents(i.price)),
    rate,
  );
  const order: q.NewPortalOrder = {
    companyId: w.access.companyId,
    customerId: w.access.customerId,
    createdAt: now,
    linkId: w.access.linkId,
    ip: w.client.ip,
    userAgent: w.client.userAgent,
    signerName: w.input.signerName,
    customerName: customer.name,
    termsVersion: w.terms.version,
    termsText: w.terms.text,
    termsHash: sha256(w.terms.text),
    items,
    vatMode: company.vatMode,
    vatRate: rate,
    ...totals,
    requestHash: w.requestHash,
  };
  const emailLogId = await queuePortalOrderMail(tx, { order, company, customer }, now);
  const row = await q.insertPortalOrder(tx, { ...order, emailLogId });
  await raiseAlerts(tx, [
    portalOrderAlert({ ...w.access, customerName: customer.name, orderId: row.id, count: items.length }),
  ]);
  return row;
}
