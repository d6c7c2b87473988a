import type { Reply, ReplyDetail, ReplyFilter } from '@common/schemas/reply';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenPages, pagedListOptions } from '@/components/infinite-list';
import { apiGet, apiRequest, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/replies: the company's inbox under a filter, newest first, paged. */
export function useReplies(companyId: number, filter: ReplyFilter) {
  const query = useInfiniteQuery(
    pagedListOptions<Reply, readonly [...typeof queryKeys.replies, 'list', number, ReplyFilter]>({
      queryKey: [...queryKeys.replies, 'list', companyId, filter],
      url: ({ limit, offset }) =>
        withQuery('/api/replies', {
          companyId,
          filter: filter === 'all' ? undefined : filter,
          limit,
          offset,
        }),
      failure: 'Antworten konnten nicht geladen werden.',
    }),
  );
  return { ...query, ...flattenPages(query.data) };
}

/** GET /api/replies/{id}: one message with its whole text. */
export function useReply(id: number | null) {
  return useQuery({
    queryKey: [...queryKeys.replies, 'detail', id],
    queryFn: () => apiGet<ReplyDetail>(`/api/replies/${id}`),
    enabled: id !== null,
  });
}

/** POST /api/replies/{id}/read: opened means read; the lists and threads refresh. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiRequest('POST', `/api/replies/${id}/read`)).json(),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.replies }),
  });
}
