import type { Company } from '@common/schemas/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Read here for the subtitle only; features do not import each other (a lint rule in biome.json), so this is not
// the companies feature's hook. The key is shared with it, so both read one cache entry.
export const companyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.company(companyId),
    queryFn: () =>
      apiGet<Company>(`/api/companies/${companyId}`).catch((error: unknown) => {
        throw new Error('Failed to fetch company', { cause: error });
      }),
  });

export const useCompany = (companyId: number) => useQuery(companyQueryOptions(companyId));
