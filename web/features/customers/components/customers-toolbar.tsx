import type { CustomerStatus } from '@common/enums';
import type { ReactNode } from 'react';
import { SearchInput } from '@/components/search-input';

export type StatusFilter = CustomerStatus | 'all';

interface Props {
  search: string;
  onSearchChange(search: string): void;
  /** Room for page-level actions (the manual scan button of the scan feature). */
  actions?: ReactNode;
}

/** The search and the page's actions; the status filter is the tab row below (customer-status-tabs). */
export function CustomersToolbar({ search, onSearchChange, actions }: Props) {
  return (
    <div className="flex w-full flex-col gap-2 sm:flex-row sm:items-center lg:w-auto">
      <SearchInput
        className="w-full sm:flex-1 lg:w-64 lg:flex-none"
        placeholder="Suchen..."
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
      />
      {actions && <div className="flex gap-2">{actions}</div>}
    </div>
  );
}
