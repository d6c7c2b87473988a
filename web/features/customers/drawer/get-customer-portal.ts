import type { PortalActivity, PortalLink } from '@common/schemas/portal-link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const portalKey = (customerId: number) => [...queryKeys.customers, customerId, 'portal'] as const;

/** GET /api/customers/{id}/portal: when the owner first and last opened the portal. */
export const useCustomerPortal = (customerId: number) =>
  useQuery({
    queryKey: portalKey(customerId),
    queryFn: () => apiGet<PortalActivity>(`/api/customers/${customerId}/portal`),
  });

/** POST /api/customers/{id}/portal-link: revokes the older links, answers the new one (shown once). */
export function useNewPortalLink(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', `/api/customers/${customerId}/portal-link`)).json()) as PortalLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKey(customerId) }),
  });
}
