import { customerStatuses } from '@common/enums';
import type { CustomerListItem } from '@common/schemas/customer';
import { type ReactNode, useState } from 'react';
import { useBulkSelection } from '@/components/bulk/use-bulk-selection';
import { CsvMenu } from '@/components/csv/csv-menu';
import {
  type FollowUpListFilter,
  FollowUpListFilterSelect,
  followUpListFilters,
} from '@/components/follow-ups/follow-up-filter';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { withQuery } from '@/lib/api-client';
import { usePermissions } from '@/lib/auth';
import { oneOf, pageIndex, useUrlSearch, useUrlState } from '@/lib/use-url-state';
import { useStatusCounts } from './api/get-customer-drawer';
import { type CustomerSortKey, useCustomers } from './api/get-customers';
import { CustomerCard } from './components/customer-card';
import { CustomerStatusTabs } from './components/customer-status-tabs';
import { CustomersBulkBar } from './components/customers-bulk-bar';
import { CustomersPagination } from './components/customers-pagination';
import { CustomersEmpty, CustomersSkeleton } from './components/customers-states';
import { CustomersTable } from './components/customers-table';
import {
  type ConsentFilter,
  CustomersToolbar,
  consentFilters,
  type StatusFilter,
} from './components/customers-toolbar';
import { DeleteCustomerDialog } from './components/delete-customer-dialog';
import { nextSort } from './components/sortable-head';
import { useCustomerMutations } from './use-customer-mutations';
import { useIsLargeScreen } from './use-media-query';

interface Props {
  companyId: number;
  onEdit(customer: CustomerListItem): void;
  /** Opens the new-customer modal from the empty state. */
  onAdd(): void;
  /** Extra toolbar buttons (e.g. the manual scan). */
  actions?: ReactNode;
}

/** 'Kunden Übersicht' (docs/product.md §2): server-side search, filter, sort and pages of 100. */
export function CustomersPanel({ companyId, onEdit, onAdd, actions }: Props) {
  const { manageCustomers } = usePermissions();
  const large = useIsLargeScreen();
  // Search, status, sort, page and the open customer live in the address (docs/product.md, "The customer drawer").
  const [url, setUrl] = useUrlState({
    q: '',
    status: 'all',
    consent: 'all',
    followUp: 'all',
    sort: 'name',
    dir: 'asc',
    page: '',
    customer: '',
  });
  const status = oneOf<StatusFilter>(url.status, ['all', ...customerStatuses], 'all');
  const consent = oneOf<ConsentFilter>(url.consent, consentFilters, 'all');
  const followUp = oneOf<FollowUpListFilter>(url.followUp, followUpListFilters, 'all');
  const sort = {
    sort: oneOf<CustomerSortKey>(url.sort, ['name', 'lastEmail', 'lastReview', 'price'], 'name'),
    dir: oneOf(url.dir, ['asc', 'desc'] as const, 'asc'),
  };
  const page = pageIndex(url.page);
  const [search, setSearch] = useUrlSearch(url.q, (q) => setUrl({ q, page: '' }, { replace: true }));
  const [toDelete, setToDelete] = useState<CustomerListItem | null>(null);
  const query = useCustomers({ companyId, search: url.q, status, consent, followUp, ...sort, page });
  const counts = useStatusCounts(companyId, { search: url.q, status, consent, followUp });
  const mutations = useCustomerMutations();
  const rows = query.data ?? [];
  // Bulk work (issue 24): the ticked rows belong to one filter; pages and order keep them.
  const bulkFilter = { search: url.q || undefined, status, consent };
  const selection = useBulkSelection(JSON.stringify([companyId, bulkFilter]));
  const matching = counts.data ? (status === 'all' ? counts.data.all : counts.data[status]) : rows.length;

  // Any change of what is shown starts again at the first page.
  const changeStatus = (value: StatusFilter) => setUrl({ status: value, page: '' });
  const changeConsent = (value: ConsentFilter) => setUrl({ consent: value, page: '' });
  const changeSort = (key: CustomerSortKey) => {
    const next = nextSort(sort, key);
    setUrl({ sort: next.sort, dir: next.dir, page: '' });
  };
  const setPage = (next: number) => setUrl({ page: String(next + 1) });

  const handlers = {
    canManage: manageCustomers,
    isStatusPending: mutations.isPatching,
    onStatusChange: (c: CustomerListItem, s: CustomerListItem['status']) => mutations.changeStatus(c.id, s),
    onEdit,
    onDelete: setToDelete,
    onOpen: (c: CustomerListItem) => setUrl({ customer: String(c.id) }),
    selection: { selection, loadedIds: rows.map((c) => c.id) },
  };

  const body = query.isPending ? (
    <CustomersSkeleton />
  ) : query.isError ? (
    <LoadError error={query.error} className="py-12" onRetry={query.refetch} />
  ) : rows.length === 0 ? (
    <CustomersEmpty
      filtered={Boolean(url.q) || status !== 'all' || consent !== 'all' || followUp !== 'all' || page > 0}
      onAdd={manageCustomers ? onAdd : undefined}
    />
  ) : large ? (
    <CustomersTable customers={rows} sort={sort} onSort={changeSort} {...handlers} />
  ) : (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {rows.map((customer) => (
        <CustomerCard key={customer.id} customer={customer} {...handlers} />
      ))}
    </div>
  );

  return (
    <Card className="gap-4 py-4 sm:py-6">
      <CardHeader className="flex flex-col gap-3 px-3 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <h1 className="text-xl font-semibold tracking-tight">Kunden Übersicht</h1>
        <CustomersToolbar
          search={search}
          onSearchChange={setSearch}
          consent={consent}
          onConsentChange={changeConsent}
          counts={counts.data?.consent}
          filters={
            <FollowUpListFilterSelect value={followUp} onChange={(v) => setUrl({ followUp: v, page: '' })} />
          }
          actions={
            <>
              {actions}
              <CsvMenu
                companyId={companyId}
                canImport={manageCustomers}
                exportHref={withQuery('/api/customers/export.csv', {
                  companyId,
                  search: url.q,
                  status,
                  consent,
                  followUp,
                })}
              />
            </>
          }
        />
      </CardHeader>
      <CardContent className="space-y-4 px-3 sm:px-6">
        <CustomerStatusTabs value={status} counts={counts.data} onChange={changeStatus}>
          <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>{body}</div>
          {!query.isPending && !query.isError && (rows.length > 0 || page > 0) && (
            <CustomersPagination
              page={page}
              count={rows.length}
              busy={query.isPlaceholderData}
              onPageChange={setPage}
            />
          )}
        </CustomerStatusTabs>
        <CustomersBulkBar
          companyId={companyId}
          filter={bulkFilter}
          total={matching}
          selection={selection}
          canManage={manageCustomers}
        />
      </CardContent>
      <DeleteCustomerDialog
        customer={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={(customer) => {
          setToDelete(null);
          mutations.deleteCustomer(customer.id);
        }}
      />
    </Card>
  );
}
