import { type CustomerStatus, customerStatuses } from '@common/enums';
import { customerStatusLabels } from '@common/labels';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';

/** Badge colours of the pipeline: open (blue), in contact (yellow), won (green), lost (grey-red). */
export const customerStatusTone: Record<CustomerStatus, string> = {
  email_sent: 'border-blue-200 bg-blue-100 text-blue-800',
  called: 'border-yellow-200 bg-yellow-100 text-yellow-800',
  sold: 'border-green-200 bg-green-100 text-green-800',
  not_sold: 'border-red-200 bg-red-100 text-red-800',
};

interface Props {
  customerName: string;
  status: CustomerStatus;
  disabled?: boolean;
  onChange(status: CustomerStatus): void;
}

/** The per-row status dropdown, looking like the status badge (spec §2, §4: any status to any other). */
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
