// A page of a list: its rows and the filtered total (reviews, e-mail logs, scan logs).
import type { FastifyReply } from 'fastify';

export interface Page<T> {
  rows: T[];
  /** Rows matching the filter, all pages together. */
  total: number;
}

/**
 * Turns the rows of one statement into a page. Rows prove the company exists and carry the total,
 * so the usual case costs one statement. Only an empty page needs more: the company check
 * (`ensureCompany` throws the 404), and a count when the page lies beyond the end (offset > 0).
 */
export async function toPage<R extends { total: number }>(
  rows: R[],
  opts: { ensureCompany: () => Promise<void>; offset: number; count: () => Promise<number> },
): Promise<Page<Omit<R, 'total'>>> {
  if (rows.length > 0) return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0].total };
  await opts.ensureCompany();
  return { rows: [], total: opts.offset === 0 ? 0 : await opts.count() };
}

/** Lists stay plain JSON arrays (the clients of docs/product.md §7 expect lists); the total goes in a header. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header('X-Total-Count', String(page.total));
  return page.rows;
}
