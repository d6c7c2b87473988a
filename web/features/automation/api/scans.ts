import type { ScanStatusResponse, ScanSummary } from '@common/schemas/scan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiGet, apiRequest, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Progress of the company's scan: read every second while one runs, else on demand. */
export function useScanStatus(companyId: number) {
  return useQuery({
    queryKey: queryKeys.scanStatus(companyId),
    queryFn: () => apiGet<ScanStatusResponse>(`/api/manual-scan/status/${companyId}`),
    enabled: companyId > 0,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.running ? 1000 : false),
  });
}

export function useScanHistory(companyId: number) {
  return useQuery({
    queryKey: queryKeys.scans(companyId),
    queryFn: () => apiGet<ScanSummary[]>(withQuery('/api/scans', { companyId, limit: 10 })),
    enabled: companyId > 0,
    staleTime: 0,
  });
}

/**
 * Calls `onFinished` with the scan's summary when a scan ends while the page is open, and refreshes
 * what a scan changes: customers, stats, reviews, e-mail and scan logs, the history. A scan counts
 * as ended when it was seen running, or when a newer finished scan appears (a short scan may end
 * before the status was ever read while it ran).
 */
export function useScanFinished(companyId: number, onFinished?: (scan: ScanSummary) => void) {
  const queryClient = useQueryClient();
  const { data } = useScanStatus(companyId);
  const wasRunning = useRef(false);
  /** The newest finished scan of the previous answer; undefined before the first. */
  const lastSeen = useRef<number | null | undefined>(undefined);
  const callback = useRef(onFinished);
  callback.current = onFinished;
  const watched = useRef(companyId);
  useEffect(() => {
    if (watched.current !== companyId) {
      // Another company: its scans are no news.
      watched.current = companyId;
      wasRunning.current = false;
      lastSeen.current = undefined;
    }
    if (!data) return;
    const lastId = data.last?.id ?? null;
    const newerLast = lastSeen.current !== undefined && lastId !== null && lastId !== lastSeen.current;
    lastSeen.current = lastId;
    if ((wasRunning.current && !data.running) || (newerLast && !data.running)) {
      for (const key of [
        queryKeys.customers,
        queryKeys.dashboardStats,
        queryKeys.reviews,
        queryKeys.emailLogs,
        queryKeys.scanLogs,
        queryKeys.scans(companyId),
        queryKeys.automation(companyId),
      ]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      if (data.last) callback.current?.(data.last);
    }
    wasRunning.current = data.running;
  }, [data, companyId, queryClient]);
  return data;
}

export function useStartScan(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', `/api/manual-scan/${companyId}`);
      return (await res.json()) as { message: string };
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.scanStatus(companyId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.scans(companyId) });
    },
  });
}

export function useStopScan(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/manual-scan/stop', { companyId });
      return (await res.json()) as { message: string };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.scanStatus(companyId) }),
  });
}
