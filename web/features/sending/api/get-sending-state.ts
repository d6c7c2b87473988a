import type { SendingState } from '@common/schemas/company';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/companies/{id}/sending: sent in 24 hours, waiting mails, a pause, opt-outs, the footer's gaps. */
export const useSendingState = (companyId: number) =>
  useQuery({
    queryKey: queryKeys.sending(companyId),
    queryFn: () =>
      apiGet<SendingState>(`/api/companies/${companyId}/sending`).catch((error: Error) => {
        throw new Error('Failed to fetch sending state', { cause: error });
      }),
    enabled: companyId > 0,
    // Mails go out in the background: a minute old is recent enough.
    staleTime: 60_000,
  });
