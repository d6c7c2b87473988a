import { type FollowUpDueFilter, followUpDueFilters } from '@common/schemas/follow-up';
import { CompanyFilter } from '@/components/company-filter';
import { CountTabs } from '@/components/count-tabs';
import { useOwners } from '@/components/follow-ups/follow-up-api';
import { PageHeader } from '@/components/page-header';
import { PagedListBody } from '@/components/paged-list-body';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCurrentUser } from '@/lib/auth';
import { oneOf, useUrlState } from '@/lib/use-url-state';
import { useFollowUpCounts, useFollowUps } from './api';
import { FollowUpsTable } from './components/follow-ups-table';

const tabs: { value: FollowUpDueFilter; label: string }[] = [
  { value: 'overdue', label: 'Überfällig' },
  { value: 'today', label: 'Heute fällig' },
  { value: 'upcoming', label: 'Demnächst' },
  { value: 'all', label: 'Alle' },
];

const emptyTexts: Record<FollowUpDueFilter, string> = {
  overdue: 'Nichts überfällig.',
  today: 'Heute ist nichts mehr fällig.',
  upcoming: 'Keine späteren Wiedervorlagen.',
  all: 'Keine offenen Wiedervorlagen.',
};

/** 'Meine' (the default), 'Alle Bearbeiter' or one user. */
function OwnerFilter({ value, onChange }: { value: string; onChange(owner: string): void }) {
  const owners = useOwners();
  const { user } = useCurrentUser();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger className="w-full sm:w-56" aria-label="Bearbeiter filtern">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="me">Meine Wiedervorlagen</SelectItem>
        <SelectItem value="all">Alle Bearbeiter</SelectItem>
        {/* An id from the address that the list does not (yet) hold still shows as chosen. */}
        {/^\d+$/.test(value) && !owners.data?.some((u) => String(u.id) === value) && (
          <SelectItem value={value}>{`Benutzer #${value}`}</SelectItem>
        )}
        {(owners.data ?? [])
          .filter((u) => u.id !== user?.id)
          .map((u) => (
            <SelectItem key={u.id} value={String(u.id)}>
              {u.name}
            </SelectItem>
          ))}
      </SelectContent>
    </Select>
  );
}

/**
 * 'Wiedervorlagen' (issue 24): the open follow-ups across companies, the signed-in user's first
 * ('Meine Wiedervorlagen' is the default), by due tab, owner and company, due first. 'Erledigt'
 * completes one with a click; a row opens the customer drawer.
 */
export function FollowUpsPage() {
  const [url, setUrl] = useUrlState({ owner: 'me', due: 'all', company: '0' });
  const { user } = useCurrentUser();
  const owner = /^(me|all|\d{1,10})$/.test(url.owner) ? url.owner : 'me';
  // The user's own id means 'me'.
  const ownerFilter = user && owner === String(user.id) ? 'me' : owner;
  const companyId = /^\d{1,10}$/.test(url.company) ? Number(url.company) : 0;
  const due = oneOf<FollowUpDueFilter>(url.due, followUpDueFilters, 'all');
  const filter = { companyId, owner: ownerFilter, due };
  const list = useFollowUps(filter);
  const counts = useFollowUpCounts(filter);
  const title = ownerFilter === 'me' ? 'Meine Wiedervorlagen' : 'Wiedervorlagen';
  const tabLabel = tabs.find((t) => t.value === due)?.label ?? 'Alle';

  return (
    <>
      <PageHeader title="Wiedervorlagen" subtitle="Rückrufe und Termine mit Kunden, die fälligen zuerst" />
      <Card className="gap-4">
        <CardHeader className="gap-4">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            <CardTitle>
              {title}
              {list.isSuccess && (
                <span className="ml-2 font-normal text-muted-foreground tabular-nums">
                  ({tabLabel}: {list.totalText})
                </span>
              )}
            </CardTitle>
            <div className="flex flex-col gap-2 sm:flex-row">
              <OwnerFilter value={ownerFilter} onChange={(o) => setUrl({ owner: o })} />
              <CompanyFilter value={companyId} onChange={(c) => setUrl({ company: String(c) })} />
            </div>
          </div>
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <CountTabs
            tabs={tabs}
            value={due}
            count={(tab) => counts.data?.[tab]}
            onChange={(value) => setUrl({ due: value })}
          >
            <PagedListBody list={list} loadingText="Lade Wiedervorlagen..." emptyText={emptyTexts[due]}>
              {(paged) => <FollowUpsTable {...paged} />}
            </PagedListBody>
          </CountTabs>
        </CardContent>
      </Card>
    </>
  );
}
