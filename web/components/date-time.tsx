import { formatDateTime } from '@common/format';

/**
 * dd.MM.yyyy HH:mm (docs/product.md §9) for table cells: date over time in table rows, so date columns stay
 * narrow; on one line in the small-screen cards. '-' when there is no date.
 */
export function DateTime({ value }: { value: string | null | undefined }) {
  const text = formatDateTime(value);
  if (!text) return <span className="text-muted-foreground">-</span>;
  const [date, time] = text.split(' ');
  return (
    <span className="tabular-nums">
      <span className="md:block">{date}</span>{' '}
      <span className="text-muted-foreground md:block md:text-xs">{time}</span>
    </span>
  );
}
