// Removal cases: the list, its counts, one case with its timeline and proof, and the order.
// State changes are written by removal-transition.queries.ts only.
import { and, asc, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { RemovalReason, RemovalState } from '../../../common/enums';
import type { RemovalSort } from '../../../common/schemas/removal';
import type { Db } from '../../db/client';
import { customers, removalChecks, removalEvents, removals, reviews } from '../../db/schema';
// The list helpers every paged list shares (server/db/sql-helpers.ts).
import * as sqlh from '../../db/sql-helpers';
import { statementCache } from '../../db/statement-cache';

export interface RemovalFilter {
  companyId: number;
  state: 'all' | RemovalState;
  /** Only cases due on `today` or before. */
  due: boolean;
  search?: string;
  /** Under a search: the customers whose name matches it (customerIdsMatching). */
  customerIds?: number[];
  customerId?: number;
  /** The Berlin day 'Fällig' is measured against, 'YYYY-MM-DD'. */
  today: string;
}

const isDue = (today: string | Placeholder) =>
  sql<boolean>`coalesce(${removals.dueOn} <= ${today}::date, false)`.mapWith(Boolean);

/** The columns of removalSchema: the case with its review and customer for display. */
const removalColumns = (today: string | Placeholder) => ({
  id: removals.id,
  companyId: removals.companyId,
  customerId: removals.customerId,
  customerName: customers.name,
  reviewId: removals.reviewId,
  rating: reviews.rating,
  username: reviews.username,
  reviewText: reviews.reviewText,
  reviewDate: reviews.reviewDate,
  reviewUrl: reviews.reviewUrl,
  state: removals.state,
  reason: sql<RemovalReason>`${removals.reason}`,
  pricePerReview: removals.pricePerReview,
  note: removals.note,
  channel: removals.channel,
  source: removals.source,
  filedOn: removals.filedOn,
  orderedAt: removals.orderedAt,
  stateChangedAt: removals.stateChangedAt,
  deadlineKind: removals.deadlineKind,
  deadlineOn: removals.deadlineOn,
  due: isDue(today),
  lastCheckAt: removals.lastCheckAt,
  lastCheckOutcome: removals.lastCheckOutcome,
  invoiceId: removals.invoiceId,
});

/** The conditions' values, or placeholders of a statement built once per shape (statementCache). */
interface WhereValues {
  companyId: number | Placeholder;
  state: 'all' | RemovalState | Placeholder;
  due: boolean;
  customerId?: number | Placeholder;
  /** The search as sqlh.containsPattern. */
  pattern?: string | Placeholder;
  customerIds?: number[] | Placeholder;
  today: string | Placeholder;
}

const valuesOf = (f: RemovalFilter): WhereValues => ({
  ...f,
  pattern: f.search ? sqlh.containsPattern(f.search) : undefined,
});

// Every condition is on removals alone, so a page is cut on one of its company indexes before
// the joins; a search reads the copied search text's trigram index and the matched customers.
function removalWhere(f: WhereValues) {
  return and(
    eq(removals.companyId, f.companyId),
    f.state !== 'all' ? eq(removals.state, f.state) : undefined,
    f.due ? sql`${removals.dueOn} <= ${f.today}::date` : undefined,
    f.customerId !== undefined ? eq(removals.customerId, f.customerId) : undefined,
    f.pattern
      ? or(
          sqlh.searchTextMatches(removals.searchText, f.pattern),
          sqlh.anyOf(removals.customerId, f.customerIds ?? []),
        )
      : undefined,
  );
}

/** Written as the indexes are built, so each sort reads its index in order (see sqlh.newestFirst). */
const orderings: Record<RemovalSort, SQL[]> = {
  newest: sqlh.newestFirst(removals.orderedAt, removals.id),
  oldest: [sql`${removals.orderedAt} asc nulls first`, sql`${removals.id} asc nulls first`],
  deadline: [asc(removals.deadlineOn), asc(removals.id)],
};

/** A shape of the list's statement: its order and which filters it has (statementCache). */
type ListShape = `${RemovalSort} ${'state' | '-'} ${'due' | '-'} ${'customer' | '-'} ${'search' | '-'}`;

const shapeOf = (f: RemovalFilter, sort: RemovalSort): ListShape =>
  `${sort} ${f.state !== 'all' ? 'state' : '-'} ${f.due ? 'due' : '-'} ${f.customerId !== undefined ? 'customer' : '-'} ${f.search ? 'search' : '-'}`;

/**
 * One page with the filtered total: ONE statement answering the page's JSON text (sqlh.jsonPage), in
 * the fields and order of removalSchema, built once per shape with placeholders.
 */
const removalsJson = statementCache<ListShape>((db, shape) => {
  const [sort, state, due, customer, search] = shape.split(' ') as [RemovalSort, ...string[]];
  const where = removalWhere({
    companyId: sql.placeholder('companyId'),
    state: state === 'state' ? sql.placeholder('state') : 'all',
    due: due === 'due',
    customerId: customer === 'customer' ? sql.placeholder('customerId') : undefined,
    pattern: search === 'search' ? sql.placeholder('pattern') : undefined,
    customerIds: sql.placeholder('customerIds'),
    today: sql.placeholder('today'),
  });
  const page = sqlh.pageOfIds(db, removals.id, where, orderings[sort]);
  const columns = removalColumns(sql.placeholder('today'));
  return sqlh.jsonPage({
    page,
    from: sql`join ${removals} on ${removals.id} = page.page_id
      join ${reviews} on ${reviews.id} = ${removals.reviewId}
      join ${customers} on ${customers.id} = ${removals.customerId}`,
    fields: sqlh.jsonFields({
      ...columns,
      reviewDate: sqlh.isoUtc(reviews.reviewDate),
      pricePerReview: sql`${removals.pricePerReview}::text`,
      orderedAt: sqlh.isoUtc(removals.orderedAt),
      stateChangedAt: sqlh.isoUtc(removals.stateChangedAt),
      lastCheckAt: sqlh.isoUtc(removals.lastCheckAt),
    }),
    total: sqlh.cappedTotal(db, removals, where, sqlh.totalCap(search === 'search' ? search : undefined)),
  });
});

export async function listRemovalsJson(
  db: Db,
  f: RemovalFilter,
  sort: RemovalSort,
  paging: { limit: number; offset: number },
) {
  const [row] = await removalsJson<sqlh.JsonPageRow>(db, shapeOf(f, sort), {
    companyId: f.companyId,
    state: f.state,
    customerId: f.customerId,
    pattern: f.search ? sqlh.containsPattern(f.search) : undefined,
    customerIds: f.customerIds ?? [],
    today: f.today,
    ...paging,
  });
  return row;
}

/**
 * Cases per state and how many are due, under the search (the tabs ignore the state filter).
 * Without a search it reads the (company, state, due) index alone.
 */
export function countRemovalsByState(db: Db, f: Omit<RemovalFilter, 'state' | 'due'>) {
  return db
    .select({
      state: removals.state,
      n: sql<number>`count(*)::int`.mapWith(Number),
      due: sql<number>`(count(*) filter (where ${removals.dueOn} <= ${f.today}::date))::int`.mapWith(Number),
    })
    .from(removals)
    .where(removalWhere(valuesOf({ ...f, state: 'all', due: false })))
    .groupBy(removals.state);
}

export async function getRemoval(db: Db, id: number, today: string) {
  const [row] = await db
    .select(removalColumns(today))
    .from(removals)
    .innerJoin(reviews, eq(reviews.id, removals.reviewId))
    .innerJoin(customers, eq(customers.id, removals.customerId))
    .where(eq(removals.id, id));
  return row;
}

/** The timeline, oldest first. */
export function listRemovalEvents(db: Db, removalId: number) {
  return db
    .select({
      id: removalEvents.id,
      at: removalEvents.at,
      userName: removalEvents.userName,
      fromState: removalEvents.fromState,
      toState: removalEvents.toState,
      note: removalEvents.note,
      channel: removalEvents.channel,
      filedOn: removalEvents.filedOn,
    })
    .from(removalEvents)
    .where(eq(removalEvents.removalId, removalId))
    .orderBy(asc(removalEvents.at), asc(removalEvents.id));
}

/** The proof, newest first. */
export function listRemovalChecks(db: Db, removalId: number) {
  return db
    .select({
      id: removalChecks.id,
      checkedAt: removalChecks.checkedAt,
      apifyRunId: removalChecks.apifyRunId,
      outcome: removalChecks.outcome,
      rating: removalChecks.rating,
      reviewText: removalChecks.reviewText,
      message: removalChecks.message,
      costUsd: removalChecks.costUsd,
    })
    .from(removalChecks)
    .where(eq(removalChecks.removalId, removalId))
    .orderBy(...sqlh.newestFirst(removalChecks.checkedAt, removalChecks.id));
}

/** What an order needs of each review: its customer, price and search text, and any case it has. */
export function findReviewsToOrder(db: Db, reviewIds: number[]) {
  return db
    .select({
      id: reviews.id,
      companyId: reviews.companyId,
      customerId: reviews.customerId,
      rating: reviews.rating,
      searchText: sql<string>`coalesce(${reviews.searchText}, '')`,
      pricePerReview: customers.pricePerReview,
      removalId: removals.id,
      // What a portal order keeps as its proof of the review (decision 071).
      username: reviews.username,
      reviewText: reviews.reviewText,
      reviewDate: reviews.reviewDate,
      reviewUrl: reviews.reviewUrl,
    })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(removals, eq(removals.reviewId, reviews.id))
    .where(inArray(reviews.id, reviewIds));
}

export type NewRemoval = Pick<
  typeof removals.$inferInsert,
  | 'companyId'
  | 'customerId'
  | 'reviewId'
  | 'reason'
  | 'pricePerReview'
  | 'note'
  | 'orderedBy'
  | 'searchText'
  | 'deadlineKind'
  | 'deadlineOn'
  | 'dueOn'
  | 'source'
> & { orderedAt: Date };

/**
 * Opens the cases and writes their 'ordered' events. A review that got a case meanwhile (a parallel
 * order) is skipped by the unique index: the answer holds only the cases opened here.
 */
export async function insertRemovals(
  tx: Db,
  values: NewRemoval[],
  event: { user: { id: number | null; name: string }; note: string | null },
) {
  const opened = await tx
    .insert(removals)
    .values(
      values.map((v) => ({
        ...v,
        state: 'ordered' as const,
        stateChangedAt: v.orderedAt,
        // The review's signals as its stored Löschchance names them, kept for the rates (decision 076).
        signalsAtOrder: sql`array(select json_array_elements(${reviews.removalChance}->'signals')->>'code'
          from ${reviews} where ${reviews.id} = ${v.reviewId})`,
      })),
    )
    .onConflictDoNothing({ target: removals.reviewId })
    .returning({ id: removals.id, reviewId: removals.reviewId, orderedAt: removals.orderedAt });
  if (opened.length > 0) {
    await tx.insert(removalEvents).values(
      opened.map((r) => ({
        removalId: r.id,
        at: r.orderedAt,
        userId: event.user.id,
        userName: event.user.name,
        fromState: null,
        toState: 'ordered' as const,
        note: event.note,
      })),
    );
  }
  return opened.map((r) => ({ id: r.id, reviewId: r.reviewId }));
}

/** A note alone on the timeline (no state change). */
export async function insertNote(
  tx: Db,
  removalId: number,
  note: { at: Date; user: { id: number; name: string }; text: string },
) {
  await tx.insert(removalEvents).values({
    removalId,
    at: note.at,
    userId: note.user.id,
    userName: note.user.name,
    note: note.text,
  });
}

/** Names the invoice on its removals (a draft taking them) or frees them (null: dropped, cancelled). */
export async function setRemovalsInvoice(tx: Db, removalIds: number[], invoiceId: number | null) {
  if (removalIds.length === 0) return;
  await tx.update(removals).set({ invoiceId }).where(inArray(removals.id, removalIds));
}

export async function freeRemovalsOf(tx: Db, invoiceId: number) {
  await tx.update(removals).set({ invoiceId: null }).where(eq(removals.invoiceId, invoiceId));
}
