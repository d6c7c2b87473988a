// The SQL of archiving and restoring reviews in bulk (issue 24, decision 048): one statement for the
// whole selection, inside the caller's transaction. The selected rows are locked in id order (FOR
// UPDATE), so parallel bulk changes wait for each other and a row changed meanwhile is read anew.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { BULK_MAX_ROWS, type ReviewBulkFilter } from '../../../common/schemas/bulk';
import type { ReviewChanceFilter, ReviewRatingFilter } from '../../../common/schemas/review';
import type { Db } from '../../db/client';
import { customers, reviews } from '../../db/schema';
import { anyOf, containsPattern } from '../../db/sql-helpers';
import { statementCache } from '../../db/statement-cache';
import { reviewWhere } from './reviews.queries';

/**
 * The selected reviews of one company: by id, or every review the list of the action's source view
 * (the active list for archiving, the archive for restoring) shows under a filter.
 */
export type ReviewSelection = { companyId: number } & (
  | { ids: number[]; filter?: undefined }
  | {
      ids?: undefined;
      filter: ReviewBulkFilter;
      /** Under a search: the customers whose name matches it (customerIdsMatching). */
      customerIds?: number[];
    }
);

export interface ChangedReview {
  id: number;
  customerName: string;
  username: string | null;
  rating: number;
}

/** A shape of the statement: ids or which filters, and the direction (statementCache). */
type Shape =
  | `ids ${'archive' | 'restore'}`
  | `${ReviewRatingFilter} ${'from' | '-'} ${'search' | '-'} ${ReviewChanceFilter} ${'archive' | 'restore'}`;

function where(shape: Shape): SQL | undefined {
  const parts = shape.split(' ');
  if (parts[0] === 'ids') {
    return and(
      eq(reviews.companyId, sql.placeholder('companyId')),
      anyOf(reviews.id, sql.placeholder('ids')),
    );
  }
  // The list's own conditions (companyId, archived, rating, from, search, chance) with their placeholders.
  return reviewWhere({
    rating: parts[0] as ReviewRatingFilter,
    from: parts[1] === 'from',
    search: parts[2] === 'search',
    chance: parts[3] as ReviewChanceFilter,
  });
}

/**
 * Sets is_archived on the selected reviews not yet in that state: archiving stamps archived_at,
 * restoring clears it (as the single action). Answers how many were selected (at most
 * BULK_MAX_ROWS + 1 under a filter) and the changed ones with their customer's name.
 */
const archiveStatement = statementCache<Shape>((db, shape) => {
  const archive = shape.endsWith('archive');
  const matching = db
    .select({ id: reviews.id, isArchived: reviews.isArchived })
    .from(reviews)
    .where(where(shape))
    .orderBy(reviews.id)
    .limit(BULK_MAX_ROWS + 1)
    .for('update');
  return sql`with matching as (${matching}),
    changed as (
      update ${reviews} r set is_archived = ${sql.raw(archive ? 'true' : 'false')},
        archived_at = ${sql.raw(archive ? 'now()' : 'null')}
        from matching m where r.id = m.id and m.is_archived = ${sql.raw(archive ? 'false' : 'true')}
        returning r.id, r.customer_id, r.username, r.rating)
    select (select count(*)::int from matching) as matched,
      (select json_agg(json_build_object('id', ch.id, 'customerName', c.name, 'username', ch.username,
          'rating', ch.rating) order by ch.id)
        from changed ch join ${customers} c on c.id = ch.customer_id) as changed`;
});

type Row = { matched: number | string; changed: ChangedReview[] | string | null };

export async function setArchived(db: Db, s: ReviewSelection, archive: boolean) {
  const direction = archive ? 'archive' : 'restore';
  const shape: Shape = s.ids
    ? `ids ${direction}`
    : `${s.filter.rating} ${s.filter.from ? 'from' : '-'} ${s.filter.search ? 'search' : '-'} ${s.filter.chance} ${direction}`;
  const [row] = await archiveStatement<Row>(db, shape, {
    companyId: s.companyId,
    ids: s.ids,
    // A filter selects from the list the action moves reviews out of.
    archived: !archive,
    from: s.filter?.from,
    pattern: s.filter?.search ? containsPattern(s.filter.search) : undefined,
    customerIds: s.ids ? undefined : (s.customerIds ?? []),
  });
  const changed = typeof row.changed === 'string' ? JSON.parse(row.changed) : (row.changed ?? []);
  return { matched: Number(row.matched), changed: changed as ChangedReview[] };
}
