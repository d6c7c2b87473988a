import type { Company, UpdateCompanySettings } from '@common/schemas/company';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The same key prefix as the companies list, so invalidating one refreshes both. */
export const companySettingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.company(id),
    queryFn: () =>
      apiGet<Company>(`/api/companies/${id}`).catch((error: Error) => {
        throw new Error('Failed to fetch company', { cause: error });
      }),
    enabled: id > 0,
  });

export const useCompanySettings = (id: number) => useQuery(companySettingsQueryOptions(id));

/** PUT /api/companies/:id (docs/product.md §7); blank secrets are left out by the schema, so the stored ones stay. */
export function useSaveCompanySettings(id: number) {
  return useMutation({
    mutationFn: async (input: UpdateCompanySettings): Promise<Company> => {
      const res = await apiRequest('PUT', `/api/companies/${id}`, input).catch((error: Error) => {
        throw new Error('Failed to save settings', { cause: error });
      });
      return res.json();
    },
  });
}
