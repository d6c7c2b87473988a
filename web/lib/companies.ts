import type { Company } from '@common/schemas/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The one read of the companies (issue 18): the shell, pages and several features need a company, and features
// do not import each other, so the list and the single company live here, as the current user does in auth.ts.

/** docs/product.md §9: the companies list is always stale, so every mount asks the server again. */
export const companiesQueryOptions = queryOptions({
  queryKey: queryKeys.companies,
  queryFn: () =>
    apiGet<Company[]>('/api/companies').catch((error: Error) => {
      throw new Error('Failed to fetch companies', { cause: error });
    }),
  staleTime: 0,
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
