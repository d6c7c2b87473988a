import { formatCount } from '@common/format';
import type { RemovalSort } from '@common/schemas/removal';
import { Clock } from 'lucide-react';
import { OptionSelect } from '@/components/option-select';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const sortOptions = [
  { value: 'newest', label: 'Neueste zuerst' },
  { value: 'oldest', label: 'Älteste zuerst' },
  { value: 'deadline', label: 'Nächste Frist' },
] as const satisfies readonly { value: RemovalSort; label: string }[];

export interface RemovalsToolbarValue {
  search: string;
  due: boolean;
  sort: RemovalSort;
}

/** Search, the 'Fällig' filter with its count, and the order of the list. */
export function RemovalsToolbar({
  value,
  dueCount,
  onChange,
}: {
  value: RemovalsToolbarValue;
  /** Cases due today or overdue under the search; undefined while counting. */
  dueCount: number | undefined;
  onChange(patch: Partial<RemovalsToolbarValue>): void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchInput
        className="w-full sm:max-w-sm sm:flex-1"
        placeholder="Suche nach Kunde, Benutzer oder Text..."
        value={value.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          aria-pressed={value.due}
          className={cn(
            'shrink-0',
            value.due &&
              'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
          )}
          onClick={() => onChange({ due: !value.due })}
        >
          <Clock aria-hidden />
          Fällig{' '}
          <span className="tabular-nums">({dueCount === undefined ? '–' : formatCount(dueCount)})</span>
        </Button>
        <OptionSelect
          value={value.sort}
          onChange={(sort) => onChange({ sort })}
          options={sortOptions}
          label="Sortierung"
          className="min-w-40 flex-1 sm:w-44 sm:flex-none"
        />
      </div>
    </div>
  );
}
