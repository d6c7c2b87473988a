import { emailLogKindLabels } from '@common/labels';
import type { EmailLog } from '@common/schemas/email-log';
import { useLocation } from 'wouter';
import { EmailLogStatusBadge } from '@/components/badges/email-log-status-badge';
import { withSelection } from '@/components/bulk/selection-column';
import type { BulkSelection } from '@/components/bulk/use-bulk-selection';
import { DateTime } from '@/components/date-time';
import { TruncatedText } from '@/components/truncated-text';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import { EmailLogLink, useLogHref } from './email-log-link';

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
    cell: (log) =>
      log.kind === 'review' ? (
        <EmailLogLink log={log} />
      ) : (
        <div className="min-w-0">
          <EmailLogLink log={log} />
          <span className="text-xs font-medium text-violet-700 dark:text-violet-300">
            {emailLogKindLabels[log.kind]}
          </span>
        </div>
      ),
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

/** A click anywhere on a log's row opens the mail as sent, as the subject link does (issue 19). */
export function useOpenLogRow() {
  const [, navigate] = useLocation();
  const href = useLogHref();
  return (log: EmailLog) => navigate(href(log.id));
}

/** docs/product.md §2 E-Mail Logs: every log of the search, virtualised; a row opens its mail. */
export function EmailLogsTable({
  selection,
  ...props
}: Omit<VirtualTableProps<EmailLog>, 'label' | 'columns' | 'getKey'> & {
  /** The rows ticked for the export (issue 24). */
  selection: BulkSelection;
}) {
  const openRow = useOpenLogRow();
  const columns = withSelection(
    emailLogColumns,
    selection,
    props.rows,
    (log) => `E-Mail „${log.emailSubject}“ an ${log.customerName || `Kunde #${log.customerId}`}`,
  );
  return (
    <VirtualTable
      label="E-Mail Logs"
      columns={columns}
      isRowSelected={(log) => selection.isSelected(log.id)}
      getKey={(log) => log.id}
      minWidth="54rem"
      onRowClick={openRow}
      {...props}
    />
  );
}
