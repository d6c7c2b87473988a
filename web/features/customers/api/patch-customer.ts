import type { CustomerStatus } from '@common/enums';
import type { Customer, CustomerListItem } from '@common/schemas/customer';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Patch = { status: CustomerStatus } | { isActive: boolean };

/** Every cached customers page with one row replaced (or, with null, removed). */
export function updateCachedCustomer(queryClient: QueryClient, id: number, next: Customer | null) {
  queryClient.setQueriesData<CustomerListItem[]>(
    { queryKey: queryKeys.customers },
    // The prefix also holds the status counts and the drawer's activity: only lists are rows.
    (rows) =>
      !Array.isArray(rows)
        ? rows
        : next
          ? rows.map((row) => (row.id === id ? { ...row, ...next } : row))
          : rows.filter((row) => row.id !== id),
  );
}

/** docs/product.md §4: PATCH {status} (every role) or {isActive}; the lists update at once and then refetch. */
export function usePatchCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: Patch }): Promise<Customer> =>
      (await apiRequest('PATCH', `/api/customers/${id}`, patch)).json(),
    onSuccess: (customer) => {
      updateCachedCustomer(queryClient, customer.id, customer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats });
    },
  });
}
