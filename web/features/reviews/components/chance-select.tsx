import type { ReviewChanceFilter } from '@common/schemas/review';
import { OptionSelect } from '@/components/option-select';

const options = [
  { value: 'all', label: 'Jede Löschchance' },
  { value: 'high', label: 'Löschchance hoch' },
  { value: 'medium', label: 'Löschchance mittel' },
  { value: 'low', label: 'Löschchance gering' },
] as const;

/** The Löschchance filter (decision 067): only 1–3 star reviews have one. */
export function ChanceSelect({
  value,
  onChange,
}: {
  value: ReviewChanceFilter;
  onChange(value: ReviewChanceFilter): void;
}) {
  return (
    <OptionSelect
      value={value}
      onChange={onChange}
      options={options}
      label="Löschchance filtern"
      className="sm:w-48"
    />
  );
}
