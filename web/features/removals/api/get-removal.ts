import type { RemovalDetail } from '@common/schemas/removal';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/removals/{id}: the case with its timeline (oldest first) and proof (newest first). */
export const useRemoval = (id: number) =>
  useQuery({
    queryKey: queryKeys.removal(id),
    queryFn: () =>
      apiGet<RemovalDetail>(`/api/removals/${id}`).catch((error: Error) => {
        throw new Error('Failed to fetch removal', { cause: error });
      }),
  });
