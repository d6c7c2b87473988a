import { type CustomerStatus, customerStatuses } from '@common/enums';
import { customerStatusLabels } from '@common/labels';
import type { ReactNode } from 'react';
import { SearchInput } from '@/components/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export type StatusFilter = CustomerStatus | 'all';

interface Props {
  search: string;
  onSearchChange(search: string): void;
  status: StatusFilter;
  onStatusChange(status: StatusFilter): void;
  /** Room for page-level actions (the manual scan button of the scan feature). */
  actions?: ReactNode;
}

export function CustomersToolbar({ search, onSearchChange, status, onStatusChange, actions }: Props) {
  return (
    <div className="flex w-full flex-col gap-2 sm:flex-row sm:items-center lg:w-auto">
      <SearchInput
        className="w-full sm:flex-1 lg:w-64 lg:flex-none"
        placeholder="Suchen..."
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
      />
      <div className="flex gap-2">
        <Select value={status} onValueChange={(v) => onStatusChange(v as StatusFilter)}>
          <SelectTrigger aria-label="Status filtern" className="w-full sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">Alle</SelectItem>
            {customerStatuses.map((s) => (
              <SelectItem key={s} value={s}>
                {customerStatusLabels[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {actions}
      </div>
    </div>
  );
}
