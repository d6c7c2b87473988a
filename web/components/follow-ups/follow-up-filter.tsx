import type { CustomerFollowUpFilter } from '@common/schemas/follow-up';
import { OptionSelect } from '@/components/option-select';

export type FollowUpListFilter = CustomerFollowUpFilter | 'all';

const options: { value: FollowUpListFilter; label: string }[] = [
  { value: 'all', label: 'Wiedervorlage: Alle' },
  { value: 'overdue', label: 'Wiedervorlage: Überfällig' },
  { value: 'today', label: 'Wiedervorlage: Heute fällig' },
  { value: 'open', label: 'Wiedervorlage: Alle offenen' },
];
export const followUpListFilters = options.map((o) => o.value);

/** The customer list's filter 'Wiedervorlage' (issue 24). */
export function FollowUpListFilterSelect({
  value,
  onChange,
}: {
  value: FollowUpListFilter;
  onChange(value: FollowUpListFilter): void;
}) {
  return (
    <OptionSelect
      label="Wiedervorlage"
      value={value}
      onChange={onChange}
      options={options}
      className="sm:w-64"
    />
  );
}
