// Helpers shared by the paged lists (reviews, e-mail logs, scan logs).
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { companyExists } from '../modules/companies/companies.queries';
import { companyNotFound } from '../modules/companies/companies.service';

export interface Page<T> {
  rows: T[];
  /** Rows matching the filter, all pages together. */
  total: number;
}

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

/**
 * Turns the rows of one statement into a page. Rows prove the company exists and carry the total,
 * so the usual case costs one statement. Only an empty page needs more: the company check, and a
 * count when the page lies beyond the end (offset > 0).
 */
export async function toPage<R extends { total: number }>(
  db: Db,
  rows: R[],
  opts: { companyId: number | undefined; offset: number; count: () => Promise<number> },
): Promise<Page<Omit<R, 'total'>>> {
  if (rows.length > 0) return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0].total };
  if (opts.companyId !== undefined && !(await companyExists(db, opts.companyId))) throw companyNotFound();
  return { rows: [], total: opts.offset === 0 ? 0 : await opts.count() };
}

/** Lists stay plain JSON arrays (the spec's clients expect lists); the total goes in a header. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header('X-Total-Count', String(page.total));
  return page.rows;
}
