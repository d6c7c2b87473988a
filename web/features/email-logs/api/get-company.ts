import type { Company } from '@common/schemas/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

// Read here for the subtitle only; features do not import each other (STYLE.md), so this is not
// the companies feature's hook. The key is shared with it, so both read one cache entry.
export const companyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['/api/companies', companyId],
    queryFn: () =>
      apiGet<Company>(`/api/companies/${companyId}`).catch((error: unknown) => {
        throw new Error('Failed to fetch company', { cause: error });
      }),
  });

export const useCompany = (companyId: number) => useQuery(companyQueryOptions(companyId));
