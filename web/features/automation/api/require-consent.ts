import type { Company } from '@common/schemas/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { consentSummaryKey } from '@/lib/consent-summary';
import { queryKeys } from '@/lib/query-keys';

/**
 * The switch 'Nur mit Einwilligung senden' on the automation page: the settings' PUT with the
 * name (required) and the rule only; every other field is kept (tested in consent.routes.test.ts).
 */
export function useSetRequireConsent(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; requireConsent: boolean }): Promise<Company> =>
      (await apiRequest('PUT', `/api/companies/${companyId}`, input)).json(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies });
      void queryClient.invalidateQueries({ queryKey: consentSummaryKey(companyId) });
    },
  });
}
