import type { Billable, InvoiceDetail } from '@common/schemas/invoice';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/invoices/{id}: lines, totals, parties, payments, history and mails. */
export const useInvoice = (id: number) =>
  useQuery({
    queryKey: queryKeys.invoice(id),
    queryFn: () =>
      apiGet<InvoiceDetail>(`/api/invoices/${id}`).catch((error: Error) => {
        throw new Error('Failed to fetch invoice', { cause: error });
      }),
  });

/** GET /api/customers/{id}/billable: here only for what finalizing would still lack. */
export const useBillable = (customerId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.billable(customerId ?? 0),
    queryFn: () => apiGet<Billable>(`/api/customers/${customerId}/billable`),
    enabled: enabled && customerId !== null,
  });
