import type { Review } from '@common/schemas/review';
import { DateTime } from '@/components/date-time';
import { GoogleReviewLink } from '@/components/removals/google-review-link';
import { StarRating } from '@/components/star-rating';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import { ReviewText } from './review-text';

const columns: VirtualColumn<Review>[] = [
  {
    id: 'user',
    header: 'Benutzer',
    width: 'minmax(8rem, 1fr)',
    cell: (r) => <span className="block truncate font-medium">{r.username || '-'}</span>,
  },
  { id: 'rating', header: 'Bewertung', width: '7.5rem', cell: (r) => <StarRating rating={r.rating} /> },
  {
    id: 'text',
    header: 'Text',
    width: 'minmax(14rem, 3fr)',
    cell: (r) => (
      <div className="min-w-0 space-y-0.5">
        <ReviewText text={r.reviewText} />
        <GoogleReviewLink url={r.reviewUrl} className="whitespace-nowrap" />
      </div>
    ),
  },
  {
    id: 'date',
    header: 'Bewertungsdatum',
    width: '9.5rem',
    cell: (r) => <DateTime value={r.reviewDate} />,
  },
  {
    id: 'detected',
    header: 'Erkannt am',
    width: '6.5rem',
    cell: (r) => <DateTime value={r.detectedAt} />,
  },
];

/** The old reviews page's list (docs/product.md §2 Reviews (simple variant, our 'old')). */
export function ReviewsOldTable(props: Omit<VirtualTableProps<Review>, 'label' | 'columns' | 'getKey'>) {
  return (
    <VirtualTable label="Bewertungen" columns={columns} getKey={(r) => r.id} minWidth="44rem" {...props} />
  );
}
