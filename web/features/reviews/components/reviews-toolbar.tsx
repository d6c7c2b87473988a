import { Archive, Inbox } from 'lucide-react';
import { DatePicker, todayIso } from '@/components/date-picker';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ReviewFilter } from '../api/get-reviews';
import { ChanceSelect, SortSelect } from './chance-select';
import { RatingSelect } from './rating-select';

/** The list's filter but the company, which the page's URL names. */
export type ReviewsToolbarValue = Omit<ReviewFilter, 'companyId'>;

interface Props {
  value: ReviewsToolbarValue;
  onChange(patch: Partial<ReviewsToolbarValue>): void;
}

/** Active/archive toggle, search, date-from and rating filter of the new reviews page. */
export function ReviewsToolbar({ value, onChange }: Props) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <fieldset className="inline-flex w-fit rounded-md border p-0.5" aria-label="Ansicht">
        {[
          { archived: false, label: 'Aktiv', icon: Inbox },
          { archived: true, label: 'Archiv', icon: Archive },
        ].map(({ archived, label, icon: Icon }) => (
          <Button
            key={label}
            type="button"
            size="sm"
            variant="ghost"
            aria-pressed={value.archived === archived}
            className={cn(
              value.archived === archived &&
                'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
            )}
            onClick={() => onChange({ archived })}
          >
            <Icon aria-hidden />
            {label}
          </Button>
        ))}
      </fieldset>
      <SearchInput
        className="w-full lg:max-w-sm lg:flex-1"
        placeholder="Suche nach Benutzer, Text oder Kunde..."
        value={value.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <DatePicker
          label="Ab Datum"
          value={value.from}
          max={todayIso()}
          onChange={(from) => onChange({ from })}
        />
        <RatingSelect value={value.rating} onChange={(rating) => onChange({ rating })} />
        <ChanceSelect value={value.chance} onChange={(chance) => onChange({ chance })} />
        {/* On a phone the list is cards without headers: the order is chosen here. */}
        <SortSelect value={value.sort} onChange={(sort) => onChange({ sort })} className="md:hidden" />
      </div>
    </div>
  );
}
