import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

interface Props {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
  /** Tailwind text colour for the icon. */
  tone?: string;
}

export function StatCard({ label, value, hint, icon: Icon, tone = 'text-primary' }: Props) {
  return (
    <Card className="gap-0 py-0">
      <CardContent className="flex items-start justify-between gap-3 p-4 sm:p-5">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
          {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
        </div>
        {Icon && <Icon className={cn('size-6 shrink-0', tone)} aria-hidden />}
      </CardContent>
    </Card>
  );
}

/** The placeholder shown while a stat card's value loads. */
export function StatCardSkeleton() {
  return (
    <Card className="gap-0 py-0" data-testid="stat-card-skeleton">
      <CardContent className="space-y-2 p-4 sm:p-5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-7 w-16" />
      </CardContent>
    </Card>
  );
}
