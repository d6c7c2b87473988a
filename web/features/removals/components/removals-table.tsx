import type { Removal } from '@common/schemas/removal';
import { RemovalStateBadge } from '@/components/badges/removal-state-badge';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import type { RemovalAction } from '../removal-text';
import { RemovalActions } from './removal-actions';
import { DeadlineCell, LastCheckCell, ReasonCell, ReviewCell } from './removal-cells';
import { RemovalLink, useOpenRemovalRow } from './removal-link';

type Paging = Omit<VirtualTableProps<Removal>, 'label' | 'columns' | 'getKey'>;

interface Props extends Paging {
  /** Berlin day 'YYYY-MM-DD': what counts as due and which moves are possible. */
  today: string;
  /** Without it (a plain user) the actions column is left out. */
  onAction?: (removal: Removal, action: RemovalAction) => void;
}

function columns({ today, onAction }: Pick<Props, 'today' | 'onAction'>): VirtualColumn<Removal>[] {
  const list: VirtualColumn<Removal>[] = [
    {
      id: 'customer',
      header: 'Kunde',
      width: 'minmax(8rem, 1fr)',
      cell: (r) => <RemovalLink removal={r} />,
    },
    {
      id: 'review',
      header: 'Bewertung',
      width: 'minmax(10.5rem, 2fr)',
      cell: (r) => <ReviewCell removal={r} />,
    },
    {
      id: 'reason',
      header: 'Grund',
      width: 'minmax(8.5rem, 1fr)',
      cell: (r) => <ReasonCell removal={r} />,
    },
    {
      id: 'state',
      header: 'Status',
      width: '7.5rem',
      cell: (r) => <RemovalStateBadge state={r.state} />,
    },
    {
      id: 'deadline',
      header: 'Nächste Frist',
      width: '7rem',
      cell: (r) => <DeadlineCell removal={r} today={today} />,
    },
    {
      id: 'check',
      header: 'Letzte Prüfung',
      width: '8rem',
      cell: (r) => <LastCheckCell removal={r} />,
    },
  ];
  if (onAction)
    list.push({
      id: 'actions',
      header: 'Aktionen',
      width: '12rem',
      cell: (r) => <RemovalActions removal={r} today={today} onAction={onAction} />,
    });
  return list;
}

/** The company's removal cases of the filter, virtualised; a row (or its customer link) opens the case. */
export function RemovalsTable({ today, onAction, ...rest }: Props) {
  const openRow = useOpenRemovalRow();
  return (
    <VirtualTable
      label="Löschaufträge"
      columns={columns({ today, onAction })}
      getKey={(r) => r.id}
      minWidth={onAction ? '61.5rem' : '50rem'}
      rowHeight={92}
      onRowClick={openRow}
      {...rest}
    />
  );
}
