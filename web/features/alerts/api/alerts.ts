// The bell's calls (docs/api.md "Alerts (issue 24)"): the unread count polled every minute while
// the tab is seen, the list paged by id, 'Alle als gelesen markieren', 'Kunde erneut scannen'.
import { ALERTS_PAGE_SIZE, type AlertPage, type AlertState } from '@common/schemas/alert';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const stateKey = ['/api/alerts/state'] as const;
const listKey = ['/api/alerts', 'list'] as const;

/** Every 60 s; TanStack Query holds the interval while the document is hidden. */
export const ALERT_POLL_MS = 60_000;

export function useAlertState() {
  return useQuery({
    queryKey: stateKey,
    queryFn: () => apiGet<AlertState>('/api/alerts/state'),
    refetchInterval: ALERT_POLL_MS,
    refetchIntervalInBackground: false,
    // Coming back to the tab after a while: the count at once, not a minute later.
    refetchOnWindowFocus: true,
    staleTime: ALERT_POLL_MS / 2,
  });
}

/** The list, newest first; fetched when the bell opens, fresh each time it does. */
export function useAlertList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: listKey,
    enabled,
    staleTime: 0,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      apiGet<AlertPage>(withQuery('/api/alerts', { before: pageParam, limit: ALERTS_PAGE_SIZE })),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

/** Marks everything up to the newest alert shown as read (a newer one stays unread). */
export function useMarkAlertsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (upTo: number | undefined) => {
      const res = await apiRequest('POST', '/api/alerts/read', upTo ? { upTo } : {});
      return (await res.json()) as AlertState;
    },
    onSuccess: (state) => {
      client.setQueryData(stateKey, state);
      return client.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** POST /api/customers/{id}/scan: a manual scan of the one customer (admins and managers). */
export function useRescanCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (alert: { customerId: number; companyId: number }) => {
      const res = await apiRequest('POST', `/api/customers/${alert.customerId}/scan`);
      return (await res.json()) as { message: string };
    },
    onSuccess: (_res, alert) => client.invalidateQueries({ queryKey: queryKeys.scanStatus(alert.companyId) }),
  });
}
