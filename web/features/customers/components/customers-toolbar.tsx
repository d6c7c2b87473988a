import type { CustomerStatus } from '@common/enums';
import { formatCount } from '@common/format';
import type { ConsentState, CustomerStatusCounts } from '@common/schemas/customer';
import type { ReactNode } from 'react';
import { OptionSelect } from '@/components/option-select';
import { SearchInput } from '@/components/search-input';

export type StatusFilter = CustomerStatus | 'all';
export type ConsentFilter = ConsentState | 'all';

const consentOptions: { value: ConsentFilter; label: string }[] = [
  { value: 'all', label: 'Alle' },
  { value: 'given', label: 'Erteilt' },
  { value: 'requested', label: 'Angefragt' },
  { value: 'none', label: 'Keine' },
  { value: 'opted_out', label: 'Abgemeldet' },
];
export const consentFilters = consentOptions.map((o) => o.value);

interface Props {
  search: string;
  onSearchChange(search: string): void;
  consent: ConsentFilter;
  onConsentChange(consent: ConsentFilter): void;
  /** The consent filter's counts under the search and status. */
  counts: CustomerStatusCounts['consent'] | undefined;
  /** More filters after 'Einwilligung' (the filter 'Wiedervorlage'). */
  filters?: ReactNode;
  /** Room for page-level actions (the manual scan button of the scan feature). */
  actions?: ReactNode;
}

/** The search, the filter 'Einwilligung' and the page's actions; the status filter is the tab row below. */
export function CustomersToolbar({
  search,
  onSearchChange,
  consent,
  onConsentChange,
  counts,
  filters,
  actions,
}: Props) {
  const options = consentOptions.map((o) => ({
    value: o.value,
    label: `Einwilligung: ${o.label}${counts ? ` (${formatCount(counts[o.value])})` : ''}`,
  }));
  return (
    <div className="flex w-full flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center lg:w-auto lg:justify-end">
      <SearchInput
        className="w-full sm:flex-1 lg:w-64 lg:flex-none"
        placeholder="Suchen..."
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
      />
      <OptionSelect
        label="Einwilligung"
        value={consent}
        onChange={onConsentChange}
        options={options}
        className="sm:w-56"
      />
      {filters}
      {actions && <div className="flex gap-2">{actions}</div>}
    </div>
  );
}
