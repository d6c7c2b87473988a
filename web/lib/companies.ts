import type { Company } from '@common/schemas/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The one read of the companies (issue 18): the shell, pages and several features need a company, and features
// do not import each other, so the list and the single company live here, as the current user does in auth.ts.

// Pages opened in this tab: a link or back/forward (wouter announces its pushState), not a redirect's
// replaceState (/customers → /customers/1).
let pagesOpened = 0;
for (const type of ['pushState', 'popstate']) {
  // globalThis: unit tests import the shell's modules without a window.
  globalThis.addEventListener?.(type, () => {
    pagesOpened += 1;
  });
}
let fetchedOnPage = -1;

/**
 * docs/product.md §9: the companies list is always stale, so opening a page asks the server again;
 * the shell, the router and the page mount their readers one after another, and only the first of
 * them on a page fetches (issue 34: the dashboard asked three times).
 */
export const companiesQueryOptions = queryOptions({
  queryKey: queryKeys.companies,
  queryFn: () => {
    fetchedOnPage = pagesOpened;
    return apiGet<Company[]>('/api/companies').catch((error: Error) => {
      throw new Error('Failed to fetch companies', { cause: error });
    });
  },
  staleTime: 0,
  refetchOnMount: () => fetchedOnPage !== pagesOpened,
});

export const useCompanies = () => useQuery(companiesQueryOptions);

/** One company with its settings; under the list's key prefix, so invalidating the list refreshes it too. */
export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.company(id),
    queryFn: () =>
      apiGet<Company>(`/api/companies/${id}`).catch((error: Error) => {
        throw new Error('Failed to fetch company', { cause: error });
      }),
    enabled: id > 0,
  });

export const useCompany = (id: number) => useQuery(companyQueryOptions(id));
