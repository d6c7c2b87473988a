import type { Funnel } from '@common/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Under the dashboard stats' key and company, so whatever refreshes the stats refreshes the funnel too. */
export const useFunnel = (companyId: number, days: number) =>
  useQuery({
    queryKey: [...queryKeys.dashboardStats, companyId, 'funnel', days],
    queryFn: () => apiGet<Funnel>(withQuery(`/api/dashboard/${companyId}/funnel`, { days })),
    // Another period of the same company keeps the last figures in place until its own arrive.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === companyId ? previous : undefined,
  });
