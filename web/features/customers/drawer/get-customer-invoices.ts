import type { Billable, Invoice } from '@common/schemas/invoice';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiGetPage, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const DRAWER_INVOICES = 20;

/** The customer's newest invoices, under the invoice lists' key: any invoice change refreshes them. */
export const useCustomerInvoices = (companyId: number | undefined, customerId: number) =>
  useQuery({
    queryKey: [...queryKeys.invoiceLists, { companyId, customerId, limit: DRAWER_INVOICES }],
    queryFn: () =>
      apiGetPage<Invoice>(withQuery('/api/invoices', { companyId, customerId, limit: DRAWER_INVOICES })),
    enabled: companyId !== undefined,
  });

/** GET /api/customers/{id}/billable: the verified removals not yet billed, and what an invoice lacks. */
export const useBillable = (customerId: number) =>
  useQuery({
    queryKey: queryKeys.billable(customerId),
    queryFn: () => apiGet<Billable>(`/api/customers/${customerId}/billable`),
  });
