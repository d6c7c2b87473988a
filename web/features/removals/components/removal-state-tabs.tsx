import { type RemovalState, removalStates } from '@common/enums';
import { removalStateLabels } from '@common/labels';
import type { RemovalCounts } from '@common/schemas/removal';
import type { ReactNode } from 'react';
import { CountTabs } from '@/components/count-tabs';

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
  // Nine tabs: they wrap from md on rather than hide at the edge.
  return (
    <CountTabs
      tabs={tabs}
      value={value}
      count={(tab) => counts && countOf(counts, tab)}
      onChange={onChange}
      wrap
    >
      {children}
    </CountTabs>
  );
}
