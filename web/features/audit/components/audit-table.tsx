import { auditActionLabels } from '@common/labels';
import type { AuditEvent } from '@common/schemas/audit';
import { Link } from 'wouter';
import { AuditChanges } from '@/components/audit/audit-changes';
import { auditEntityNames } from '@/components/audit/audit-text';
import { DateTime } from '@/components/date-time';
import { TruncatedText } from '@/components/truncated-text';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import { paths } from '@/lib/paths';

/** The customer's drawer on the customers page, while the customer still exists. */
function customerLink(e: AuditEvent) {
  if (e.entity !== 'customer' || !e.customerExists || e.entityId === null || e.companyId === null)
    return null;
  return `${paths.companyPage('customers-new', e.companyId)}?customer=${e.entityId}`;
}

function ObjectCell({ event: e }: { event: AuditEvent }) {
  const href = customerLink(e);
  const label = e.entityLabel || (e.entityId === null ? '–' : `#${e.entityId}`);
  return (
    <div className="min-w-0">
      <div className="text-xs text-muted-foreground">{auditEntityNames[e.entity]}</div>
      {href ? (
        <Link
          href={href}
          className="block truncate font-medium text-primary underline-offset-4 hover:underline max-md:whitespace-normal"
          title={`${label} öffnen`}
        >
          {label}
        </Link>
      ) : (
        <TruncatedText className="font-medium" text={label} />
      )}
      {e.companyName && e.entity !== 'company' && (
        <div className="truncate text-xs text-muted-foreground max-md:whitespace-normal">{e.companyName}</div>
      )}
    </div>
  );
}

const columns: VirtualColumn<AuditEvent>[] = [
  { id: 'at', header: 'Wann', width: '7rem', cell: (e) => <DateTime value={e.at} /> },
  {
    id: 'user',
    header: 'Wer',
    width: 'minmax(7rem, 1fr)',
    cell: (e) =>
      e.userName ? (
        <TruncatedText text={e.userName} />
      ) : (
        <span className="text-muted-foreground">System</span>
      ),
  },
  {
    id: 'action',
    header: 'Was',
    width: 'minmax(8rem, 1fr)',
    cell: (e) => (
      <span>
        {auditActionLabels[e.action]}
        {e.batchId && <span className="block text-xs text-muted-foreground">Sammeländerung</span>}
      </span>
    ),
  },
  { id: 'object', header: 'Objekt', width: 'minmax(10rem, 1.4fr)', cell: (e) => <ObjectCell event={e} /> },
  {
    id: 'changes',
    header: 'Änderungen',
    width: 'minmax(14rem, 2.6fr)',
    cell: (e) => <AuditChanges changes={e.changes} />,
  },
];

export function AuditTable(props: Omit<VirtualTableProps<AuditEvent>, 'label' | 'columns' | 'getKey'>) {
  return (
    <VirtualTable
      label="Änderungsprotokoll"
      columns={columns}
      getKey={(e) => e.id}
      minWidth="56rem"
      rowHeight={64}
      cardHeight={200}
      {...props}
    />
  );
}
