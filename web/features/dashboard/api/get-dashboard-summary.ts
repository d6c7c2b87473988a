import type { DashboardSummary } from '@common/schemas/dashboard';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { consentSummaryKey } from '@/lib/consent-summary';
import { queryKeys } from '@/lib/query-keys';
import { dailyStatsQueryOptions, dashboardStatsQueryOptions } from './get-dashboard-stats';
import { followUpCountsQueryOptions } from './get-follow-up-counts';
import { recentCustomersQueryOptions } from './get-recent-customers';
import { removalStatsQueryOptions } from './get-removal-stats';

/**
 * The dashboard's first screen in one request (decision 069). Its parts land in the caches of the
 * queries that show them, so those render once, together, and keep their own keys: a change that
 * refreshes one of them (a scan, a new customer) asks that part's endpoint as before. Not under
 * any part's key, so such a refresh does not ask for the whole summary again.
 */
export function useDashboardSummary(companyId: number) {
  return useQuery(dashboardSummaryQueryOptions(useQueryClient(), companyId));
}

/** Asks for the summary before the page renders (the landing page's data, web/app/preload.ts). */
export function prefetchDashboardSummary(queryClient: QueryClient, companyId: number) {
  return queryClient.prefetchQuery(dashboardSummaryQueryOptions(queryClient, companyId));
}

function dashboardSummaryQueryOptions(queryClient: QueryClient, companyId: number) {
  return queryOptions({
    queryKey: ['/api/dashboard', companyId],
    queryFn: async () => {
      const summary = await apiGet<DashboardSummary>(`/api/dashboard/${companyId}`);
      const put = <T>(key: readonly unknown[], data: T) => queryClient.setQueryData(key, data);
      put(dashboardStatsQueryOptions(companyId).queryKey, summary.stats);
      put(dailyStatsQueryOptions(companyId).queryKey, summary.daily);
      put(removalStatsQueryOptions(companyId).queryKey, summary.removals);
      put(recentCustomersQueryOptions(companyId).queryKey, summary.recentCustomers);
      put(followUpCountsQueryOptions(companyId).queryKey, summary.followUps);
      put(consentSummaryKey(companyId), summary.consent);
      put(queryKeys.sending(companyId), summary.sending);
      return summary;
    },
    enabled: companyId > 0,
  });
}
