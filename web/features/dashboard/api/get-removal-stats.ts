import type { RemovalStats } from '@common/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSummaryLoading } from './summary-loading';

/** Under the dashboard stats' key and company, so whatever refreshes the stats refreshes these too. */
export const removalStatsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...queryKeys.dashboardStats, companyId, 'removals'],
    queryFn: () =>
      apiGet<RemovalStats>(`/api/dashboard-stats/${companyId}/removals`).catch((error: unknown) => {
        throw new Error('Failed to fetch dashboard stats', { cause: error });
      }),
  });

export const useRemovalStats = (companyId: number) =>
  useQuery({ ...removalStatsQueryOptions(companyId), enabled: !useSummaryLoading() });
