import type { CustomerListItem } from '@common/schemas/customer';
import { type ReactNode, useState } from 'react';
import { useBulkSelection } from '@/components/bulk/use-bulk-selection';
import { Card, CardContent } from '@/components/ui/card';
import { usePermissions } from '@/lib/auth';
import { useStatusCounts } from './api/get-customer-drawer';
import { useCustomers } from './api/get-customers';
import { CustomerStatusTabs } from './components/customer-status-tabs';
import { CustomersBulkBar } from './components/customers-bulk-bar';
import { CustomersListBody } from './components/customers-list-body';
import { CustomersPager } from './components/customers-pagination';
import { CustomersPanelHeader } from './components/customers-panel-header';
import { DeleteCustomerDialog } from './components/delete-customer-dialog';
import { useCustomerMutations } from './use-customer-mutations';
import { useCustomersUrl } from './use-customers-url';

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
  const list = useCustomersUrl();
  const { url, setUrl, status, consent, followUp, sort, page, changeStatus, changeSort, setPage } = list;
  const [toDelete, setToDelete] = useState<CustomerListItem | null>(null);
  const query = useCustomers({ companyId, search: url.q, status, consent, followUp, ...sort, page });
  const counts = useStatusCounts(companyId, { search: url.q, status, consent, followUp });
  const mutations = useCustomerMutations();
  const rows = query.data ?? [];
  // Bulk work (issue 24): the ticked rows belong to one filter; pages and order keep them.
  const bulkFilter = { search: url.q || undefined, status, consent };
  const selection = useBulkSelection(JSON.stringify([companyId, bulkFilter]));
  const matching = counts.data ? (status === 'all' ? counts.data.all : counts.data[status]) : rows.length;

  const handlers = {
    canManage: manageCustomers,
    isStatusPending: mutations.isPatching,
    onStatusChange: (c: CustomerListItem, s: CustomerListItem['status']) => mutations.changeStatus(c.id, s),
    onEdit,
    onDelete: setToDelete,
    onOpen: (c: CustomerListItem) => setUrl({ customer: String(c.id) }),
    selection: { selection, loadedIds: rows.map((c) => c.id) },
  };

  return (
    <Card className="gap-4 py-4 sm:py-6">
      <CustomersPanelHeader
        companyId={companyId}
        list={list}
        counts={counts.data}
        canImport={manageCustomers}
        actions={actions}
      />
      <CardContent className="space-y-4 px-3 sm:px-6">
        <CustomerStatusTabs value={status} counts={counts.data} onChange={changeStatus}>
          <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <CustomersListBody
              query={query}
              filtered={
                Boolean(url.q) || status !== 'all' || consent !== 'all' || followUp !== 'all' || page > 0
              }
              onAdd={manageCustomers ? onAdd : undefined}
              sort={sort}
              onSort={changeSort}
              handlers={handlers}
            />
          </div>
          <CustomersPager query={query} page={page} onPageChange={setPage} />
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
