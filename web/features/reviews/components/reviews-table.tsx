import type { Review } from '@common/schemas/review';
import { ReviewTypeBadge } from '@/components/badges/review-type-badge';
import { DateTime } from '@/components/date-time';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import { ReviewText } from './review-text';

type Paging = Omit<VirtualTableProps<Review>, 'label' | 'columns' | 'rows' | 'getKey'>;

interface Props extends Paging {
  rows: Review[];
  /** Archive an active review, restore an archived one. */
  onToggleArchived(review: Review): void;
  /** The review whose action is running (its button is disabled). */
  busyId: number | null;
}

function columns({
  onToggleArchived,
  busyId,
}: Pick<Props, 'onToggleArchived' | 'busyId'>): VirtualColumn<Review>[] {
  return [
    {
      id: 'customer',
      header: 'Kunde',
      width: 'minmax(7.5rem, 1.2fr)',
      cell: (r) => (
        <span className="line-clamp-2 break-words font-medium" title={r.customerName}>
          {r.customerName}
        </span>
      ),
    },
    {
      id: 'user',
      header: 'Benutzer',
      width: 'minmax(6rem, 1fr)',
      cell: (r) => <span className="line-clamp-2 break-words">{r.username || '-'}</span>,
    },
    { id: 'stars', header: 'Sterne', width: '7rem', cell: (r) => <StarRating rating={r.rating} /> },
    { id: 'type', header: 'Typ', width: '5.25rem', cell: (r) => <ReviewTypeBadge rating={r.rating} /> },
    {
      id: 'text',
      header: 'Text',
      width: 'minmax(9rem, 2.5fr)',
      cell: (r) => <ReviewText text={r.reviewText} />,
    },
    {
      id: 'date',
      header: 'Datum',
      width: '6.5rem',
      cell: (r) => <DateTime value={r.reviewDate} />,
    },
    {
      id: 'detected',
      header: 'Erkannt',
      width: '6.5rem',
      cell: (r) => <DateTime value={r.detectedAt} />,
    },
    {
      id: 'action',
      header: 'Aktion',
      width: '10rem',
      cell: (r) => (
        <Button variant="outline" size="sm" disabled={busyId === r.id} onClick={() => onToggleArchived(r)}>
          {r.isArchived ? 'Wiederherstellen' : 'Archivieren'}
        </Button>
      ),
    },
  ];
}

/** The new reviews page's list: every review of the filter, virtualised. */
export function ReviewsTable({ onToggleArchived, busyId, ...rest }: Props) {
  return (
    <VirtualTable
      label="Bewertungen"
      columns={columns({ onToggleArchived, busyId })}
      getKey={(r) => r.id}
      minWidth="58rem"
      {...rest}
    />
  );
}
