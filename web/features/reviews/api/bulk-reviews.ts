import type { ReviewBulk } from '@common/schemas/bulk';
import { useBulkAction } from '@/components/bulk/use-bulk-action';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/reviews/bulk/archive or /unarchive; both lists (and the dashboard) refresh afterwards. */
export function useBulkArchiveReviews(onDone: () => void) {
  const action = useBulkAction([queryKeys.reviews, queryKeys.dashboardStats], onDone);
  return {
    isPending: action.isPending,
    setArchived: (archive: boolean, body: ReviewBulk) =>
      action.run(`/api/reviews/bulk/${archive ? 'archive' : 'unarchive'}`, body),
  };
}
