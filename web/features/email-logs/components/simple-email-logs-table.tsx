import type { EmailLog } from '@common/schemas/email-log';
import { DateTime } from '@/components/date-time';
import { TruncatedText } from '@/components/truncated-text';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import { EmailLogStatusBadge } from './email-log-status-badge';

const columns: VirtualColumn<EmailLog>[] = [
  {
    id: 'subject',
    header: 'Betreff',
    width: 'minmax(14rem, 2fr)',
    cell: (log) => <TruncatedText text={log.emailSubject} />,
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
    header: 'Fehlermeldung',
    width: 'minmax(10rem, 1.5fr)',
    cell: (log) => <TruncatedText className="text-destructive" text={log.errorMessage} />,
  },
];

/** The older e-mail log page's list (spec §2: subject, status, created, sent, error message). */
export function SimpleEmailLogsTable(
  props: Omit<VirtualTableProps<EmailLog>, 'label' | 'columns' | 'getKey'>,
) {
  return (
    <VirtualTable
      label="E-Mail Logs"
      columns={columns}
      getKey={(log) => log.id}
      minWidth="46rem"
      {...props}
    />
  );
}
