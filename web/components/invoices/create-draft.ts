import type { InvoiceDetail } from '@common/schemas/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// 'Rechnung erstellen' stands in the customer drawer, on a removed case and on the 'Abrechenbar'
// tab, features that do not import each other: the one call lives here.

/** After drafts: every invoice query (lists, counts, billable), the cases, the customers, the dashboard. */
export function useRefreshAfterDrafts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.invoices, queryKeys.removals, queryKeys.customers, queryKeys.dashboardStats].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /api/customers/{id}/invoices: the customer's draft of every verified removal not yet billed. */
export function useCreateCustomerDraft() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterDrafts();
  return useMutation({
    mutationFn: async (customerId: number) =>
      (await (await apiRequest('POST', `/api/customers/${customerId}/invoices`)).json()) as InvoiceDetail,
    onSuccess: (detail) => queryClient.setQueryData(queryKeys.invoice(detail.id), detail),
    onSettled: refresh,
  });
}
