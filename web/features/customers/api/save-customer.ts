import type { CreateCustomer, Customer, UpdateCustomer } from '@common/schemas/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CustomerSave = { id: null; input: CreateCustomer } | { id: number; input: UpdateCustomer };

/** The customer modal: POST a new customer, PUT an existing one; lists and stats refetch. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: CustomerSave): Promise<Customer> => {
      const res =
        id === null
          ? await apiRequest('POST', '/api/customers', input)
          : await apiRequest('PUT', `/api/customers/${id}`, input);
      return res.json();
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats });
    },
  });
}
