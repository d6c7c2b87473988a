import type { EmailLog, EmailLogStatusFilter } from '@common/schemas/email-log';
import { useInfiniteQuery } from '@tanstack/react-query';
import { flattenPages, pagedListOptions } from '@/components/infinite-list';
import { withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface EmailLogFilter {
  companyId: number;
  search: string;
  status: EmailLogStatusFilter;
}

export const emailLogsQueryOptions = (f: EmailLogFilter) =>
  pagedListOptions<EmailLog, readonly [string, EmailLogFilter]>({
    queryKey: [...queryKeys.emailLogs, f],
    url: ({ limit, offset }) =>
      withQuery('/api/email-logs', {
        companyId: f.companyId,
        search: f.search.trim(),
        status: f.status === 'all' ? undefined : f.status,
        // The list shows no mail text; its dialog loads the log by id (GET /api/email-logs/{id}).
        withContent: false,
        limit,
        offset,
      }),
    failure: 'Failed to fetch email logs',
  });

/** The loaded e-mail logs of the filter (newest first), the filtered total and the paging controls. */
export function useEmailLogs(f: EmailLogFilter) {
  const query = useInfiniteQuery(emailLogsQueryOptions(f));
  return { ...query, ...flattenPages(query.data) };
}
