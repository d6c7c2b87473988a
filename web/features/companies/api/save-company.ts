import type { Company, CreateCompany } from '@common/schemas/company';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The company modal: POST for a new company, PATCH for an existing one (a blank password is left out). */
export function useSaveCompany() {
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: CreateCompany }): Promise<Company> => {
      const res =
        id === null
          ? await apiRequest('POST', '/api/companies', input)
          : await apiRequest('PATCH', `/api/companies/${id}`, input);
      return res.json();
    },
  });
}
