import type { ReviewChanceFilter, ReviewSort } from '@common/schemas/review';
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

const sortOptions = [
  { value: 'detected', label: 'Neueste zuerst' },
  { value: 'chance', label: 'Höchste Löschchance zuerst' },
] as const;

/** The list's order where no header can be clicked (the cards on a phone). */
export function SortSelect({
  value,
  onChange,
  className,
}: {
  value: ReviewSort;
  onChange(value: ReviewSort): void;
  className?: string;
}) {
  return (
    <OptionSelect
      value={value}
      onChange={onChange}
      options={sortOptions}
      label="Sortierung"
      className={className ? `sm:w-56 ${className}` : 'sm:w-56'}
    />
  );
}
