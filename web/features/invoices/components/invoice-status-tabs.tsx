import { type InvoiceStatus, invoiceStatuses } from '@common/enums';
import { formatCents } from '@common/invoice-math';
import { invoiceStatusLabels } from '@common/labels';
import type { InvoiceCounts } from '@common/schemas/invoice';
import type { BillableSummary } from '@common/schemas/invoice-billable';
import type { ReactNode } from 'react';
import { CountTabs } from '@/components/count-tabs';

/** 'billable' ('Abrechenbar', issue 34): customers whose verified removals wait for a draft. */
export type StatusFilter = InvoiceStatus | 'all' | 'billable';

const tabs: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Alle' },
  ...invoiceStatuses.map((s) => ({ value: s, label: invoiceStatusLabels[s] })),
  { value: 'billable', label: 'Abrechenbar' },
];

/**
 * One tab per status with its count and gross sum ('Offen (3) · 1.234,56 €'), and 'Abrechenbar'
 * with its customers and net sum; `children` is the list.
 */
export function InvoiceStatusTabs({
  value,
  counts,
  billable,
  onChange,
  children,
}: {
  value: StatusFilter;
  counts: InvoiceCounts | undefined;
  billable: BillableSummary | undefined;
  onChange(value: StatusFilter): void;
  children: ReactNode;
}) {
  return (
    <CountTabs
      tabs={tabs}
      value={value}
      count={(tab) => (tab === 'billable' ? billable?.customers : counts?.[tab].count)}
      detail={(tab) => {
        if (tab === 'billable') return billable ? `${formatCents(billable.netCents)} netto` : undefined;
        return counts ? formatCents(counts[tab].grossCents) : undefined;
      }}
      onChange={onChange}
      wrap
    >
      {children}
    </CountTabs>
  );
}
