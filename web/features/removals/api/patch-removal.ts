import type { PatchRemoval, RemovalDetail } from '@common/schemas/removal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * PATCH /api/removals/{id}: a transition ({state, note?, channel and filedOn when filing}) or a note
 * alone. Afterwards every removal query (lists, counts, the case) and what shows a case elsewhere
 * (review lists' and the drawer's case badges, the dashboard's counts) is refreshed.
 */
export function usePatchRemoval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: PatchRemoval & { id: number }) => {
      const res = await apiRequest('PATCH', `/api/removals/${id}`, body);
      return (await res.json()) as RemovalDetail;
    },
    onSuccess: (detail) => queryClient.setQueryData(queryKeys.removal(detail.id), detail),
    onSettled: () =>
      Promise.all(
        [
          queryKeys.removals,
          queryKeys.reviews,
          [...queryKeys.customers, 'activity'],
          queryKeys.dashboardStats,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
