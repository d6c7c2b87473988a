import type { EmailLogDetail } from '@common/schemas/email-log';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/email-logs/{id}: the e-mail as sent and how its sending went. */
export const useEmailLog = (id: number) =>
  useQuery({
    queryKey: [...queryKeys.emailLogs, 'detail', id],
    queryFn: () =>
      apiGet<EmailLogDetail>(`/api/email-logs/${id}`).catch((error: Error) => {
        throw new Error('Failed to fetch email log', { cause: error });
      }),
  });
