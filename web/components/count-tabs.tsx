import { formatCount } from '@common/format';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface CountTab<T extends string> {
  value: T;
  label: string;
}

/**
 * Filter tabs with a count each ('Angerufen (5)', '–' while unknown): arrow keys move between them,
 * `children` (the list) is the chosen tab's panel. Every tab has its panel in the page (the others
 * empty and hidden), so each tab's aria-controls names one. `wrap`: many tabs wrap onto a second
 * line from md on instead of scrolling (none hidden at the edge).
 */
export function CountTabs<T extends string>({
  tabs,
  value,
  count,
  detail,
  onChange,
  wrap = false,
  panelClassName,
  children,
}: {
  tabs: CountTab<T>[];
  value: T;
  /** The tab's count, or undefined while the counts load. */
  count(tab: T): number | undefined;
  /** A second figure after the count ('1.234,56 €'), when the tabs have one. */
  detail?(tab: T): string | undefined;
  onChange(value: T): void;
  wrap?: boolean;
  panelClassName?: string;
  children: ReactNode;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(v) => onChange(v as T)} className="space-y-4">
      <Tabs.List
        aria-label="Status filtern"
        className={cn(
          '-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]',
          wrap && 'md:flex-wrap md:overflow-visible',
        )}
      >
        {tabs.map((tab) => {
          const n = count(tab.value);
          const extra = detail?.(tab.value);
          return (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className={cn(
                'shrink-0 rounded-md border border-transparent px-3 py-1.5 text-sm whitespace-nowrap text-muted-foreground transition-colors',
                'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                'data-[state=active]:border-border data-[state=active]:bg-background data-[state=active]:font-medium data-[state=active]:text-foreground data-[state=active]:shadow-xs',
              )}
            >
              {tab.label} <span className="tabular-nums">({n === undefined ? '–' : formatCount(n)})</span>
              {extra && <span className="ml-1.5 text-xs tabular-nums">· {extra}</span>}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {tabs.map((tab) => (
        // Not a Tab stop of its own: the list's rows and buttons are.
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          tabIndex={-1}
          className={cn('outline-none data-[state=inactive]:hidden', panelClassName)}
        >
          {tab.value === value && children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
