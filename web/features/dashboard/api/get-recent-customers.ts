import { DASHBOARD_RECENT_CUSTOMERS } from '@common/constants';
import type { CustomerListItem } from '@common/schemas/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSummaryLoading } from './summary-loading';

/** The newest customers with their last review. Under '/api/customers', so customer changes refresh it. */
export const recentCustomersQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...queryKeys.customers, { companyId, recent: DASHBOARD_RECENT_CUSTOMERS }],
    queryFn: () =>
      apiGet<CustomerListItem[]>(
        withQuery('/api/customers', {
          companyId,
          withReviews: true,
          sort: 'createdAt',
          dir: 'desc',
          limit: DASHBOARD_RECENT_CUSTOMERS,
        }),
      ).catch((error: unknown) => {
        throw new Error('Failed to fetch customers', { cause: error });
      }),
    // docs/product.md §7/§9: customer lists are cached 30 s.
    staleTime: 30_000,
  });

export const useRecentCustomers = (companyId: number) =>
  useQuery({ ...recentCustomersQueryOptions(companyId), enabled: !useSummaryLoading() });
