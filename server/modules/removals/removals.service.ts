// Removal cases (docs/product.md "Removal cases"): the list, the order and the operator's moves.
// The rules are common/removal-rules.ts, so the server refuses exactly what the page does not offer.
// `now` is for tests; the routes use the server's clock.
import type { z } from 'zod';
import { berlinDay, germanDay } from '../../../common/calendar-days';
import { NEGATIVE_RATING_MAX } from '../../../common/constants';
import { type RemovalReason, type RemovalState, removalStates } from '../../../common/enums';
import { deadlineFor, transitionRefusal } from '../../../common/removal-rules';
import type {
  listRemovalsQuerySchema,
  orderRemovalsSchema,
  patchRemovalSchema,
  Removal,
  RemovalCounts,
} from '../../../common/schemas/removal';
import type { Db } from '../../db/client';
import { totalCap } from '../../db/sql-helpers';
import { AppError, notFound } from '../../lib/app-error';
import { toJsonPage } from '../../lib/paged-list';
import type { SessionUser } from '../auth/session-user';
import { ensureCompany } from '../companies/companies.service';
import { customerIdsMatching } from '../customers/customer-search.queries';
import { reviewNotFound } from '../reviews/reviews.service';
import { lockRemoval, writeTransition } from './removal-transition.queries';
import * as q from './removals.queries';

type ListQuery = z.output<typeof listRemovalsQuerySchema>;
type OrderInput = z.output<typeof orderRemovalsSchema>;
type PatchInput = z.output<typeof patchRemovalSchema>;

const removalNotFound = () => notFound('Löschauftrag nicht gefunden');
const onlyNegativeMessage = 'Nur Bewertungen mit 1–3 Sternen können zur Löschung beauftragt werden.';
const alreadyOrderedMessage = 'Für diese Bewertung gibt es bereits einen Löschauftrag.';
const oneCustomerMessage = 'Alle Bewertungen eines Auftrags müssen zum selben Kunden gehören.';
const notesOnlyMessage =
  'Nur Administratoren und Manager dürfen Löschaufträge weiterbewegen; Notizen darf jeder hinzufügen.';

const conflict = (message: string) => new AppError('CONFLICT', message);
const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/** Customers matched by name are looked up first, as in the reviews list (decision 034). */
async function filterOf(db: Db, query: Omit<ListQuery, 'limit' | 'offset' | 'sort'>, now: Date) {
  const customerIds = query.search
    ? await customerIdsMatching(db, query.companyId, query.search, { email: false })
    : undefined;
  return { ...query, customerIds, today: berlinDay(now) };
}

export async function listRemovals(db: Db, query: ListQuery, now = new Date()) {
  const { limit, offset, sort, ...rest } = query;
  const f = await filterOf(db, rest, now);
  return toJsonPage<Removal>(await q.listRemovalsJson(db, f, sort, { limit, offset }), {
    ensureCompany: () => ensureCompany(db, f.companyId),
    cap: totalCap(f.search),
  });
}

/** The tab counts: every state (zeros included) and the due cases; 404 for an unknown company. */
export async function countRemovals(
  db: Db,
  query: { companyId: number; search?: string },
  now = new Date(),
): Promise<RemovalCounts> {
  const f = await filterOf(db, { ...query, state: 'all', due: false }, now);
  const rows = await q.countRemovalsByState(db, f);
  if (rows.length === 0) await ensureCompany(db, f.companyId);
  const byState = Object.fromEntries(removalStates.map((s) => [s, 0])) as Record<RemovalState, number>;
  let due = 0;
  for (const row of rows) {
    byState[row.state] = row.n;
    due += row.due;
  }
  return { byState, due };
}

export async function getRemoval(db: Db, id: number, now = new Date()) {
  const row = await q.getRemoval(db, id, berlinDay(now));
  if (!row) throw removalNotFound();
  const events = await q.listRemovalEvents(db, id);
  const checks = await q.listRemovalChecks(db, id);
  return { ...row, events, checks };
}

/**
 * Orders the removal of reviews of one customer, all or none: a review of another customer, with
 * 4–5 stars or with a case already (also one opened by a parallel request) writes nothing.
 */
export async function orderRemovals(db: Db, user: SessionUser, input: OrderInput, now = new Date()) {
  const reviewIds = input.items.map((item) => item.reviewId);
  const opened = await db.transaction(async (tx) => {
    const found = await q.findReviewsToOrder(tx, reviewIds);
    if (found.length < reviewIds.length) throw reviewNotFound();
    if (new Set(found.map((r) => r.customerId)).size > 1) throw badRequest(oneCustomerMessage);
    if (found.some((r) => r.rating > NEGATIVE_RATING_MAX)) throw conflict(onlyNegativeMessage);
    if (found.some((r) => r.removalId !== null)) throw conflict(alreadyOrderedMessage);
    const deadline = deadlineFor('ordered', now);
    const byId = new Map(found.map((r) => [r.id, r]));
    const values = input.items.map((item): q.NewRemoval => {
      const review = byId.get(item.reviewId) as (typeof found)[number];
      return {
        companyId: review.companyId,
        customerId: review.customerId,
        reviewId: review.id,
        reason: item.reason,
        pricePerReview: review.pricePerReview,
        note: input.note ?? null,
        orderedBy: user.id,
        orderedAt: now,
        searchText: review.searchText,
        deadlineKind: deadline?.kind ?? null,
        deadlineOn: deadline?.on ?? null,
        dueOn: deadline?.dueOn ?? null,
        source: 'operator',
      };
    });
    const cases = await q.insertRemovals(tx, values, { user, note: input.note ?? null });
    // Fewer than asked: a parallel order got there first; the transaction undoes ours.
    if (cases.length < values.length) throw conflict(alreadyOrderedMessage);
    return cases.map((r) => r.id);
  });
  const details = [];
  for (const id of opened) details.push(await getRemoval(db, id, now));
  return details.sort((a, b) => reviewIds.indexOf(a.reviewId) - reviewIds.indexOf(b.reviewId));
}

/** A review of a portal order as read by findReviewsToOrder, with the owner's reason and note. */
export interface PortalCaseInput {
  review: Awaited<ReturnType<typeof q.findReviewsToOrder>>[number];
  reason: RemovalReason;
  note: string | null;
}

/**
 * The cases of an order the owner placed in the customer portal (decision 071), in the portal's
 * transaction, after it checked the reviews: state 'ordered', the price as the order fixed it,
 * source 'portal', the timeline naming the signer. A review that got a case meanwhile (a parallel
 * order) is skipped: fewer cases than items, and the caller refuses and undoes its transaction.
 */
export async function openPortalCases(
  tx: Db,
  order: { items: PortalCaseInput[]; signerName: string },
  now: Date,
): Promise<{ id: number; reviewId: number }[]> {
  const deadline = deadlineFor('ordered', now);
  const values = order.items.map(
    ({ review, reason, note }): q.NewRemoval => ({
      companyId: review.companyId,
      customerId: review.customerId,
      reviewId: review.id,
      reason,
      pricePerReview: review.pricePerReview,
      note,
      orderedBy: null,
      orderedAt: now,
      searchText: review.searchText,
      deadlineKind: deadline?.kind ?? null,
      deadlineOn: deadline?.on ?? null,
      dueOn: deadline?.dueOn ?? null,
      source: 'portal',
    }),
  );
  const opened = await q.insertRemovals(tx, values, {
    user: { id: null, name: `${order.signerName} (Kundenportal)` },
    note: 'Beauftragt über das Kundenportal',
  });
  return opened;
}

/**
 * A transition (admins and managers) or a note alone (everyone), under the case's row lock, so two
 * operators clicking at once cannot both move it. Answers the case as it is now.
 */
export async function patchRemoval(
  db: Db,
  user: SessionUser,
  id: number,
  input: PatchInput,
  now = new Date(),
) {
  const { state } = input;
  if (state !== undefined && user.role === 'user') throw new AppError('FORBIDDEN', notesOnlyMessage);
  await db.transaction(async (tx) => {
    const row = await lockRemoval(tx, id);
    if (!row) throw removalNotFound();
    if (state === undefined) {
      await q.insertNote(tx, id, { at: now, user, text: input.note ?? '' });
      return;
    }
    const today = berlinDay(now);
    const refusal = transitionRefusal(row.state, state, {
      today,
      filedOn: row.filedOn,
      stateDay: berlinDay(row.stateChangedAt),
    });
    if (refusal) throw conflict(refusal);
    const filedOn = state === 'filed' ? checkedFiledOn(input.filedOn ?? today, today, row.orderedAt) : null;
    await writeTransition(tx, row, {
      to: state,
      at: now,
      user,
      note: input.note ?? null,
      channel: input.channel ?? null,
      filedOn,
    });
  });
  return getRemoval(db, id, now);
}

/** The filing day may lie in the past (filed yesterday, recorded today), not before the order. */
function checkedFiledOn(filedOn: string, today: string, orderedAt: Date) {
  if (filedOn > today) throw badRequest('Das Meldedatum darf nicht in der Zukunft liegen.');
  const orderDay = berlinDay(orderedAt);
  if (filedOn < orderDay) {
    throw badRequest(`Das Meldedatum darf nicht vor dem Auftragstag (${germanDay(orderDay)}) liegen.`);
  }
  return filedOn;
}
