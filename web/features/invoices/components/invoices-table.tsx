import { germanDay } from '@common/calendar-days';
import { formatCents } from '@common/invoice-math';
import type { Invoice } from '@common/schemas/invoice';
import { InvoiceStatusBadge } from '@/components/badges/invoice-status-badge';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import { InvoiceLink, useOpenInvoiceRow } from './invoice-link';

type Paging = Omit<VirtualTableProps<Invoice>, 'label' | 'columns' | 'getKey'>;

const day = (d: string | null) => (d ? germanDay(d) : '–');
const money = 'tabular-nums';

const columns: VirtualColumn<Invoice>[] = [
  { id: 'number', header: 'Nummer', width: 'minmax(9rem, 1fr)', cell: (i) => <InvoiceLink invoice={i} /> },
  {
    id: 'customer',
    header: 'Kunde',
    width: 'minmax(10rem, 2fr)',
    cell: (i) => (
      <span className="line-clamp-2 break-words" title={i.customerName}>
        {i.customerName}
      </span>
    ),
  },
  { id: 'issued', header: 'Datum', width: '6.5rem', cell: (i) => day(i.issuedOn), className: 'tabular-nums' },
  { id: 'due', header: 'Fällig', width: '6.5rem', cell: (i) => day(i.dueOn), className: 'tabular-nums' },
  {
    id: 'gross',
    header: 'Brutto',
    width: '7.5rem',
    cell: (i) => formatCents(i.grossCents),
    className: money,
  },
  {
    id: 'paid',
    header: 'Bezahlt',
    width: '7.5rem',
    cell: (i) => (i.paidCents === 0 ? '–' : formatCents(i.paidCents)),
    className: money,
  },
  {
    id: 'status',
    header: 'Status',
    width: '8rem',
    cell: (i) => <InvoiceStatusBadge status={i.status} kind={i.kind} />,
    className: 'md:pl-5',
  },
];

/** The company's invoices of the filter, virtualised; a row (or its number link) opens the invoice. */
export function InvoicesTable(props: Paging) {
  const openRow = useOpenInvoiceRow();
  return (
    <VirtualTable
      label="Rechnungen"
      columns={columns}
      getKey={(i) => i.id}
      minWidth="52rem"
      rowHeight={49}
      cardHeight={250}
      onRowClick={openRow}
      {...props}
    />
  );
}
