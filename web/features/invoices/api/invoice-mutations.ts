import type { InvoiceDetail } from '@common/schemas/invoice';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * After any change of an invoice: every invoice query (lists, counts, billable), the removals
 * (a draft takes or frees them), the customers' drawer and the dashboard's figures.
 */
const refresh = (queryClient: QueryClient) =>
  Promise.all(
    [queryKeys.invoices, queryKeys.removals, queryKeys.customers, queryKeys.dashboardStats].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** A POST or DELETE answering the invoice's detail, kept in the cache at once. */
function useInvoiceMutation<V>(request: (vars: V) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => (await (await request(vars)).json()) as InvoiceDetail,
    onSuccess: (detail) => queryClient.setQueryData(queryKeys.invoice(detail.id), detail),
    onSettled: () => refresh(queryClient),
  });
}

/** POST /api/invoices/{id}/finalize: the next number, frozen. */
export const useFinalizeInvoice = () =>
  useInvoiceMutation((id: number) => apiRequest('POST', `/api/invoices/${id}/finalize`));

/** DELETE /api/invoices/{id}/lines/{lineId}: a draft's line; its removal is billable again. */
export const useRemoveInvoiceLine = () =>
  useInvoiceMutation(({ id, lineId }: { id: number; lineId: number }) =>
    apiRequest('DELETE', `/api/invoices/${id}/lines/${lineId}`),
  );

/** POST /api/invoices/{id}/payments: a payment (the whole open amount marks it paid). */
export const useAddPayment = () =>
  useInvoiceMutation(({ id, ...body }: { id: number; paidOn: string; amount: string; note?: string }) =>
    apiRequest('POST', `/api/invoices/${id}/payments`, body),
  );

/** POST /api/invoices/{id}/cancel: answers the new cancellation invoice ('Stornorechnung'). */
export const useCancelInvoice = () =>
  useInvoiceMutation(({ id, reason }: { id: number; reason?: string }) =>
    apiRequest('POST', `/api/invoices/${id}/cancel`, { reason }),
  );

/** POST /api/invoices/{id}/send: the invoice by e-mail through the paced sender. */
export const useSendInvoice = () =>
  useInvoiceMutation((id: number) => apiRequest('POST', `/api/invoices/${id}/send`));

/** POST /api/invoices/{id}/reminders: the next reminder level, sent by a person. */
export const useSendReminder = () =>
  useInvoiceMutation((id: number) => apiRequest('POST', `/api/invoices/${id}/reminders`));

/** DELETE /api/invoices/{id}: a draft, whose removals become billable again. */
export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/invoices/${id}`),
    onSettled: () => refresh(queryClient),
  });
}
