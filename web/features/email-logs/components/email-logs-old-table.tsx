import type { EmailLog } from '@common/schemas/email-log';
import { VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import { emailLogColumns, useOpenLogRow } from './email-logs-table';

// The log page's columns without the customer; the older page calls the error 'Fehlermeldung'.
const columns = emailLogColumns
  .filter((column) => column.id !== 'customer')
  .map((column) => (column.id === 'error' ? { ...column, header: 'Fehlermeldung' } : column));

/** The older e-mail log page's list (docs/product.md §2: subject, status, created, sent, error message). */
export function EmailLogsOldTable(props: Omit<VirtualTableProps<EmailLog>, 'label' | 'columns' | 'getKey'>) {
  const openRow = useOpenLogRow();
  return (
    <VirtualTable
      label="E-Mail Logs"
      columns={columns}
      getKey={(log) => log.id}
      minWidth="46rem"
      onRowClick={openRow}
      {...props}
    />
  );
}
