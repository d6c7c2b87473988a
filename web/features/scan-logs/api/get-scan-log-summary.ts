import type { ScanLogSummary } from '@common/schemas/scan-log';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The counters over all scan logs, counted by the server (the list only holds the loaded pages). */
export const scanLogSummaryQueryOptions = queryOptions({
  queryKey: [...queryKeys.scanLogs, 'summary'],
  queryFn: () =>
    apiGet<ScanLogSummary>('/api/scan-logs/summary').catch((error: unknown) => {
      throw new Error('Failed to fetch scan logs', { cause: error });
    }),
});

export const useScanLogSummary = () => useQuery(scanLogSummaryQueryOptions);
