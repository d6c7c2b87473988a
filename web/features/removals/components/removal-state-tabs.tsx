import { type RemovalState, removalStates } from '@common/enums';
import { formatCount } from '@common/format';
import { removalStateLabels } from '@common/labels';
import type { RemovalCounts } from '@common/schemas/removal';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type StateFilter = RemovalState | 'all';

const tabs: { value: StateFilter; label: string }[] = [
  { value: 'all', label: 'Alle' },
  ...removalStates.map((s) => ({ value: s, label: removalStateLabels[s] })),
];

const countOf = (counts: RemovalCounts, tab: StateFilter) =>
  tab === 'all' ? Object.values(counts.byState).reduce((sum, n) => sum + n, 0) : (counts.byState[tab] ?? 0);

/**
 * One tab per state with its count under the search ('Gemeldet (5)'), as the customer list's status
 * tabs: arrow keys move, `children` (the list) is the chosen tab's panel.
 */
export function RemovalStateTabs({
  value,
  counts,
  onChange,
  children,
}: {
  value: StateFilter;
  counts: RemovalCounts | undefined;
  onChange(value: StateFilter): void;
  children: ReactNode;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(v) => onChange(v as StateFilter)} className="space-y-4">
      <Tabs.List
        aria-label="Status filtern"
        // Nine tabs: a row that scrolls on a phone, wrapped lines from md on (none hidden at the edge).
        className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin] md:flex-wrap md:overflow-visible"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              'shrink-0 rounded-md border border-transparent px-3 py-1.5 text-sm whitespace-nowrap text-muted-foreground transition-colors',
              'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              'data-[state=active]:border-border data-[state=active]:bg-background data-[state=active]:font-medium data-[state=active]:text-foreground data-[state=active]:shadow-xs',
            )}
          >
            {tab.label}{' '}
            <span className="tabular-nums">({counts ? formatCount(countOf(counts, tab.value)) : '–'})</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        // Not a Tab stop of its own: the list's rows and buttons are.
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          tabIndex={-1}
          className="outline-none data-[state=inactive]:hidden"
        >
          {tab.value === value && children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
