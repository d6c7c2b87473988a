import type { Review } from '@common/schemas/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Archive (true) or restore (false) one review. Both lists refresh afterwards, as the review moves
 * from one to the other. The thrown texts are those of docs/product.md §8.
 */
export function useSetReviewArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, archived }: { id: number; archived: boolean }) => {
      const action = archived ? 'archive' : 'unarchive';
      const res = await apiRequest('POST', `/api/reviews/${id}/${action}`).catch((error: unknown) => {
        throw new Error(archived ? 'Failed to archive review' : 'Failed to unarchive review', {
          cause: error,
        });
      });
      return (await res.json()) as Review;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews }),
  });
}
