import type { ScanLogSummary } from '@common/schemas/scan-log';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The counters over all scan logs (or one company's, companyId > 0), counted by the server (the
 * list only holds the loaded pages).
 */
export const scanLogSummaryQueryOptions = (companyId = 0) =>
  queryOptions({
    queryKey: [...queryKeys.scanLogs, 'summary', companyId],
    queryFn: () =>
      apiGet<ScanLogSummary>(
        withQuery('/api/scan-logs/summary', { companyId: companyId || undefined }),
      ).catch((error: unknown) => {
        throw new Error('Failed to fetch scan logs', { cause: error });
      }),
  });

export const useScanLogSummary = (companyId = 0) => useQuery(scanLogSummaryQueryOptions(companyId));
