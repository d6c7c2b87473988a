import type { AutomationSettings } from '@common/schemas/company';
import type { UpdateAutomationSettings } from '@common/schemas/scan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useAutomationSettings(companyId: number) {
  return useQuery({
    queryKey: queryKeys.automation(companyId),
    queryFn: () => apiGet<AutomationSettings>(`/api/automation-settings/${companyId}`),
    enabled: companyId > 0,
  });
}

export function useSaveAutomationSettings(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateAutomationSettings) => {
      const res = await apiRequest('PUT', `/api/automation-settings/${companyId}`, input);
      return (await res.json()) as AutomationSettings;
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.automation(companyId), saved),
  });
}
