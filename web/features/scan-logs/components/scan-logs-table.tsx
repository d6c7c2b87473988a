import { scanErrorTypeLabels } from '@common/labels';
import type { ScanLog } from '@common/schemas/scan-log';
import { ScanLogStatusBadge } from '@/components/badges/scan-log-status-badge';
import { CompanyName } from '@/components/company-filter';
import { DateTime } from '@/components/date-time';
import { TruncatedText } from '@/components/truncated-text';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import { ScanLogDetails } from './scan-log-details';

/** docs/product.md §8: German labels for the known error types, unknown ones raw, '-' for none. */
function errorTypeLabel(type: string | null) {
  if (!type) return '-';
  return Object.hasOwn(scanErrorTypeLabels, type)
    ? scanErrorTypeLabels[type as keyof typeof scanErrorTypeLabels]
    : type;
}

const columns: VirtualColumn<ScanLog>[] = [
  {
    id: 'status',
    header: 'Status',
    width: '7rem',
    cell: (log) => <ScanLogStatusBadge status={log.status} />,
  },
  {
    id: 'customer',
    header: 'Kunde',
    width: 'minmax(8rem, 1.2fr)',
    cell: (log) => (
      <div className="min-w-0">
        <TruncatedText className="font-medium" text={log.customerName || 'Unbekannt'} />
        {log.customerId !== null && <div className="text-xs text-muted-foreground">ID: {log.customerId}</div>}
      </div>
    ),
  },
  {
    // The page spans every company: each row says whose customer it was (issue 19).
    id: 'company',
    header: 'Firma',
    width: 'minmax(7rem, 1fr)',
    cell: (log) => <CompanyName id={log.companyId} />,
  },
  {
    id: 'type',
    header: 'Scan-Typ',
    width: '6.5rem',
    cell: (log) => (log.scanType === 'scheduled' ? 'Automatisch' : 'Manuell'),
  },
  { id: 'errorType', header: 'Fehlerart', width: '9rem', cell: (log) => errorTypeLabel(log.errorType) },
  {
    id: 'error',
    header: 'Fehlermeldung',
    width: 'minmax(7rem, 1.3fr)',
    cell: (log) => <TruncatedText text={log.errorMessage} lines={2} />,
  },
  {
    id: 'details',
    header: 'Details',
    width: 'minmax(11rem, 2fr)',
    cell: (log) => <ScanLogDetails details={log.details} />,
  },
  {
    id: 'time',
    header: 'Zeitpunkt',
    width: '6.5rem',
    cell: (log) => <DateTime value={log.createdAt} />,
  },
];

export function ScanLogsTable(props: Omit<VirtualTableProps<ScanLog>, 'label' | 'columns' | 'getKey'>) {
  return (
    <VirtualTable
      label="Scan-Protokolle"
      columns={columns}
      getKey={(log) => log.id}
      minWidth="62rem"
      {...props}
    />
  );
}
