import type { Customer } from '@common/schemas/customer';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { usePermissions } from '@/lib/auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCustomers } from './api/get-customers';
import { CustomersPager } from './components/customers-pagination';
import { CustomersEmpty, CustomersSkeleton } from './components/customers-states';
import { OldCustomerCards, OldCustomersTable } from './components/old-customers-table';
import { useCustomerFormDialog } from './components/use-customer-form-dialog';
import { useCustomerMutations } from './use-customer-mutations';
import { useIsLargeScreen } from './use-media-query';

/** /customers/{companyId}, the earlier customer page: activity badges and (de)activation. */
export function CustomersOldPage({ companyId }: { companyId: number }) {
  const { manageCustomers } = usePermissions();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const customerDialog = useCustomerFormDialog(companyId);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const query = useCustomers({
    companyId,
    search: debouncedSearch,
    status: 'all',
    consent: 'all',
    sort: 'name',
    dir: 'asc',
    page,
  });
  const mutations = useCustomerMutations();
  const large = useIsLargeScreen();
  const List = large ? OldCustomersTable : OldCustomerCards;
  const rows = query.data ?? [];

  // docs/product.md §5 asks before deleting; in the app's dialog, not the browser's (issue 19).
  const [toDelete, setToDelete] = useState<Customer | null>(null);

  return (
    <>
      <PageHeader title="Kunden" subtitle="Kundenliste mit Bewertungsstatus" />
      <Card className="gap-4 py-4 sm:py-6">
        <CardHeader className="flex flex-col gap-3 px-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <CardTitle>Alle Kunden</CardTitle>
          <SearchInput
            className="w-full sm:w-72"
            placeholder="Suchen..."
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
          />
        </CardHeader>
        <CardContent className="space-y-4 px-3 sm:px-6">
          {query.isPending ? (
            <CustomersSkeleton />
          ) : query.isError ? (
            <LoadError error={query.error} className="py-12" onRetry={query.refetch} />
          ) : rows.length === 0 ? (
            <CustomersEmpty
              filtered={Boolean(debouncedSearch) || page > 0}
              onAdd={manageCustomers ? () => customerDialog.edit(null) : undefined}
            />
          ) : (
            <List
              customers={rows}
              canManage={manageCustomers}
              isPending={mutations.isPatching}
              onEdit={customerDialog.edit}
              onDelete={setToDelete}
              onToggleActive={(customer) => mutations.setActive(customer.id, !customer.isActive)}
            />
          )}
          <CustomersPager query={query} page={page} onPageChange={setPage} />
        </CardContent>
      </Card>
      <ConfirmDialog
        open={toDelete !== null}
        title="Kunde löschen"
        description="Sind Sie sicher, dass Sie diesen Kunden löschen möchten?"
        confirmLabel="Löschen"
        destructive
        onConfirm={() => {
          if (toDelete) mutations.deleteCustomer(toDelete.id);
          setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      />
      {customerDialog.element}
    </>
  );
}
