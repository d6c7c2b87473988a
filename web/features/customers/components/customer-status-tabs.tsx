import { customerStatuses } from '@common/enums';
import { customerStatusLabels } from '@common/labels';
import type { CustomerStatusCounts } from '@common/schemas/customer';
import type { ReactNode } from 'react';
import { CountTabs } from '@/components/count-tabs';
import type { StatusFilter } from './customers-toolbar';

const tabs: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Alle' },
  ...customerStatuses.map((s) => ({ value: s, label: customerStatusLabels[s] })),
];

interface Props {
  value: StatusFilter;
  counts: CustomerStatusCounts | undefined;
  onChange(value: StatusFilter): void;
  children: ReactNode;
}

/** The pipeline at a glance: one tab per status with its count under the search ('Angerufen (5)'). */
export function CustomerStatusTabs({ value, counts, onChange, children }: Props) {
  return (
    <CountTabs
      tabs={tabs}
      value={value}
      count={(tab) => counts?.[tab]}
      onChange={onChange}
      panelClassName="space-y-4"
    >
      {children}
    </CountTabs>
  );
}
