import { and, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { NEGATIVE_RATING_MAX, TIME_ZONE } from '../../../common/constants';
import type { RemovalState } from '../../../common/enums';
import type { ReviewChanceFilter, ReviewRatingFilter, ReviewSort } from '../../../common/schemas/review';
import type { Db } from '../../db/client';
import { customers, removals, reviews } from '../../db/schema';
// The list helpers every paged list shares (server/db/sql-helpers.ts).
import * as sqlh from '../../db/sql-helpers';
import { statementCache } from '../../db/statement-cache';
import { levelRank } from '../removal-chance/chance';

export interface ReviewFilter {
  companyId: number;
  archived: boolean;
  search?: string;
  rating: ReviewRatingFilter;
  /** 'YYYY-MM-DD': review date from the start of that day in Europe/Berlin. */
  from?: string;
  /** Under a search: the customers whose name matches it (customerIdsMatching). */
  customerIds?: number[];
  chance: ReviewChanceFilter;
  sort: ReviewSort;
}

export const reviewColumns = {
  id: reviews.id,
  customerId: reviews.customerId,
  customerName: customers.name,
  username: reviews.username,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  reviewDate: reviews.reviewDate,
  detectedAt: reviews.detectedAt,
  isArchived: reviews.isArchived,
  archivedAt: reviews.archivedAt,
  reviewUrl: reviews.reviewUrl,
};

/** The review's case (`reviews` in scope): one lookup on the unique review index. */
const removalOfReview = sql<{ id: number; state: RemovalState } | null>`(
  select json_build_object('id', m.id, 'state', m.state) from ${removals} m where m.review_id = ${reviews.id})`.mapWith(
  (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v),
);

function ratingCondition(rating: ReviewRatingFilter): SQL | undefined {
  if (rating === 'all') return undefined;
  if (rating === 'negative') return lte(reviews.rating, NEGATIVE_RATING_MAX);
  if (rating === 'positive') return gte(reviews.rating, NEGATIVE_RATING_MAX + 1);
  return eq(reviews.rating, Number(rating));
}

/** The list's conditions with placeholders for the request's values (statementCache). */
interface WhereShape {
  rating: ReviewRatingFilter;
  from: boolean;
  search: boolean;
  chance?: ReviewChanceFilter;
}

// Every condition is on reviews alone, so the page is cut on the (company, archived, detected)
// index before any join. A search matches user and text on their search column's trigram index, and the
// customers found by name (customerIdsMatching, looked up first) on the customer index.
export function reviewWhere(f: WhereShape) {
  return and(
    eq(reviews.companyId, sql.placeholder('companyId')),
    eq(reviews.isArchived, sql.placeholder('archived')),
    ratingCondition(f.rating),
    f.chance && f.chance !== 'all' ? eq(reviews.chanceRank, levelRank[f.chance]) : undefined,
    f.from
      ? sql`${reviews.reviewDate} >= (${sql.placeholder('from')}::date::timestamp at time zone ${TIME_ZONE})`
      : undefined,
    f.search
      ? or(
          sqlh.searchTextMatches(reviews.searchText, sql.placeholder('pattern')),
          sqlh.anyOf(reviews.customerId, sql.placeholder('customerIds')),
        )
      : undefined,
  );
}

/** A shape of the list's statement: which filters it has (statementCache). */
type ListShape =
  `${ReviewRatingFilter} ${'from' | '-'} ${'search' | '-'} ${ReviewChanceFilter} ${ReviewSort}`;

const shapeOf = (f: ReviewFilter): ListShape =>
  `${f.rating} ${f.from ? 'from' : '-'} ${f.search ? 'search' : '-'} ${f.chance} ${f.sort}`;

/**
 * One page, newest detection first, with the filtered total: ONE statement answering the JSON text
 * of the page (sqlh.jsonPage), built once per shape with placeholders. The page is cut on the index
 * before any join; its review's case is a left join on the unique review index afterwards.
 */
const reviewsJson = statementCache<ListShape>((db, shape) => {
  const [rating, from, search, chance, sort] = shape.split(' ') as [
    ReviewRatingFilter,
    string,
    string,
    ReviewChanceFilter,
    ReviewSort,
  ];
  const where = reviewWhere({ rating, from: from === 'from', search: search === 'search', chance });
  // By Löschchance: 'hoch' first, reviews without one (4–5 stars) last, on their own index.
  const order =
    sort === 'chance'
      ? sqlh.newestFirst(reviews.chanceRank, reviews.detectedAt, reviews.id)
      : sqlh.newestFirst(reviews.detectedAt, reviews.id);
  const page = sqlh.pageOfIds(db, reviews.id, where, order);
  return sqlh.jsonPage({
    page,
    from: sql`join ${reviews} on ${reviews.id} = page.page_id
      join ${customers} on ${customers.id} = ${reviews.customerId}
      left join ${removals} on ${removals.reviewId} = ${reviews.id}
      cross join lateral (select ${removals.id} as id, ${removals.state} as state) case_of_review`,
    // The same columns as reviewColumns, in the same order, the times as ISO text.
    fields: sqlh.jsonFields({
      ...reviewColumns,
      reviewDate: sqlh.isoUtc(reviews.reviewDate),
      detectedAt: sqlh.isoUtc(reviews.detectedAt),
      archivedAt: sqlh.isoUtc(reviews.archivedAt),
      removal: sql`case when ${removals.id} is null then null else row_to_json(case_of_review) end`,
      // Stored as the JSON text the API answers, so it is embedded unchanged.
      removalChance: reviews.removalChance,
    }),
    total: sqlh.cappedTotal(db, reviews, where, sqlh.totalCap(search === 'search' ? search : undefined)),
  });
});

export async function listReviewsJson(db: Db, f: ReviewFilter, paging: { limit: number; offset: number }) {
  const [row] = await reviewsJson<sqlh.JsonPageRow>(db, shapeOf(f), {
    companyId: f.companyId,
    archived: f.archived,
    from: f.from,
    pattern: f.search ? sqlh.containsPattern(f.search) : undefined,
    customerIds: f.customerIds ?? [],
    ...paging,
  });
  return row;
}

/** Whether the review is archived, and its company, the row locked until the transaction ends (the audit log's "before"). */
export async function lockReviewArchived(db: Db, id: number) {
  const [row] = await db
    .select({ isArchived: reviews.isArchived, companyId: reviews.companyId })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  return row;
}

/** Archive keeps the first archivedAt when repeated; restore clears both. Answers the row with its customer. */
export async function setReviewArchived(db: Db, id: number, archived: boolean) {
  const [row] = await db
    .update(reviews)
    .set(
      archived
        ? {
            isArchived: true,
            archivedAt: sql`case when ${reviews.isArchived} then ${reviews.archivedAt} else now() end`,
          }
        : { isArchived: false, archivedAt: null },
    )
    .from(customers)
    .where(and(eq(reviews.id, id), eq(customers.id, reviews.customerId)))
    .returning({ ...reviewColumns, removal: removalOfReview, removalChance: reviews.removalChance });
  return row;
}
