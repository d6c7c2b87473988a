import { scanLogStatusLabels } from '@common/labels';
import { Badge } from '@/components/ui/badge';
import { dangerTone } from '@/lib/tones';

const variants = {
  success: { variant: 'success' },
  error: { variant: 'outline', className: dangerTone.badge },
  skipped: { variant: 'secondary' },
} as const;

/** docs/product.md §4: Erfolgreich, Fehler, Übersprungen; any other status is shown as it is stored. */
export function ScanLogStatusBadge({ status }: { status: string }) {
  const style = Object.hasOwn(variants, status) ? variants[status as keyof typeof variants] : null;
  if (!style) return <Badge variant="outline">{status}</Badge>;
  return (
    <Badge variant={style.variant} className={'className' in style ? style.className : undefined}>
      {scanLogStatusLabels[status]}
    </Badge>
  );
}
