import type { ReplyFilter } from '@common/schemas/reply';
import { cn } from '@/lib/cn';

export type FilterValue = ReplyFilter;

const labels: Record<FilterValue, string> = {
  all: 'Alle',
  unread: 'Ungelesen',
  replies: 'Antworten',
  bounces: 'Unzustellbar',
};

/** The inbox's filter: one of four, as pressed buttons (a short, fixed choice). */
export function ReplyFilterButtons({
  value,
  onChange,
}: {
  value: FilterValue;
  onChange(v: FilterValue): void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-1 border-0">
      <legend className="sr-only">Nachrichten filtern</legend>
      {(Object.keys(labels) as FilterValue[]).map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={value === f}
          onClick={() => onChange(f)}
          className={cn(
            'shrink-0 rounded-md border border-transparent px-3 py-1.5 text-sm whitespace-nowrap text-muted-foreground transition-colors',
            'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            'aria-pressed:border-border aria-pressed:bg-background aria-pressed:font-medium aria-pressed:text-foreground aria-pressed:shadow-xs',
          )}
        >
          {labels[f]}
        </button>
      ))}
    </fieldset>
  );
}
