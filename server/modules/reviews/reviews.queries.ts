import { and, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { NEGATIVE_RATING_MAX, TIME_ZONE } from '../../../common/constants';
import type { RemovalState } from '../../../common/enums';
import type { ReviewRatingFilter } from '../../../common/schemas/review';
import type { Db } from '../../db/client';
import { customers, removals, reviews } from '../../db/schema';
import {
  anyOf,
  cappedCount,
  containsPattern,
  filteredTotal,
  newestFirst,
  searchTextMatches,
  totalCap,
} from '../../db/sql-helpers';

export interface ReviewFilter {
  companyId: number;
  archived: boolean;
  search?: string;
  rating: ReviewRatingFilter;
  /** 'YYYY-MM-DD': review date from the start of that day in Europe/Berlin. */
  from?: string;
  /** Under a search: the customers whose name matches it (customerIdsMatching). */
  customerIds?: number[];
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

// Every condition is on reviews alone, so the page is cut on the (company, archived, detected)
// index before any join. A search matches user and text on their search column's trigram index, and the
// customers found by name (customerIdsMatching, looked up first) on the customer index.
function reviewWhere(f: ReviewFilter) {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and(
    eq(reviews.companyId, f.companyId),
    eq(reviews.isArchived, f.archived),
    ratingCondition(f.rating),
    f.from ? sql`${reviews.reviewDate} >= (${f.from}::date::timestamp at time zone ${TIME_ZONE})` : undefined,
    pattern
      ? or(searchTextMatches(reviews.searchText, pattern), anyOf(reviews.customerId, f.customerIds ?? []))
      : undefined,
  );
}

/**
 * One page, newest detection first, each row carrying the filtered total and its review's case (a
 * left join after the page is cut: one unique-index lookup per row of the page). One statement.
 */
export function listReviews(db: Db, f: ReviewFilter, paging: { limit: number; offset: number }) {
  const where = reviewWhere(f);
  const page = db.$with('page').as(
    db
      .select({ pageId: sql<number>`${reviews.id}`.as('page_id') })
      .from(reviews)
      .where(where)
      .orderBy(...newestFirst(reviews.detectedAt, reviews.id))
      .limit(paging.limit)
      .offset(paging.offset),
  );
  const counted = filteredTotal(db, reviews, where, totalCap(f.search));
  return db
    .with(page, counted)
    .select({
      ...reviewColumns,
      removal: { id: removals.id, state: removals.state },
      total: counted.total,
    })
    .from(page)
    .innerJoin(reviews, eq(reviews.id, page.pageId))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(removals, eq(removals.reviewId, reviews.id))
    .crossJoin(counted)
    .orderBy(...newestFirst(reviews.detectedAt, reviews.id));
}

export function countReviews(db: Db, f: ReviewFilter) {
  return cappedCount(db, reviews, reviewWhere(f), totalCap(f.search));
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
    .returning({ ...reviewColumns, removal: removalOfReview });
  return row;
}
