import { berlinDay } from '@common/calendar-days';
import { removalStates } from '@common/enums';
import { removalSorts } from '@common/schemas/removal';
import { useState } from 'react';
import type { PageProps } from '@/app/page-props';
import { PageHeader } from '@/components/page-header';
import { PagedListBody } from '@/components/paged-list-body';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { usePermissions } from '@/lib/auth';
import { useCompany } from '@/lib/companies';
import { oneOf, useUrlSearch, useUrlState } from '@/lib/use-url-state';
import { useRemovalCounts, useRemovals } from './api/get-removals';
import { CheckNowButton } from './components/check-now-button';
import { RemovalStateTabs, type StateFilter } from './components/removal-state-tabs';
import { RemovalsTable } from './components/removals-table';
import { RemovalsToolbar, type RemovalsToolbarValue } from './components/removals-toolbar';
import { SuccessRatesCard } from './components/success-rates-card';
import { TransitionDialog, type TransitionTarget } from './components/transition-dialog';
import { RemovalSheetHost } from './detail/removal-sheet-host';

/**
 * 'Löschaufträge' (docs/product.md "Removal cases"): the company's cases by state, due or not,
 * searched, sorted and paged on the server. Filters and the open case (`?removal=`) live in the
 * address. Managers and admins move cases and start the check; everyone reads and adds notes.
 */
export function RemovalsPage({ companyId }: PageProps) {
  // The server's rule for moving cases and starting checks: admins and managers, as for customers.
  const { manageCustomers: canMove } = usePermissions();
  const [url, setUrl] = useUrlState({ state: 'all', due: '', q: '', sort: 'newest' });
  const [searchText, setSearchText] = useUrlSearch(url.q, (q) => setUrl({ q }, { replace: true }));
  const filter = {
    companyId,
    state: oneOf<StateFilter>(url.state, ['all', ...removalStates], 'all'),
    due: url.due === '1',
    search: url.q,
    sort: oneOf(url.sort, removalSorts, 'newest'),
  };
  const list = useRemovals(filter);
  const counts = useRemovalCounts(companyId, url.q);
  const [target, setTarget] = useState<TransitionTarget | null>(null);
  const { data: company, isPending: companyPending } = useCompany(companyId);
  const companyName = company?.name ?? (companyPending ? '…' : `Firma #${companyId}`);
  const today = berlinDay(new Date());

  const changeFilter = (patch: Partial<RemovalsToolbarValue>) => {
    if (patch.search !== undefined) setSearchText(patch.search);
    if (patch.due !== undefined || patch.sort !== undefined)
      setUrl({ due: patch.due === undefined ? undefined : patch.due ? '1' : '', sort: patch.sort });
  };

  const filtered = filter.search !== '' || filter.state !== 'all' || filter.due;
  const heading = filter.due ? 'Fällige Löschaufträge' : 'Löschaufträge';
  return (
    <>
      <PageHeader
        title="Löschaufträge"
        subtitle={`Beauftragte Löschungen für ${companyName}`}
        actions={canMove ? <CheckNowButton companyId={companyId} /> : undefined}
      />
      <Card className="gap-4">
        <CardHeader className="gap-4">
          <CardTitle>{list.isSuccess ? `${heading} (${list.totalText})` : heading}</CardTitle>
          <RemovalsToolbar
            value={{ search: searchText, due: filter.due, sort: filter.sort }}
            dueCount={counts.data?.due}
            onChange={changeFilter}
          />
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <RemovalStateTabs value={filter.state} counts={counts.data} onChange={(state) => setUrl({ state })}>
            <PagedListBody
              list={list}
              loadingText="Lade Löschaufträge..."
              emptyText={filtered ? 'Keine Löschaufträge gefunden' : 'Noch keine Löschaufträge vorhanden'}
            >
              {(paged) => (
                <RemovalsTable
                  {...paged}
                  today={today}
                  onAction={canMove ? (removal, action) => setTarget({ removal, action }) : undefined}
                />
              )}
            </PagedListBody>
          </RemovalStateTabs>
        </CardContent>
      </Card>
      <SuccessRatesCard companyId={companyId} />
      <RemovalSheetHost onAction={canMove ? setTarget : undefined} />
      <TransitionDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
