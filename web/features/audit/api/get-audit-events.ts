import type { AuditActionFilter, AuditEntityFilter, AuditEvent } from '@common/schemas/audit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { flattenPages, pagedListOptions } from '@/components/infinite-list';
import { withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface AuditFilter {
  /** 0: every user. */
  userId: number;
  /** 0: every company. */
  companyId: number;
  entity: AuditEntityFilter;
  action: AuditActionFilter;
  /** Berlin days yyyy-MM-dd, '' for no bound. */
  from: string;
  to: string;
  search: string;
}

/** The audit log, newest first, filtered on the server (admins only). */
export function useAuditEvents(f: AuditFilter) {
  const query = useInfiniteQuery({
    // A log is read for what just happened: fetched again whenever the page opens.
    staleTime: 0,
    ...pagedListOptions<AuditEvent, readonly unknown[]>({
      queryKey: [...queryKeys.auditEvents, f],
      url: ({ limit, offset }) =>
        withQuery('/api/audit-events', {
          userId: f.userId || undefined,
          companyId: f.companyId || undefined,
          entity: f.entity === 'all' ? undefined : f.entity,
          action: f.action === 'all' ? undefined : f.action,
          from: f.from || undefined,
          to: f.to || undefined,
          search: f.search || undefined,
          limit,
          offset,
        }),
      failure: 'Das Änderungsprotokoll konnte nicht geladen werden.',
    }),
  });
  return { ...query, ...flattenPages(query.data) };
}
