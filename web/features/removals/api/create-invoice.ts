import type { InvoiceDetail } from '@common/schemas/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/customers/{id}/invoices from a removed case ('Rechnung erstellen', issue 34): the
 * customer's draft of every verified removal not yet billed, this one among them.
 */
export function useCreateInvoiceFromRemoval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (customerId: number) =>
      (await (await apiRequest('POST', `/api/customers/${customerId}/invoices`)).json()) as InvoiceDetail,
    onSuccess: (detail) => queryClient.setQueryData(queryKeys.invoice(detail.id), detail),
    onSettled: () =>
      Promise.all(
        [queryKeys.invoices, queryKeys.removals, queryKeys.customers, queryKeys.dashboardStats].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
