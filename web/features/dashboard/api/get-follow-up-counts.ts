import type { FollowUpCounts } from '@common/schemas/follow-up';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSummaryLoading } from './summary-loading';

/** 'Wiedervorlagen' on the dashboard: the company's and the signed-in user's overdue and due today. */
export const followUpCountsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...queryKeys.followUps, 'counts', companyId, 'all'],
    queryFn: () => apiGet<FollowUpCounts>(withQuery('/api/follow-ups/counts', { companyId })),
    refetchInterval: 60_000,
  });

export const useFollowUpCounts = (companyId: number) =>
  useQuery({ ...followUpCountsQueryOptions(companyId), enabled: !useSummaryLoading() });
