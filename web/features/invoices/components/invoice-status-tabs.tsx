import { type InvoiceStatus, invoiceStatuses } from '@common/enums';
import { formatCents } from '@common/invoice-math';
import { invoiceStatusLabels } from '@common/labels';
import type { InvoiceCounts } from '@common/schemas/invoice';
import type { ReactNode } from 'react';
import { CountTabs } from '@/components/count-tabs';

export type StatusFilter = InvoiceStatus | 'all';

const tabs: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Alle' },
  ...invoiceStatuses.map((s) => ({ value: s, label: invoiceStatusLabels[s] })),
];

/** One tab per status with its count and gross sum ('Offen (3) · 1.234,56 €'); `children` is the list. */
export function InvoiceStatusTabs({
  value,
  counts,
  onChange,
  children,
}: {
  value: StatusFilter;
  counts: InvoiceCounts | undefined;
  onChange(value: StatusFilter): void;
  children: ReactNode;
}) {
  return (
    <CountTabs
      tabs={tabs}
      value={value}
      count={(tab) => counts?.[tab].count}
      detail={(tab) => (counts ? formatCents(counts[tab].grossCents) : undefined)}
      onChange={onChange}
      wrap
    >
      {children}
    </CountTabs>
  );
}
