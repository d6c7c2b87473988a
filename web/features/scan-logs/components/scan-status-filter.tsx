import { scanLogStatusLabels } from '@common/labels';
import type { ScanLogStatusFilter } from '@common/schemas/scan-log';
import { OptionSelect } from '@/components/option-select';

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
export function ScanStatusFilter(props: Props) {
  return <OptionSelect {...props} options={options} label="Status filtern" />;
}
