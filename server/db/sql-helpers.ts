// SQL pieces shared by the list queries (reviews, e-mail logs, scan logs, customers).
import { like, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { LIST_TOTAL_CAP, SEARCH_TOTAL_CAP } from '../../common/constants';
import type { Db } from './client';

/** How far a list counts: LIST_TOTAL_CAP, or SEARCH_TOTAL_CAP under a text search. */
export const totalCap = (search: string | undefined) => (search ? SEARCH_TOTAL_CAP : LIST_TOTAL_CAP);

/** At most cap + 1 matching rows: enough to count exactly up to the cap and to see more. */
function matchingRows(db: Db, table: AnyPgTable, where: SQL | undefined, cap: number) {
  return db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
}

const countAll = () => sql<number>`count(*)::int`.mapWith(Number);

/**
 * The filtered total, counted up to cap + 1, as a one-row CTE of the page's own
 * statement (same snapshot, one round trip). A separate aggregate lets the planner count on its
 * cheapest path and page on the ordered index; the cap keeps a million matching rows from being
 * walked on every page (decision 034).
 */
export function filteredTotal(db: Db, table: AnyPgTable, where: SQL | undefined, cap: number) {
  return db
    .$with('filtered_total')
    .as(db.select({ total: countAll().as('total') }).from(matchingRows(db, table, where, cap)));
}

/** The same count on its own (a page beyond the end). */
export async function cappedCount(db: Db, table: AnyPgTable, where: SQL | undefined, cap: number) {
  const [row] = await db.select({ n: countAll() }).from(matchingRows(db, table, where, cap));
  return row.n;
}

/**
 * Runs a text search's statements in a transaction that plans them without sequential scans
 * (`SET LOCAL`, this transaction only). The planner prices a LIKE on a long text as almost free,
 * so for the capped count it would walk the whole table checking every row (40 ms for a term in
 * 3 % of 50,000 e-mails) rather than read the trigram index and stop after the cap (9 ms); on the
 * index even a term in every row stops after cap + 1 rows (decision 036).
 */
export function planOnIndexes<T>(db: Db, statements: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return statements(tx);
  });
}

/**
 * `pattern` (containsPattern) found in a stored, lower-cased search column (reviews, e-mail
 * logs): lower() on the term the same way, then a plain LIKE on the column's trigram index.
 */
export function searchTextMatches(column: AnyPgColumn, pattern: string | Placeholder) {
  return like(column, sql`lower(${pattern})`);
}

/** An ILIKE pattern matching `term` anywhere, with the user's % and _ taken literally. */
export function containsPattern(term: string) {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * `column` is one of `ids`, as one array parameter (`= any($1::int[])`): an index condition whose
 * size the planner sees, however many ids.
 */
export function anyOf(column: AnyPgColumn, ids: number[] | Placeholder) {
  return sql`${column} = any(${Array.isArray(ids) ? sql.param(ids) : ids}::int[])`;
}

/**
 * Newest first, written as the indexes are built (`desc nulls last`, drizzle's index default): a
 * plain `desc` means nulls first, which the planner cannot read from those indexes, even for NOT
 * NULL columns, and sorts the whole company instead.
 */
export function newestFirst(...columns: AnyPgColumn[]) {
  return columns.map((column) => sql`${column} desc nulls last`);
}

/** ISO 8601 in UTC with milliseconds, as the APIs answer dates (JSON shaped by PostgreSQL). */
export function isoUtc(expr: SQL | AnyPgColumn) {
  return sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The filtered total counted up to cap + 1 (see filteredTotal), as a scalar subquery of a statement. */
export function cappedTotal(db: Db, table: AnyPgTable, where: SQL | undefined, cap: number) {
  return sql<number>`(select ${countAll()} from ${matchingRows(db, table, where, cap)})`;
}

/**
 * A row as a JSON object, keys in the order given and compact, byte for byte what JSON.stringify
 * writes (`row_to_json` over a lateral row, which the planner folds into the scan). Timestamps
 * must come as isoUtc text and numerics as text, as the answers have them.
 */
export function jsonFields(fields: Record<string, SQL | AnyPgColumn>) {
  return sql.join(
    Object.entries(fields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/**
 * One page of a list as ONE row (`body`, `total`): the page's rows as the answer's JSON array text,
 * written by PostgreSQL, and the filtered total up to its cap. Node passes the text on unparsed
 * (decision 034 did this for the customers; 059 for reviews, e-mail logs and removals). `from`
 * joins the page (a sub-select of `page_id` and `pos`, its place in the order) to the tables the
 * fields read; the lateral `item` names the fields.
 */
export function jsonPage(p: { page: SQL; from: SQL; fields: SQL; total: SQL }) {
  return sql`
    select coalesce('[' || string_agg(row_to_json(item)::text, ',' order by page.pos) || ']', '[]') as body,
      ${p.total} as total
    from (${p.page}) page
    ${p.from}
    cross join lateral (select ${p.fields}) item`;
}

/**
 * The page jsonPage reads: the ids of one page of `id`'s table in `order`, with their place in it
 * (`pos`), limit and offset as placeholders. Cut on the list's index before any join.
 */
export function pageOfIds(db: Db, id: AnyPgColumn, where: SQL | undefined, order: SQL[]) {
  const page = db
    .select({
      pageId: sql<number>`${id}`.as('page_id'),
      pos: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('pos'),
    })
    .from(id.table)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return sql`${page}`;
}

/** The row jsonPage answers. */
export interface JsonPageRow {
  body: string;
  total: number;
}
