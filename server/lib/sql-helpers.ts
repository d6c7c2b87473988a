// SQL pieces shared by the list queries (reviews, e-mail logs, scan logs, customers).
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * The filtered total as a one-row CTE of the page's own statement (same snapshot, one round
 * trip). A window count(*) over () would walk every matching row in index order, fetching each
 * from the heap; a separate aggregate lets the planner count on its cheapest path (a sequential or
 * index-only scan) and page on the ordered index. Measured on 100,000 reviews: 1.5–6x faster
 * for the plain and rating-filtered lists, the same for searches (the ILIKE scan dominates).
 */
export function filteredTotal(db: Db, table: AnyPgTable, where: SQL | undefined) {
  return db.$with('filtered_total').as(
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number).as('total') })
      .from(table)
      .where(where),
  );
}

/** An ILIKE pattern matching `term` anywhere, with the user's % and _ taken literally. */
export function containsPattern(term: string) {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}
