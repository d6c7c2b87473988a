import type { ScanLog, ScanLogStatusFilter } from '@common/schemas/scan-log';
import { useInfiniteQuery } from '@tanstack/react-query';
import { flattenPages, pagedListOptions } from '@/components/infinite-list';
import { withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Scan logs of every company (the page is unscoped, docs/product.md §2), newest first. */
export const scanLogsQueryOptions = (status: ScanLogStatusFilter) =>
  pagedListOptions<ScanLog, readonly [string, { status: ScanLogStatusFilter }]>({
    queryKey: [...queryKeys.scanLogs, { status }],
    url: ({ limit, offset }) =>
      withQuery('/api/scan-logs', { status: status === 'all' ? undefined : status, limit, offset }),
    failure: 'Failed to fetch scan logs',
  });

export function useScanLogs(status: ScanLogStatusFilter) {
  const query = useInfiniteQuery(scanLogsQueryOptions(status));
  return { ...query, ...flattenPages(query.data) };
}
