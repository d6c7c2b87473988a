import type { ReactNode } from 'react';
import { failureText } from '@/lib/failure-text';
import { ListState } from './list-state';
import { LoadError } from './load-error';

/** What useInfiniteQuery + flattenPages give a page (see infinite-list.ts). */
export interface PagedList<T> {
  rows: T[];
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** The props a VirtualTable needs from the list. */
export interface PagedRows<T> {
  rows: T[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  nextPageError: string | null;
}

interface Props<T> {
  list: PagedList<T>;
  loadingText: string;
  emptyText: string;
  children: (rows: PagedRows<T>) => ReactNode;
}

/**
 * Loading text, the docs/product.md §8 fetch failure, or the empty text in place of a list; otherwise the
 * table. A failed next page keeps the loaded rows (the table shows the error in its last row).
 */
export function PagedListBody<T>({ list, loadingText, emptyText, children }: Props<T>) {
  if (list.isPending) return <ListState kind="loading">{loadingText}</ListState>;
  if (list.isError && list.rows.length === 0)
    return (
      <ListState kind="error">
        <LoadError error={list.error} className="py-0" onRetry={list.refetch} />
      </ListState>
    );
  if (list.rows.length === 0) return <ListState kind="empty">{emptyText}</ListState>;
  return children({
    rows: list.rows,
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    fetchNextPage: list.fetchNextPage,
    nextPageError: list.isFetchNextPageError
      ? failureText(list.error, 'Weitere konnten nicht geladen werden.')
      : null,
  });
}
