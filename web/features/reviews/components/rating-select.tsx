import type { ReviewRatingFilter } from '@common/schemas/review';
import { OptionSelect } from '@/components/option-select';

const starOptions = [
  { value: '1', label: '1 Stern' },
  { value: '2', label: '2 Sterne' },
  { value: '3', label: '3 Sterne' },
  { value: '4', label: '4 Sterne' },
  { value: '5', label: '5 Sterne' },
] as const;

/** The new page also filters by kind (docs/product.md §2: all, negative 1-3, positive 4-5, or a single star). */
const withKinds = [
  { value: 'all', label: 'Alle Bewertungen' },
  { value: 'negative', label: 'Negativ (1-3)' },
  { value: 'positive', label: 'Positiv (4-5)' },
  ...starOptions,
] as const;
const starsOnly = [{ value: 'all', label: 'Alle Sterne' }, ...starOptions] as const;

interface Props {
  value: ReviewRatingFilter;
  onChange(value: ReviewRatingFilter): void;
  /** The old page filters by stars only. */
  kinds?: boolean;
}

export function RatingSelect({ value, onChange, kinds = true }: Props) {
  return (
    <OptionSelect
      value={value}
      onChange={onChange}
      options={kinds ? withKinds : starsOnly}
      label="Bewertung filtern"
      className="sm:w-48"
    />
  );
}
