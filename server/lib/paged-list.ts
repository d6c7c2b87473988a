// A page of a list: its rows and the filtered total (reviews, e-mail logs, scan logs).
import type { FastifyReply } from 'fastify';

export interface Page<T> {
  rows: T[];
  /** Rows matching the filter, all pages together, counted up to a cap. */
  total: number;
  /** More rows match than `total` (the count stopped at its cap). */
  capped: boolean;
}

/**
 * Turns the rows of one statement into a page. Rows prove the company exists and carry the total,
 * so the usual case costs one statement. Only an empty page needs more: the company check
 * (`ensureCompany` throws the 404), and a count when the page lies beyond the end (offset > 0).
 */
export async function toPage<R extends { total: number }>(
  rows: R[],
  opts: {
    ensureCompany: () => Promise<void>;
    offset: number;
    count: () => Promise<number>;
    /** How far the count went (totalCap): a total beyond it means "more than cap". */
    cap: number;
  },
): Promise<Page<Omit<R, 'total'>>> {
  const capped = (total: number) => ({ total: Math.min(total, opts.cap), capped: total > opts.cap });
  if (rows.length > 0) return { rows: rows.map(({ total: _, ...row }) => row), ...capped(rows[0].total) };
  await opts.ensureCompany();
  return { rows: [], ...capped(opts.offset === 0 ? 0 : await opts.count()) };
}

/**
 * Lists stay plain JSON arrays (the clients of docs/product.md §7 expect lists); the total goes in
 * a header, with `X-Total-Count-Capped: true` when more rows match than it says.
 */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header('X-Total-Count', String(page.total));
  if (page.capped) reply.header('X-Total-Count-Capped', 'true');
  return page.rows;
}

/** A page whose rows PostgreSQL wrote as the answer's JSON text (jsonPage in db/sql-helpers). */
export interface JsonPage<T> {
  /** The JSON array of the rows, sent as it is. */
  body: string;
  total: number;
  capped: boolean;
  /** The rows parsed, for callers inside the server (tests); the routes send `body`. */
  readonly rows: T[];
}

/**
 * The page of a jsonPage statement, which counted the total itself. An empty page may mean an
 * unknown company: only then is it looked up (`ensureCompany` throws the 404).
 */
export async function toJsonPage<T>(
  row: { body: string; total: number },
  opts: { ensureCompany: () => Promise<void>; cap: number },
): Promise<JsonPage<T>> {
  if (row.body === '[]') await opts.ensureCompany();
  const { body } = row;
  return {
    body,
    total: Math.min(row.total, opts.cap),
    capped: row.total > opts.cap,
    get rows() {
      return JSON.parse(body) as T[];
    },
  };
}

/**
 * Sends a JsonPage: its text as it is (Fastify does not serialize a string with a JSON content
 * type again, so no response validation of the rows either: the list tests hold the SQL to the
 * schema), the total in the headers as sendPage does.
 */
export function sendJsonPage<T>(reply: FastifyReply, page: JsonPage<T>) {
  reply.header('X-Total-Count', String(page.total));
  if (page.capped) reply.header('X-Total-Count-Capped', 'true');
  return reply.type('application/json; charset=utf-8').send(page.body);
}
