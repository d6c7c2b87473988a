import type { Company, UpdateCompanySettings } from '@common/schemas/company';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

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
