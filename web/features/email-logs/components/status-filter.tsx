import { emailLogStatusLabels } from '@common/labels';
import type { EmailLogStatusFilter } from '@common/schemas/email-log';
import { OptionSelect } from '@/components/option-select';

const options: { value: EmailLogStatusFilter; label: string }[] = [
  { value: 'all', label: 'Alle Status' },
  { value: 'sent', label: emailLogStatusLabels.sent },
  { value: 'failed', label: emailLogStatusLabels.failed },
  { value: 'pending', label: emailLogStatusLabels.pending },
];

/** The older page's status filter (docs/product.md §2: sent, failed, pending), with the log page's labels. */
export function StatusFilter(props: {
  value: EmailLogStatusFilter;
  onChange(v: EmailLogStatusFilter): void;
}) {
  return <OptionSelect {...props} options={options} label="Status filtern" />;
}
