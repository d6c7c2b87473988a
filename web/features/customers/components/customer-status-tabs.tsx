import { customerStatuses } from '@common/enums';
import { formatCount } from '@common/format';
import { customerStatusLabels } from '@common/labels';
import type { CustomerStatusCounts } from '@common/schemas/customer';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { StatusFilter } from './customers-toolbar';

const tabs: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Alle' },
  ...customerStatuses.map((s) => ({ value: s, label: customerStatusLabels[s] })),
];

/**
 * The pipeline at a glance: one tab per status with its count under the search ('Angerufen (5)').
 * Arrow keys move between the tabs; `children` (the list) is the chosen tab's panel. Every tab has
 * its panel in the page (the others empty and hidden), so each tab's aria-controls names one.
 */
export function CustomerStatusTabs({
  value,
  counts,
  onChange,
  children,
}: {
  value: StatusFilter;
  counts: CustomerStatusCounts | undefined;
  onChange(value: StatusFilter): void;
  children: ReactNode;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(v) => onChange(v as StatusFilter)} className="space-y-4">
      <Tabs.List
        aria-label="Status filtern"
        className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]"
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
            <span className="tabular-nums">({counts ? formatCount(counts[tab.value]) : '–'})</span>
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
          className="space-y-4 outline-none data-[state=inactive]:hidden"
        >
          {tab.value === value && children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
