import type { ReviewRatingFilter } from '@common/schemas/review';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { PagedListBody } from '@/components/paged-list-body';
import { SearchInput } from '@/components/search-input';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useReviews } from './api/get-reviews';
import { RatingSelect } from './components/rating-select';
import { ReviewsOldTable } from './components/reviews-old-table';

/** docs/product.md §2 Reviews (simple variant, our 'old'): the company's active reviews, searched and filtered by stars. */
export function ReviewsOldPage({ companyId }: { companyId: number }) {
  const [searchText, setSearchText] = useState('');
  const [rating, setRating] = useState<ReviewRatingFilter>('all');
  const search = useDebouncedValue(searchText);
  const list = useReviews({
    companyId,
    archived: false,
    search,
    rating,
    from: '',
    chance: 'all',
    sort: 'detected',
  });

  const emptyText =
    search.trim() || rating !== 'all' ? 'Keine Bewertungen gefunden' : 'Noch keine Bewertungen vorhanden';
  return (
    <>
      <PageHeader title="Bewertungen" subtitle="Alle erkannten Bewertungen der Firma" />
      <Card className="gap-4">
        <CardHeader className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <CardTitle>{list.isSuccess ? `Bewertungen (${list.totalText})` : 'Bewertungen'}</CardTitle>
          <div className="flex w-full flex-col gap-3 sm:flex-row md:w-auto">
            <SearchInput
              className="w-full sm:w-72"
              placeholder="Suche nach Benutzer oder Text..."
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
            <RatingSelect value={rating} onChange={setRating} kinds={false} />
          </div>
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <PagedListBody list={list} loadingText="Lade Bewertungen..." emptyText={emptyText}>
            {(paged) => <ReviewsOldTable {...paged} />}
          </PagedListBody>
        </CardContent>
      </Card>
    </>
  );
}
