import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { updateCachedCustomer } from './patch-customer';

/**
 * DELETE after confirmation. A 404 means someone else removed it already: the outcome the user
 * wanted, so it counts as success (docs/product.md §8). The row leaves the lists at once; lists and stats refetch.
 */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/customers/${id}`).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
    },
    onSuccess: (_, id) => {
      updateCachedCustomer(queryClient, id, null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats });
    },
  });
}
