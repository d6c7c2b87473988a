// Follow-ups ('Wiedervorlage', issue 24): the calls the customer drawer, the customer list and the
// page 'Wiedervorlagen' share. Every change refreshes every follow-up query, the customer list (its
// rows show the follow-up) and the customer's history.
import type { CustomerFollowUp, FollowUp, SetFollowUp } from '@common/schemas/follow-up';
import type { User } from '@common/schemas/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const customerFollowUpKey = (customerId: number) =>
  [...queryKeys.followUps, 'customer', customerId] as const;

/** The customer's open follow-up and the one done last (the drawer). */
export const useCustomerFollowUp = (customerId: number) =>
  useQuery({
    queryKey: customerFollowUpKey(customerId),
    queryFn: () => apiGet<CustomerFollowUp>(`/api/customers/${customerId}/follow-up`),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.followUps }),
      queryClient.invalidateQueries({ queryKey: queryKeys.customers }),
      // The customer's history ('Änderungen' in the drawer) reads the audit log.
      queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/audit'),
      }),
    ]);
}

export function useSetFollowUp(customerId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: SetFollowUp): Promise<FollowUp> =>
      (await apiRequest('PUT', `/api/customers/${customerId}/follow-up`, body)).json(),
    onSuccess: refresh,
  });
}

/** One click: done. */
export function useCompleteFollowUp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => (await apiRequest('POST', `/api/follow-ups/${id}/done`)).json(),
    onSettled: refresh,
  });
}

export function useCancelFollowUp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => (await apiRequest('DELETE', `/api/follow-ups/${id}`)).json(),
    onSettled: refresh,
  });
}

/** Everyone a follow-up can be given to (GET /api/users is open to every signed-in user). */
export const useOwners = () =>
  useQuery({
    queryKey: queryKeys.users,
    queryFn: () => apiGet<User[]>('/api/users'),
    staleTime: 60_000,
  });
