import {
  BILLABLE_MAX_CUSTOMERS,
  type BillableCustomer,
  type BillableDraftsResult,
  type BillableSummary,
} from '@common/schemas/invoice-billable';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { flattenPages, pagedListOptions } from '@/components/infinite-list';
import { useRefreshAfterDrafts } from '@/components/invoices/create-draft';
import { apiGet, apiRequest, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A billable customer as a list row: its customer id is the row's id (selection, keys). */
export type BillableRow = BillableCustomer & { id: number };

/** GET /api/invoices/billable: customers with verified removals on no invoice yet, longest waiting first. */
export function useBillableCustomers(companyId: number) {
  const query = useInfiniteQuery({
    ...pagedListOptions<BillableCustomer, readonly [...typeof queryKeys.billableLists, number]>({
      queryKey: [...queryKeys.billableLists, companyId],
      url: ({ limit, offset }) => withQuery('/api/invoices/billable', { companyId, limit, offset }),
      failure: 'Failed to fetch billable customers',
      // One page can be billed in one request (the server's limit per request).
      pageSize: BILLABLE_MAX_CUSTOMERS,
    }),
    select: (data) => ({
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        rows: page.rows.map((row): BillableRow => ({ ...row, id: row.customerId })),
      })),
    }),
  });
  return { ...query, ...flattenPages(query.data) };
}

/** GET /api/invoices/billable/summary: the tab's count (customers) and net sum. */
export function useBillableSummary(companyId: number) {
  return useQuery({
    queryKey: queryKeys.billableSummary(companyId),
    queryFn: () => apiGet<BillableSummary>(withQuery('/api/invoices/billable/summary', { companyId })),
    enabled: companyId > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/invoices/billable/drafts: a draft per selected customer, each on its own. */
export function useCreateDrafts() {
  const refresh = useRefreshAfterDrafts();
  return useMutation({
    mutationFn: async (body: { companyId: number; customerIds: number[] }) =>
      (await (
        await apiRequest('POST', '/api/invoices/billable/drafts', body)
      ).json()) as BillableDraftsResult,
    onSettled: refresh,
  });
}
