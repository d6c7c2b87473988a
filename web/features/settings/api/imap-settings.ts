import type { ImapSettings, UpdateImapSettings } from '@common/schemas/reply';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';

const key = (companyId: number) => ['/api/imap-settings', companyId] as const;

/** GET /api/imap-settings/{companyId}: the switch, the server, the last check and its error. */
export function useImapSettings(companyId: number) {
  return useQuery({
    queryKey: key(companyId),
    queryFn: () => apiGet<ImapSettings>(`/api/imap-settings/${companyId}`),
  });
}

/** PUT /api/imap-settings/{companyId}; the company refreshes too (a new server drops its app password). */
export function useSaveImapSettings(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateImapSettings) =>
      (await apiRequest('PUT', `/api/imap-settings/${companyId}`, input)).json() as Promise<ImapSettings>,
    onSuccess: (saved) => {
      client.setQueryData(key(companyId), saved);
      client.invalidateQueries({ queryKey: ['/api/companies', companyId] });
    },
  });
}

/** POST /api/test-imap/{companyId}: 'Verbindung testen' with the stored account. */
export function useTestImap(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest('POST', `/api/test-imap/${companyId}`)).json() as Promise<{ message: string }>,
    onSettled: () => client.invalidateQueries({ queryKey: key(companyId) }),
  });
}
