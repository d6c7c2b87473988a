// Ordering removals, shared by the reviews page and the customer drawer (features may not import
// each other, so the dialog and its calls live here and speak to the API directly).
import { NEGATIVE_RATING_MAX } from '@common/constants';
import type { RemovalReason } from '@common/enums';
import type { Customer } from '@common/schemas/customer';
import type { RemovalDetail } from '@common/schemas/removal';
import type { Review, ReviewRemoval } from '@common/schemas/review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';

/** What the order dialog shows of a review. */
export type OrderableReview = Pick<Review, 'id' | 'rating' | 'username' | 'reviewText' | 'removalChance'>;

/**
 * A 1–3 star review without a case may be ordered; so may one whose case was cancelled (ordering
 * it again re-opens that case). Any other case stands: a second one would be refused.
 */
export function canOrderRemoval(review: { rating: number; removal: ReviewRemoval | null }) {
  return (
    review.rating <= NEGATIVE_RATING_MAX && (review.removal === null || review.removal.state === 'cancelled')
  );
}

/** Admins and managers order removals; a plain user reads them (the server enforces the same). */
export function useCanOrderRemovals() {
  const role = useCurrentUser().user?.role;
  return role === 'admin' || role === 'manager';
}

/** The customer whose reviews are ordered, for the price: the drawer's own query, so it is shared. */
export const useOrderCustomer = (customerId: number) =>
  useQuery({
    queryKey: [...queryKeys.customers, 'one', customerId],
    queryFn: () => apiGet<Customer>(`/api/customers/${customerId}`),
    enabled: customerId > 0,
  });

export interface OrderInput {
  items: { reviewId: number; reason: RemovalReason }[];
  note?: string;
}

/**
 * One review: POST /api/reviews/{id}/removal; several (of one customer): POST /api/removals, all or
 * none. Afterwards the review lists, the customer's activity, the removal lists and the dashboard
 * refresh. A failure throws the server's "{status}: {body}" (its German message inside).
 */
export function useOrderRemovals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ items, note }: OrderInput): Promise<RemovalDetail[]> => {
      if (items.length === 1) {
        const [{ reviewId, reason }] = items;
        const res = await apiRequest('POST', `/api/reviews/${reviewId}/removal`, { reason, note });
        return [(await res.json()) as RemovalDetail];
      }
      return (await (await apiRequest('POST', '/api/removals', { items, note })).json()) as RemovalDetail[];
    },
    onSettled: () =>
      Promise.all(
        [
          queryKeys.reviews,
          [...queryKeys.customers, 'activity'],
          queryKeys.dashboardStats,
          queryKeys.removals,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
