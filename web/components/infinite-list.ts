import { LIST_DEFAULT_LIMIT } from '@common/constants';
import { formatCount } from '@common/format';
import { type InfiniteData, infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { apiGetPage } from '@/lib/api-client';

export interface ListPage<T> {
  rows: T[];
  /** X-Total-Count: every row matching the filter, all pages together, up to the server's cap. */
  total: number;
  /** More rows match than `total` says (the server stopped counting at its cap). */
  capped: boolean;
}

/** The count for a heading: '1.234', or '10.000+' when the server stopped counting. */
export function totalText(total: number, capped: boolean) {
  return `${formatCount(total)}${capped ? '+' : ''}`;
}

/**
 * Offset paging for the long lists (reviews, e-mail logs, scan logs): pages of 100, the next one
 * while fewer rows are loaded than the server's filtered total. `failure` replaces the thrown text
 * with the docs/product.md §8 message, keeping the server's answer as the cause.
 */
export function pagedListOptions<T, K extends QueryKey>(opts: {
  queryKey: K;
  url: (paging: { limit: number; offset: number }) => string;
  failure: string;
  pageSize?: number;
}) {
  const limit = opts.pageSize ?? LIST_DEFAULT_LIMIT;
  return infiniteQueryOptions({
    queryKey: opts.queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiGetPage<T>(opts.url({ limit, offset: pageParam })).catch((error: unknown) => {
        throw new Error(opts.failure, { cause: error });
      }),
    getNextPageParam: (last: ListPage<T>, pages: ListPage<T>[]) => {
      const loaded = pages.reduce((n, page) => n + page.rows.length, 0);
      // An empty page ends the list even if the total grew meanwhile: no endless fetching.
      return last.rows.length > 0 && (last.capped || loaded < last.total) ? loaded : undefined;
    },
  });
}

/**
 * All loaded rows in order, and the filtered total of the newest page. A row inserted while paging
 * shifts the offsets, so a row may arrive twice: the second copy is dropped.
 */
export function flattenPages<T extends { id: number }>(
  data: InfiniteData<ListPage<T>> | undefined,
): { rows: T[]; total: number; totalText: string } {
  if (!data || data.pages.length === 0) return { rows: [], total: 0, totalText: '0' };
  const seen = new Set<number>();
  const rows = data.pages
    .flatMap((page) => page.rows)
    .filter((row) => !seen.has(row.id) && !!seen.add(row.id));
  const { total, capped } = data.pages[data.pages.length - 1];
  return { rows, total, totalText: totalText(total, capped) };
}
