import type { Removal } from '@common/schemas/removal';
import { useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const DRAWER_REMOVALS = 20;

/** The customer's newest cases, under the removal lists' key: an order or a move refreshes them. */
export const useCustomerRemovals = (companyId: number | undefined, customerId: number) =>
  useQuery({
    queryKey: [...queryKeys.removalLists, { companyId, customerId, limit: DRAWER_REMOVALS }],
    queryFn: () =>
      apiGetPage<Removal>(withQuery('/api/removals', { companyId, customerId, limit: DRAWER_REMOVALS })),
    enabled: companyId !== undefined,
  });
