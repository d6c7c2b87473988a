import type { FollowUp, FollowUpCounts, FollowUpDueFilter } from '@common/schemas/follow-up';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { flattenPages, pagedListOptions } from '@/components/infinite-list';
import { apiGet, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface FollowUpFilter {
  /** 0: every company. */
  companyId: number;
  /** 'me', 'all' or a user's id as text. */
  owner: string;
  due: FollowUpDueFilter;
}

const scope = (f: Pick<FollowUpFilter, 'companyId' | 'owner'>) => ({
  companyId: f.companyId > 0 ? f.companyId : undefined,
  owner: f.owner === 'all' ? undefined : f.owner,
});

/** GET /api/follow-ups: the open follow-ups of the filter, due first, paged. */
export function useFollowUps(f: FollowUpFilter) {
  const query = useInfiniteQuery(
    pagedListOptions<FollowUp, readonly [...typeof queryKeys.followUps, 'list', FollowUpFilter]>({
      queryKey: [...queryKeys.followUps, 'list', f],
      url: ({ limit, offset }) =>
        withQuery('/api/follow-ups', {
          ...scope(f),
          due: f.due === 'all' ? undefined : f.due,
          limit,
          offset,
        }),
      failure: 'Failed to fetch follow-ups',
    }),
  );
  return { ...query, ...flattenPages(query.data) };
}

/** GET /api/follow-ups/counts: the tabs' counts and the user's own; refreshed every minute (things fall due). */
export const useFollowUpCounts = (f: Pick<FollowUpFilter, 'companyId' | 'owner'>) =>
  useQuery({
    queryKey: [...queryKeys.followUps, 'counts', f.companyId, f.owner],
    queryFn: () => apiGet<FollowUpCounts>(withQuery('/api/follow-ups/counts', scope(f))),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
