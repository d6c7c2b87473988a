import type { Review, ReviewSort } from '@common/schemas/review';
import { ArrowDown } from 'lucide-react';
import { ReviewTypeBadge } from '@/components/badges/review-type-badge';
import { withSelection } from '@/components/bulk/selection-column';
import type { BulkSelection } from '@/components/bulk/use-bulk-selection';
import { canOrderRemoval } from '@/components/removals/order-removals';
import { RemovalCaseLink } from '@/components/removals/removal-case-link';
import { RemovalChanceBadge } from '@/components/removals/removal-chance-badge';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import { reviewDateColumns, reviewTextColumn } from './review-columns';

type Paging = Omit<VirtualTableProps<Review>, 'label' | 'columns' | 'rows' | 'getKey'>;

interface Props extends Paging {
  rows: Review[];
  companyId: number;
  /** Open the order dialog for one review; absent for a role that may not order. */
  onOrderRemoval?(review: Review): void;
  /** Archive an active review, restore an archived one. */
  onToggleArchived(review: Review): void;
  /** The review whose action is running (its button is disabled). */
  busyId: number | null;
  /** The rows ticked for a bulk change (issue 24). */
  selection: BulkSelection;
  /** The list's order; the 'Löschchance' header switches it. */
  sort: ReviewSort;
  onSort(sort: ReviewSort): void;
}

type ColumnProps = Pick<
  Props,
  'companyId' | 'onOrderRemoval' | 'onToggleArchived' | 'busyId' | 'sort' | 'onSort'
>;

/** The column's header: a button that orders the list by Löschchance, and back to newest first. */
function ChanceHeader({ sort, onSort }: Pick<Props, 'sort' | 'onSort'>) {
  const active = sort === 'chance';
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      aria-pressed={active}
      title={active ? 'Wieder nach Erkennung sortieren' : 'Nach Löschchance sortieren'}
      onClick={() => onSort(active ? 'detected' : 'chance')}
    >
      Löschchance
      <ArrowDown aria-hidden className={active ? 'size-3.5' : 'size-3.5 opacity-30'} />
    </button>
  );
}

/**
 * The row's actions, the spec's columns unchanged: the case's badge (a link to it) or, for a 1–3
 * star review without an open case, 'Löschauftrag anlegen'; then archive / restore.
 */
function ActionCell({
  review: r,
  companyId,
  onOrderRemoval,
  onToggleArchived,
  busyId,
}: { review: Review } & ColumnProps) {
  const orderable = onOrderRemoval && canOrderRemoval(r);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1.5">
      {r.removal && <RemovalCaseLink companyId={companyId} removal={r.removal} />}
      {orderable && (
        // Two short lines on a narrow row rather than a wide column.
        <Button
          variant="outline"
          size="sm"
          className="h-auto min-h-8 max-w-full shrink py-1 leading-tight whitespace-normal"
          onClick={() => onOrderRemoval(r)}
        >
          Löschauftrag anlegen
        </Button>
      )}
      <Button variant="outline" size="sm" disabled={busyId === r.id} onClick={() => onToggleArchived(r)}>
        {r.isArchived ? 'Wiederherstellen' : 'Archivieren'}
      </Button>
    </div>
  );
}

function columns(props: ColumnProps): VirtualColumn<Review>[] {
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
    reviewTextColumn('minmax(9rem, 2.5fr)'),
    ...reviewDateColumns({ date: 'Datum', detected: 'Erkannt' }, '6.5rem'),
    {
      id: 'chance',
      header: 'Löschchance',
      headerCell: <ChanceHeader sort={props.sort} onSort={props.onSort} />,
      width: '6.5rem',
      cell: (r) => <RemovalChanceBadge chance={r.removalChance} />,
    },
    {
      id: 'action',
      header: 'Aktion',
      // Its buttons wrap to two short lines: with the Löschchance the row still fits 1400 px.
      width: '10rem',
      cell: (r) => <ActionCell review={r} {...props} />,
    },
  ];
}

/** The new reviews page's list: every review of the filter, virtualised. */
export function ReviewsTable({
  companyId,
  onOrderRemoval,
  onToggleArchived,
  busyId,
  selection,
  sort,
  onSort,
  ...rest
}: Props) {
  return (
    <VirtualTable
      label="Bewertungen"
      columns={withSelection(
        columns({ companyId, onOrderRemoval, onToggleArchived, busyId, sort, onSort }),
        selection,
        rest.rows,
        (r) => `Bewertung von ${r.username || 'Anonym'} für ${r.customerName}`,
      )}
      isRowSelected={(r) => selection.isSelected(r.id)}
      getKey={(r) => r.id}
      minWidth="64.5rem"
      {...rest}
    />
  );
}
