import type { RemovalState } from '@common/enums';
import type { Removal, RemovalCounts, RemovalSort } from '@common/schemas/removal';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { flattenPages, pagedListOptions } from '@/components/infinite-list';
import { apiGet, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface RemovalFilter {
  companyId: number;
  state: RemovalState | 'all';
  /** Only cases due today or overdue (Berlin). */
  due: boolean;
  search: string;
  sort: RemovalSort;
}

const removalsQueryOptions = (f: RemovalFilter) =>
  pagedListOptions<Removal, readonly [...typeof queryKeys.removalLists, RemovalFilter]>({
    queryKey: [...queryKeys.removalLists, f],
    url: ({ limit, offset }) =>
      withQuery('/api/removals', {
        companyId: f.companyId,
        state: f.state === 'all' ? undefined : f.state,
        due: f.due ? 'true' : undefined,
        search: f.search.trim(),
        sort: f.sort === 'newest' ? undefined : f.sort,
        limit,
        offset,
      }),
    failure: 'Failed to fetch removals',
  });

/** GET /api/removals: the loaded cases of the filter, the filtered total and the paging controls. */
export function useRemovals(f: RemovalFilter) {
  const query = useInfiniteQuery(removalsQueryOptions(f));
  return { ...query, ...flattenPages(query.data) };
}

/** GET /api/removals/counts: the tab counts and the due count under the search. */
export function useRemovalCounts(companyId: number, search: string) {
  return useQuery({
    queryKey: [...queryKeys.removalCounts(companyId), search.trim()],
    queryFn: () =>
      apiGet<RemovalCounts>(withQuery('/api/removals/counts', { companyId, search: search.trim() })),
    enabled: companyId > 0,
    // The tabs keep their numbers while a new search is counted.
    placeholderData: keepPreviousData,
  });
}
