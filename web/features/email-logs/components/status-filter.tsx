import { emailLogStatusLabels } from '@common/labels';
import type { EmailLogStatusFilter } from '@common/schemas/email-log';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const options: { value: EmailLogStatusFilter; label: string }[] = [
  { value: 'all', label: 'Alle Status' },
  { value: 'sent', label: emailLogStatusLabels.sent },
  { value: 'failed', label: emailLogStatusLabels.failed },
  { value: 'pending', label: emailLogStatusLabels.pending },
];

/** The older page's status filter (spec §2: sent, failed, pending), with the log page's labels. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: EmailLogStatusFilter;
  onChange(v: EmailLogStatusFilter): void;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as EmailLogStatusFilter)}>
      <SelectTrigger className="w-full sm:w-44" aria-label="Status filtern">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
