import type { InvoiceKind, InvoiceStatus } from '@common/enums';
import { cancellationStatusLabel, invoiceStatusLabels } from '@common/labels';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { dangerTone } from '@/lib/tones';

// A draft plain, open blue, overdue red, paid green, cancelled grey: the removal badges' tones. A
// Stornorechnung ('correction') dashed: settled like the grey one, but not the cancelled invoice.
const variants: Record<
  InvoiceStatus | 'correction',
  { variant: 'outline' | 'secondary' | 'success' | 'info'; className?: string }
> = {
  draft: { variant: 'outline' },
  open: { variant: 'info' },
  overdue: { variant: 'outline', className: dangerTone.badge },
  paid: { variant: 'success' },
  cancelled: { variant: 'secondary' },
  correction: { variant: 'outline', className: 'border-dashed border-muted-foreground/60' },
};

/**
 * An invoice's status as shown (docs/product.md §13): 'Überfällig' for an open one past its due
 * day; a Stornorechnung ('kind' cancellation) shows 'Storno', the invoice it cancelled 'Storniert'.
 */
export function InvoiceStatusBadge({
  status,
  kind = 'invoice',
  className,
}: {
  status: InvoiceStatus;
  kind?: InvoiceKind;
  className?: string;
}) {
  const shown = kind === 'cancellation' ? 'correction' : status;
  const style = variants[shown];
  return (
    <Badge variant={style.variant} className={cn(style.className, className)}>
      {shown === 'correction' ? cancellationStatusLabel : invoiceStatusLabels[status]}
    </Badge>
  );
}
