import { CUSTOMER_PAGE_SIZE } from '@common/constants';
import type { CustomerStatus } from '@common/enums';
import type { ConsentState, CustomerListItem } from '@common/schemas/customer';
import type { CustomerFollowUpFilter } from '@common/schemas/follow-up';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CustomerSortKey = 'name' | 'lastEmail' | 'lastReview' | 'price';
export type SortDir = 'asc' | 'desc';

export interface CustomerListParams {
  companyId: number;
  search: string;
  status: CustomerStatus | 'all';
  /** The filter 'Einwilligung'. */
  consent: ConsentState | 'all';
  /** The filter 'Wiedervorlage' (issue 24). */
  followUp?: CustomerFollowUpFilter | 'all';
  sort: CustomerSortKey;
  dir: SortDir;
  /** 0-based page of CUSTOMER_PAGE_SIZE rows. */
  page: number;
}

function getCustomers(p: CustomerListParams) {
  const url = withQuery('/api/customers', {
    companyId: p.companyId,
    withReviews: true,
    search: p.search.trim(),
    status: p.status === 'all' ? undefined : p.status,
    consent: p.consent === 'all' ? undefined : p.consent,
    followUp: p.followUp === 'all' ? undefined : p.followUp,
    sort: p.sort,
    dir: p.dir,
    limit: CUSTOMER_PAGE_SIZE,
    offset: p.page * CUSTOMER_PAGE_SIZE,
  });
  return apiGet<CustomerListItem[]>(url).catch((error: Error) => {
    throw new Error('Failed to fetch customers', { cause: error });
  });
}

/** docs/product.md §7/§9: only with a company id; cached 30 s; no refetch on focus. Search and sort run on the server. */
export const customersQueryOptions = (p: CustomerListParams) =>
  queryOptions({
    queryKey: [...queryKeys.customers, p],
    queryFn: () => getCustomers(p),
    enabled: p.companyId > 0,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    // The old page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export const useCustomers = (p: CustomerListParams) => useQuery(customersQueryOptions(p));
