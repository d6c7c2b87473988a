import type { Company } from '@common/schemas/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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
