import { auditActionFilters, auditEntityFilters } from '@common/schemas/audit';
import { PageHeader } from '@/components/page-header';
import { PagedListBody } from '@/components/paged-list-body';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/auth';
import { oneOf, useUrlSearch, useUrlState } from '@/lib/use-url-state';
import { type AuditFilter, useAuditEvents } from './api/get-audit-events';
import { AuditFilters } from './components/audit-filters';
import { AuditTable } from './components/audit-table';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const idOf = (v: string) => (/^\d{1,10}$/.test(v) ? Number(v) : 0);

/**
 * 'Änderungsprotokoll' (issue 24, docs/product.md §14): who changed what and when, newest first,
 * for admins. Every filter stands in the address; a customer's name leads to its drawer.
 */
export function AuditPage() {
  const { user } = useCurrentUser();
  if (user && user.role !== 'admin') {
    return (
      <>
        <PageHeader title="Änderungsprotokoll" />
        <p className="text-muted-foreground">Das Änderungsprotokoll sehen nur Administratoren.</p>
      </>
    );
  }
  return <AuditLog />;
}

function AuditLog() {
  const [url, setUrl] = useUrlState({
    user: '',
    company: '',
    entity: 'all',
    action: 'all',
    from: '',
    to: '',
    q: '',
  });
  const filter: AuditFilter = {
    userId: idOf(url.user),
    companyId: idOf(url.company),
    entity: oneOf(url.entity, auditEntityFilters, 'all'),
    action: oneOf(url.action, auditActionFilters, 'all'),
    from: DAY.test(url.from) ? url.from : '',
    to: DAY.test(url.to) ? url.to : '',
    search: url.q,
  };
  const [search, setSearch] = useUrlSearch(url.q, (q) => setUrl({ q }, { replace: true }));
  const list = useAuditEvents(filter);
  const filtered = Object.entries(filter).some(([k, v]) =>
    k === 'entity' || k === 'action' ? v !== 'all' : !!v,
  );
  const change = (patch: Partial<AuditFilter>) =>
    setUrl(
      {
        user: patch.userId === undefined ? undefined : String(patch.userId || ''),
        company: patch.companyId === undefined ? undefined : String(patch.companyId || ''),
        entity: patch.entity,
        action: patch.action,
        from: patch.from,
        to: patch.to,
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Änderungsprotokoll"
        subtitle="Wer hat wann was geändert – Kunden, Preise, Einstellungen, Benutzer"
      />
      <Card className="gap-4">
        <CardHeader className="gap-4">
          <CardTitle>{list.isSuccess ? `Änderungen (${list.totalText})` : 'Änderungen'}</CardTitle>
          <AuditFilters filter={filter} search={search} onSearch={setSearch} onChange={change} />
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <PagedListBody
            list={list}
            loadingText="Lade Änderungsprotokoll..."
            emptyText={filtered ? 'Keine Änderungen gefunden' : 'Noch keine Änderungen protokolliert'}
          >
            {(paged) => <AuditTable {...paged} />}
          </PagedListBody>
        </CardContent>
      </Card>
    </>
  );
}
