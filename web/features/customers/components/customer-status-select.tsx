import { type CustomerStatus, customerStatuses } from '@common/enums';
import { customerStatusLabels } from '@common/labels';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { customerStatusTone } from '@/lib/customer-status';

interface Props {
  customerName: string;
  status: CustomerStatus;
  disabled?: boolean;
  onChange(status: CustomerStatus): void;
}

/** The per-row status dropdown, looking like the status badge (docs/product.md §2, §4: any status to any other). */
export function CustomerStatusSelect({ customerName, status, disabled, onChange }: Props) {
  return (
    <Select
      value={status}
      onValueChange={(v) => v !== status && onChange(v as CustomerStatus)}
      disabled={disabled}
    >
      <SelectTrigger
        size="sm"
        aria-label={`Status von ${customerName}`}
        className={cn(
          'h-7 rounded-full px-2.5 text-xs font-medium shadow-none [&_svg]:!text-current',
          customerStatusTone[status],
        )}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {customerStatuses.map((s) => (
          <SelectItem key={s} value={s}>
            {customerStatusLabels[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
