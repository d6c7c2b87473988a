import { formatCount } from '@common/format';
import { AlarmClock, CalendarClock } from 'lucide-react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { dangerTone } from '@/lib/tones';
import { useFollowUpCounts } from '../api/get-follow-up-counts';

function Tile({
  href,
  label,
  count,
  overdue,
}: {
  href: string;
  label: string;
  count: number;
  overdue?: boolean;
}) {
  const Icon = overdue ? AlarmClock : CalendarClock;
  const alarm = overdue && count > 0;
  return (
    <Link
      href={href}
      className="flex items-center justify-between gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="min-w-0">
        <span className="block text-sm text-muted-foreground">{label}</span>
        <span className={cn('block text-2xl font-bold tabular-nums', alarm && dangerTone.icon)}>
          {formatCount(count)}
        </span>
      </span>
      <Icon
        className={cn('hidden size-6 shrink-0 sm:block', alarm ? dangerTone.icon : 'text-primary')}
        aria-hidden
      />
    </Link>
  );
}

/**
 * 'Wiedervorlagen' on the dashboard (issue 24): overdue and due today, the company's and the signed-in
 * user's, each leading to the page 'Wiedervorlagen' with that filter.
 */
export function FollowUpStats({ companyId }: { companyId: number }) {
  const counts = useFollowUpCounts(companyId);
  const link = (due: 'overdue' | 'today', owner: 'me' | 'all') =>
    `${paths.followUps}?owner=${owner}&due=${due}&company=${companyId}`;
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-baseline justify-between gap-2">
          <span>Wiedervorlagen</span>
          <Link
            href={paths.followUps}
            className="text-sm font-normal text-primary underline-offset-2 hover:underline"
          >
            Meine Wiedervorlagen
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {counts.isError ? (
          <LoadError error={counts.error} onRetry={counts.refetch} />
        ) : !counts.data ? (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Tile href={link('overdue', 'all')} label="Überfällig" count={counts.data.overdue} overdue />
            <Tile href={link('today', 'all')} label="Heute fällig" count={counts.data.today} />
            <Tile
              href={link('overdue', 'me')}
              label="Meine: Überfällig"
              count={counts.data.mine.overdue}
              overdue
            />
            <Tile href={link('today', 'me')} label="Meine: Heute fällig" count={counts.data.mine.today} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
