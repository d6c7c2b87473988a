import { formatCount } from '@common/format';
import { CheckCircle2, Layers, type LucideIcon, SkipForward, XCircle } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { dangerTone } from '@/lib/tones';
import { useScanLogSummary } from '../api/get-scan-log-summary';

const counters: {
  key: 'success' | 'error' | 'skipped' | 'total';
  label: string;
  icon: LucideIcon;
  tone: string;
}[] = [
  { key: 'success', label: 'Erfolgreich', icon: CheckCircle2, tone: 'text-green-600 dark:text-green-400' },
  { key: 'error', label: 'Fehler', icon: XCircle, tone: dangerTone.icon },
  { key: 'skipped', label: 'Übersprungen', icon: SkipForward, tone: 'text-yellow-600 dark:text-yellow-400' },
  { key: 'total', label: 'Gesamt', icon: Layers, tone: 'text-primary' },
];

/**
 * docs/product.md §2: Erfolgreich, Fehler, Übersprungen, Gesamt over all scan logs. Compact (icon beside the
 * label, not in a corner) so two fit side by side on a phone.
 */
export function ScanLogCounters({ companyId = 0 }: { companyId?: number }) {
  const { data, isPending } = useScanLogSummary(companyId);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {counters.map(({ key, label, icon: Icon, tone }) => (
        <Card key={key} className="gap-1 px-3 py-3 sm:px-5 sm:py-4" data-testid={`scan-counter-${key}`}>
          <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground sm:text-sm">
            <Icon className={cn('size-4 shrink-0', tone)} aria-hidden />
            <span className="truncate">{label}</span>
          </p>
          {isPending ? (
            <Skeleton className="h-7 w-16" />
          ) : (
            // A failed summary shows zeros; the list below shows the fetch failure.
            <p className="text-2xl font-bold tabular-nums">{formatCount(data?.[key] ?? 0)}</p>
          )}
        </Card>
      ))}
    </div>
  );
}
