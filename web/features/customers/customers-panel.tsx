import type { CustomerListItem } from '@common/schemas/customer';
import { type ReactNode, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { usePermissions } from '@/lib/auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type CustomerSortKey, useCustomers } from './api/get-customers';
import { CustomerCard } from './components/customer-card';
import { CustomersPagination } from './components/customers-pagination';
import { CustomersEmpty, CustomersSkeleton } from './components/customers-states';
import { CustomersTable } from './components/customers-table';
import { CustomersToolbar, type StatusFilter } from './components/customers-toolbar';
import { DeleteCustomerDialog } from './components/delete-customer-dialog';
import { nextSort, type SortState } from './components/sortable-head';
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
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<SortState>({ sort: 'name', dir: 'asc' });
  const [page, setPage] = useState(0);
  const [toDelete, setToDelete] = useState<CustomerListItem | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const query = useCustomers({ companyId, search: debouncedSearch, status, ...sort, page });
  const mutations = useCustomerMutations();
  const rows = query.data ?? [];

  // Any change of what is shown starts again at the first page.
  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(0);
  };
  const changeStatus = (value: StatusFilter) => {
    setStatus(value);
    setPage(0);
  };
  const changeSort = (key: CustomerSortKey) => {
    setSort((s) => nextSort(s, key));
    setPage(0);
  };

  const handlers = {
    canManage: manageCustomers,
    isStatusPending: mutations.isPatching,
    onStatusChange: (c: CustomerListItem, s: CustomerListItem['status']) => mutations.changeStatus(c.id, s),
    onEdit,
    onDelete: setToDelete,
  };

  const body = query.isPending ? (
    <CustomersSkeleton />
  ) : query.isError ? (
    <LoadError error={query.error} className="py-12" onRetry={query.refetch} />
  ) : rows.length === 0 ? (
    <CustomersEmpty
      filtered={Boolean(debouncedSearch) || status !== 'all' || page > 0}
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
          onSearchChange={changeSearch}
          status={status}
          onStatusChange={changeStatus}
          actions={actions}
        />
      </CardHeader>
      <CardContent className="space-y-4 px-3 sm:px-6">
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>{body}</div>
        {!query.isPending && !query.isError && (rows.length > 0 || page > 0) && (
          <CustomersPagination
            page={page}
            count={rows.length}
            busy={query.isPlaceholderData}
            onPageChange={setPage}
          />
        )}
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
