import type { Customer, CustomerStatusCounts } from '@common/schemas/customer';
import type { CustomerActivity } from '@common/schemas/customer-activity';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// All under the customers key: a customer mutation refreshes counts and the drawer alike.

/** The status tabs' counts under the search and consent filter; the consent filter's under the search and status. */
export const useStatusCounts = (
  companyId: number,
  filter: { search: string; status: string; consent: string; followUp?: string },
) =>
  useQuery({
    queryKey: [...queryKeys.customers, 'status-counts', companyId, filter],
    queryFn: () =>
      apiGet<CustomerStatusCounts>(
        withQuery('/api/customers/status-counts', {
          companyId,
          search: filter.search,
          status: filter.status === 'all' ? undefined : filter.status,
          consent: filter.consent === 'all' ? undefined : filter.consent,
          followUp: filter.followUp === 'all' ? undefined : filter.followUp,
        }),
      ),
    enabled: companyId > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useCustomer = (id: number) =>
  useQuery({
    queryKey: [...queryKeys.customers, 'one', id],
    queryFn: () => apiGet<Customer>(`/api/customers/${id}`),
  });

export const useCustomerActivity = (id: number) =>
  useQuery({
    queryKey: [...queryKeys.customers, 'activity', id],
    queryFn: () => apiGet<CustomerActivity>(`/api/customers/${id}/activity`),
  });

export function useSaveNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string): Promise<{ note: string | null }> =>
      (await apiRequest('PUT', `/api/customers/${id}/note`, { note })).json(),
    onSuccess: ({ note }) =>
      queryClient.setQueryData<CustomerActivity>([...queryKeys.customers, 'activity', id], (a) =>
        a ? { ...a, note } : a,
      ),
  });
}
