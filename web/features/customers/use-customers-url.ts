import { customerStatuses } from '@common/enums';
import { type FollowUpListFilter, followUpListFilters } from '@/components/follow-ups/follow-up-filter';
import { oneOf, pageIndex, useUrlSearch, useUrlState } from '@/lib/use-url-state';
import type { CustomerSortKey } from './api/get-customers';
import { type ConsentFilter, consentFilters, type StatusFilter } from './components/customers-toolbar';
import { nextSort } from './components/sortable-head';

/**
 * The overview's search, filters, sort, page and open customer, read from the address (docs/product.md,
 * "The customer drawer"); unknown values fall back to the defaults.
 */
export function useCustomersUrl() {
  const [url, setUrl] = useUrlState({
    q: '',
    status: 'all',
    consent: 'all',
    followUp: 'all',
    sort: 'name',
    dir: 'asc',
    page: '',
    customer: '',
  });
  const status = oneOf<StatusFilter>(url.status, ['all', ...customerStatuses], 'all');
  const consent = oneOf<ConsentFilter>(url.consent, consentFilters, 'all');
  const followUp = oneOf<FollowUpListFilter>(url.followUp, followUpListFilters, 'all');
  const sort = {
    sort: oneOf<CustomerSortKey>(url.sort, ['name', 'lastEmail', 'lastReview', 'price'], 'name'),
    dir: oneOf(url.dir, ['asc', 'desc'] as const, 'asc'),
  };
  const page = pageIndex(url.page);
  const [search, setSearch] = useUrlSearch(url.q, (q) => setUrl({ q, page: '' }, { replace: true }));

  // Any change of what is shown starts again at the first page.
  const changeStatus = (value: StatusFilter) => setUrl({ status: value, page: '' });
  const changeConsent = (value: ConsentFilter) => setUrl({ consent: value, page: '' });
  const changeSort = (key: CustomerSortKey) => {
    const next = nextSort(sort, key);
    setUrl({ sort: next.sort, dir: next.dir, page: '' });
  };
  const setPage = (next: number) => setUrl({ page: String(next + 1) });

  return {
    url,
    setUrl,
    status,
    consent,
    followUp,
    sort,
    page,
    search,
    setSearch,
    changeStatus,
    changeConsent,
    changeSort,
    setPage,
  };
}
