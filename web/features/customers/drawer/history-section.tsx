import { formatDateTime } from '@common/format';
import { auditActionLabels } from '@common/labels';
import type { AuditEvent } from '@common/schemas/audit';
import { useQuery } from '@tanstack/react-query';
import { AuditChanges } from '@/components/audit/audit-changes';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { item, Section } from './activity-sections';

const DRAWER_HISTORY = 30;

/**
 * Under the customers key: a change of the customer refreshes its history with the drawer; fetched
 * again whenever the drawer opens (a colleague's change shows too).
 */
const useCustomerHistory = (customerId: number) =>
  useQuery({
    queryKey: [...queryKeys.customers, 'history', customerId],
    staleTime: 0,
    queryFn: () =>
      apiGetPage<AuditEvent>(withQuery(`/api/customers/${customerId}/history`, { limit: DRAWER_HISTORY })),
  });

/**
 * 'Änderungen' (issue 24): the customer's rows of the audit log, newest first: who changed what
 * (price, status, consent, note), follow-ups set and done, imports and bulk changes.
 */
export function HistorySection({ customerId }: { customerId: number }) {
  const history = useCustomerHistory(customerId);
  if (history.isError) return <LoadError error={history.error} onRetry={history.refetch} />;
  if (!history.data) return <Skeleton className="h-20" />;
  const { rows, total } = history.data;
  return (
    <Section
      id="drawer-history"
      title="Änderungen"
      shown={rows.length}
      total={total}
      empty="Noch keine Änderungen"
    >
      {rows.map((e) => (
        <li key={e.id} className={`${item} space-y-1`}>
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium">{auditActionLabels[e.action]}</span>
            <span className="text-muted-foreground">{e.userName ?? 'System'}</span>
            <span className="ml-auto text-xs text-muted-foreground tabular-nums">{formatDateTime(e.at)}</span>
          </div>
          {e.changes && <AuditChanges changes={e.changes} className="text-muted-foreground" />}
        </li>
      ))}
    </Section>
  );
}
