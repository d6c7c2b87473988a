import type { Review } from '@common/schemas/review';
import { StarRating } from '@/components/star-rating';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import { reviewDateColumns, reviewTextColumn } from './review-columns';

const columns: VirtualColumn<Review>[] = [
  {
    id: 'user',
    header: 'Benutzer',
    width: 'minmax(8rem, 1fr)',
    cell: (r) => <span className="block truncate font-medium">{r.username || '-'}</span>,
  },
  { id: 'rating', header: 'Bewertung', width: '7.5rem', cell: (r) => <StarRating rating={r.rating} /> },
  reviewTextColumn('minmax(14rem, 3fr)'),
  ...reviewDateColumns({ date: 'Bewertungsdatum', detected: 'Erkannt am' }, '9.5rem'),
];

/** The old reviews page's list (docs/product.md §2 Reviews (simple variant, our 'old')). */
export function ReviewsOldTable(props: Omit<VirtualTableProps<Review>, 'label' | 'columns' | 'getKey'>) {
  return (
    <VirtualTable label="Bewertungen" columns={columns} getKey={(r) => r.id} minWidth="44rem" {...props} />
  );
}
