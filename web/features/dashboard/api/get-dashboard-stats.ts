import { DASHBOARD_CHART_DAYS } from '@common/constants';
import type { DailyStat, DashboardStats } from '@common/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSummaryLoading } from './summary-loading';

/**
 * Keys start with '/api/dashboard-stats' and the company id, so refetching the stats after a scan
 * or a delete (docs/product.md §4) can invalidate one company's stats and chart together.
 */
export const dashboardStatsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...queryKeys.dashboardStats, companyId],
    queryFn: () =>
      apiGet<DashboardStats>(`/api/dashboard-stats/${companyId}`).catch((error: unknown) => {
        throw new Error('Failed to fetch dashboard stats', { cause: error });
      }),
  });

// While the dashboard's summary is under way the parts wait for it (decision 069).
export const useDashboardStats = (companyId: number) =>
  useQuery({ ...dashboardStatsQueryOptions(companyId), enabled: !useSummaryLoading() });

export const CHART_DAYS = DASHBOARD_CHART_DAYS;

/** One entry per Berlin day, oldest first, zeros included. */
export const dailyStatsQueryOptions = (companyId: number, days = CHART_DAYS) =>
  queryOptions({
    queryKey: [...queryKeys.dashboardStats, companyId, 'daily', days],
    queryFn: () =>
      apiGet<DailyStat[]>(withQuery(`/api/dashboard-stats/${companyId}/daily`, { days })).catch(
        (error: unknown) => {
          throw new Error('Failed to fetch dashboard stats', { cause: error });
        },
      ),
  });

export const useDailyStats = (companyId: number) =>
  useQuery({ ...dailyStatsQueryOptions(companyId), enabled: !useSummaryLoading() });
