import type { ScanLog, ScanLogStatusFilter } from '@common/schemas/scan-log';
import { useInfiniteQuery } from '@tanstack/react-query';
import { flattenPages, pagedListOptions } from '@/components/infinite-list';
import { withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ScanLogFilter {
  status: ScanLogStatusFilter;
  /** 0: every company (the page is unscoped, docs/product.md §2); else one, filtered by the server. */
  companyId: number;
}

/** Scan logs of every company or of one, newest first. */
export const scanLogsQueryOptions = (f: ScanLogFilter) =>
  pagedListOptions<ScanLog, readonly [string, ScanLogFilter]>({
    queryKey: [...queryKeys.scanLogs, f],
    url: ({ limit, offset }) =>
      withQuery('/api/scan-logs', {
        status: f.status === 'all' ? undefined : f.status,
        companyId: f.companyId || undefined,
        limit,
        offset,
      }),
    failure: 'Failed to fetch scan logs',
  });

export function useScanLogs(f: ScanLogFilter) {
  const query = useInfiniteQuery(scanLogsQueryOptions(f));
  return { ...query, ...flattenPages(query.data) };
}
