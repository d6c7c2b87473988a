import type { Review, ReviewChanceFilter, ReviewRatingFilter, ReviewSort } from '@common/schemas/review';
import { useInfiniteQuery } from '@tanstack/react-query';
import { flattenPages, pagedListOptions } from '@/components/infinite-list';
import { withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ReviewFilter {
  companyId: number;
  archived: boolean;
  search: string;
  rating: ReviewRatingFilter;
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  chance: ReviewChanceFilter;
  sort: ReviewSort;
}

export const reviewsQueryOptions = (f: ReviewFilter) =>
  pagedListOptions<Review, readonly [string, ReviewFilter]>({
    queryKey: [queryKeys.reviews[0], f],
    url: ({ limit, offset }) =>
      withQuery(f.archived ? '/api/reviews/archived' : '/api/reviews', {
        companyId: f.companyId,
        search: f.search.trim(),
        rating: f.rating === 'all' ? undefined : f.rating,
        from: f.from,
        chance: f.chance === 'all' ? undefined : f.chance,
        sort: f.sort === 'detected' ? undefined : f.sort,
        limit,
        offset,
      }),
    failure: 'Failed to fetch reviews',
  });

/** The loaded reviews of the filter, the filtered total, and the paging controls. */
export function useReviews(f: ReviewFilter) {
  const query = useInfiniteQuery(reviewsQueryOptions(f));
  return { ...query, ...flattenPages(query.data) };
}
