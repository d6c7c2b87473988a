import type { EmailLog } from '@common/schemas/email-log';
import { EmailLogStatusBadge } from '@/components/badges/email-log-status-badge';
import { DateTime } from '@/components/date-time';
import { TruncatedText } from '@/components/truncated-text';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import { EmailLogLink } from './email-log-link';

export const emailLogColumns: VirtualColumn<EmailLog>[] = [
  {
    id: 'customer',
    header: 'Kunde',
    width: 'minmax(10rem, 1.3fr)',
    cell: (log) => (
      <div className="min-w-0">
        <TruncatedText className="font-medium" text={log.customerName || `Kunde #${log.customerId}`} />
        {log.customerEmail && (
          <TruncatedText className="text-xs text-muted-foreground" text={log.customerEmail} />
        )}
        {log.isTest && (
          <TruncatedText
            className="text-xs font-medium text-sky-700 dark:text-sky-300"
            text={`Test an ${log.recipient ?? '–'}`}
          />
        )}
      </div>
    ),
  },
  {
    id: 'subject',
    header: 'Betreff',
    width: 'minmax(12rem, 2fr)',
    cell: (log) => <EmailLogLink log={log} />,
  },
  {
    id: 'status',
    header: 'Status',
    width: '8.5rem',
    cell: (log) => <EmailLogStatusBadge status={log.status} />,
  },
  {
    id: 'created',
    header: 'Erstellt',
    width: '6.5rem',
    cell: (log) => <DateTime value={log.createdAt} />,
  },
  {
    id: 'sent',
    header: 'Gesendet',
    width: '6.5rem',
    cell: (log) => <DateTime value={log.sentAt} />,
  },
  {
    id: 'error',
    header: 'Fehler',
    width: 'minmax(9rem, 1.3fr)',
    cell: (log) => <TruncatedText className="text-destructive" text={log.errorMessage} />,
  },
];

/** docs/product.md §2 E-Mail Logs: every log of the search, virtualised. */
export function EmailLogsTable(props: Omit<VirtualTableProps<EmailLog>, 'label' | 'columns' | 'getKey'>) {
  return (
    <VirtualTable
      label="E-Mail Logs"
      columns={emailLogColumns}
      getKey={(log) => log.id}
      minWidth="54rem"
      {...props}
    />
  );
}
