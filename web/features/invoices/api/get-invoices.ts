import type { Invoice, InvoiceCounts, InvoiceSort } from '@common/schemas/invoice';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { flattenPages, pagedListOptions } from '@/components/infinite-list';
import { apiGet, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { StatusFilter } from '../components/invoice-status-tabs';

export interface InvoiceFilter {
  companyId: number;
  status: StatusFilter;
  search: string;
  sort: InvoiceSort;
}

const invoicesQueryOptions = (f: InvoiceFilter) =>
  pagedListOptions<Invoice, readonly [...typeof queryKeys.invoiceLists, InvoiceFilter]>({
    queryKey: [...queryKeys.invoiceLists, f],
    url: ({ limit, offset }) =>
      withQuery('/api/invoices', {
        companyId: f.companyId,
        status: f.status === 'all' ? undefined : f.status,
        search: f.search.trim(),
        sort: f.sort === 'newest' ? undefined : f.sort,
        limit,
        offset,
      }),
    failure: 'Failed to fetch invoices',
  });

/** GET /api/invoices: the loaded invoices of the filter, the filtered total and the paging controls. */
export function useInvoices(f: InvoiceFilter) {
  const query = useInfiniteQuery(invoicesQueryOptions(f));
  return { ...query, ...flattenPages(query.data) };
}

/** GET /api/invoices/counts: per tab the number and gross sum, and what is still outstanding. */
export function useInvoiceCounts(companyId: number) {
  return useQuery({
    queryKey: queryKeys.invoiceCounts(companyId),
    queryFn: () => apiGet<InvoiceCounts>(withQuery('/api/invoices/counts', { companyId })),
    enabled: companyId > 0,
    placeholderData: keepPreviousData,
  });
}
