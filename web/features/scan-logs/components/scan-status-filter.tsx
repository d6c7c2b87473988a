import { scanLogStatusLabels } from '@common/labels';
import type { ScanLogStatusFilter } from '@common/schemas/scan-log';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const options: { value: ScanLogStatusFilter; label: string }[] = [
  { value: 'all', label: 'Alle Status' },
  { value: 'success', label: scanLogStatusLabels.success },
  { value: 'error', label: scanLogStatusLabels.error },
  { value: 'skipped', label: scanLogStatusLabels.skipped },
];

interface Props {
  value: ScanLogStatusFilter;
  onChange(value: ScanLogStatusFilter): void;
}

/** Narrows the list to one outcome: with thousands of scans a day, errors are what operators look for. */
export function ScanStatusFilter({ value, onChange }: Props) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as ScanLogStatusFilter)}>
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
