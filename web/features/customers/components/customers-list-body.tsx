import type { CustomerListItem } from '@common/schemas/customer';
import { LoadError } from '@/components/load-error';
import type { CustomerSortKey } from '../api/get-customers';
import { useIsLargeScreen } from '../use-media-query';
import { CustomerCard } from './customer-card';
import type { CustomerRowHandlers } from './customer-row-handlers';
import { CustomersEmpty, CustomersSkeleton } from './customers-states';
import { CustomersTable } from './customers-table';

/** The overview's rows: a table on a large screen, cards below; or loading, its error, or empty. */
export function CustomersListBody({
  query,
  filtered,
  onAdd,
  sort,
  onSort,
  handlers,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch(): unknown;
    data?: CustomerListItem[];
  };
  /** A search, filter or later page is why it may be empty. */
  filtered: boolean;
  onAdd?(): void;
  sort: { sort: CustomerSortKey; dir: 'asc' | 'desc' };
  onSort(key: CustomerSortKey): void;
  handlers: CustomerRowHandlers;
}) {
  const large = useIsLargeScreen();
  const rows = query.data ?? [];
  if (query.isPending) return <CustomersSkeleton />;
  if (query.isError) return <LoadError error={query.error} className="py-12" onRetry={query.refetch} />;
  if (rows.length === 0) return <CustomersEmpty filtered={filtered} onAdd={onAdd} />;
  if (large) return <CustomersTable customers={rows} sort={sort} onSort={onSort} {...handlers} />;
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {rows.map((customer) => (
        <CustomerCard key={customer.id} customer={customer} {...handlers} />
      ))}
    </div>
  );
}
