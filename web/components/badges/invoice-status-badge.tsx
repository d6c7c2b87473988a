import type { InvoiceStatus } from '@common/enums';
import { invoiceStatusLabels } from '@common/labels';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { dangerTone } from '@/lib/tones';

// A draft plain, open blue, overdue red, paid green, cancelled grey: the removal badges' tones.
const variants: Record<
  InvoiceStatus,
  { variant: 'outline' | 'secondary' | 'success' | 'info'; className?: string }
> = {
  draft: { variant: 'outline' },
  open: { variant: 'info' },
  overdue: { variant: 'outline', className: dangerTone.badge },
  paid: { variant: 'success' },
  cancelled: { variant: 'secondary' },
};

/** An invoice's status as shown (docs/product.md §13): 'Überfällig' for an open one past its due day. */
export function InvoiceStatusBadge({ status, className }: { status: InvoiceStatus; className?: string }) {
  const style = variants[status];
  return (
    <Badge variant={style.variant} className={cn(style.className, className)}>
      {invoiceStatusLabels[status]}
    </Badge>
  );
}
