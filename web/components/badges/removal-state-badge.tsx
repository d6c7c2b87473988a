import type { RemovalState } from '@common/enums';
import { removalStateLabels } from '@common/labels';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { dangerTone } from '@/lib/tones';

// New cases plain, reported ones blue, the check at work in yellow, success green, a loss red, the end grey.
const variants: Record<
  RemovalState,
  { variant: 'outline' | 'secondary' | 'success' | 'warning' | 'info'; className?: string }
> = {
  ordered: { variant: 'outline' },
  filed: { variant: 'info' },
  appealed: { variant: 'info' },
  verifying: { variant: 'warning' },
  removed: { variant: 'success' },
  refused: { variant: 'outline', className: dangerTone.badge },
  reinstated: { variant: 'outline', className: dangerTone.badge },
  cancelled: { variant: 'secondary' },
};

/** A removal case's state in its German word (docs/product.md "Removal cases"). */
export function RemovalStateBadge({ state, className }: { state: RemovalState; className?: string }) {
  const style = variants[state];
  return (
    <Badge variant={style.variant} className={cn(style.className, className)}>
      {removalStateLabels[state]}
    </Badge>
  );
}
