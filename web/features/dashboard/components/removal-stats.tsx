import { REMOVAL_CHART_WEEKS } from '@common/constants';
import { formatCount, formatEuro } from '@common/format';
import type { RemovalStats as Stats } from '@common/schemas/dashboard';
import { AlarmClock, BadgeCheck, Euro, Percent } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { StatCard } from '@/components/stat-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { WhenVisible } from '@/components/when-visible';
import { paths } from '@/lib/paths';
import { useRemovalStats } from '../api/get-removal-stats';
import { InvoiceStatCards } from './invoice-stat-cards';

// recharts loads with the chart only, once it comes near the viewport (see activity-chart-card.tsx).
const RemovalsChart = lazy(() => import('./removals-chart'));

const chartPlaceholder = <Skeleton className="h-[220px] w-full" />;

// Not StatCardSkeleton: the spec's 'four placeholders while loading' stay four.
const cardPlaceholder = (
  <Card className="gap-0 py-0" data-testid="removal-stat-skeleton">
    <CardContent className="space-y-2 p-4 sm:p-5">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-7 w-16" />
    </CardContent>
  </Card>
);

/** Removed ÷ decided (removed + refused) as '67 %'; '–' while nothing is decided. */
function successRate(s: Pick<Stats, 'removed' | 'refused'>) {
  const decided = s.removed + s.refused;
  return decided === 0 ? '–' : `${Math.round((s.removed / decided) * 100)} %`;
}

function Cards({ stats: s, companyId }: { stats: Stats; companyId: number }) {
  const removalsPage = paths.companyPage('removals-new', companyId);
  return (
    <>
      <StatCard
        label="Entfernt (Monat)"
        value={formatCount(s.removedThisMonth)}
        hint="Diesen Monat nachweislich entfernt"
        icon={BadgeCheck}
        tone="text-green-600 dark:text-green-400"
      />
      <StatCard
        label="Erfolgsquote"
        value={successRate(s)}
        hint={`${formatCount(s.removed)} entfernt, ${formatCount(s.refused)} abgelehnt`}
        icon={Percent}
      />
      <StatCard
        label="Verdient"
        value={formatEuro(s.earned)}
        hint="Entfernte Bewertungen × ihr Preis"
        icon={Euro}
        tone="text-emerald-600 dark:text-emerald-400"
      />
      <Link
        href={`${removalsPage}?due=true`}
        className="block rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&>div]:h-full [&>div]:transition-colors [&>div]:hover:bg-muted/50 hover:[&_span]:underline"
      >
        <StatCard
          label="Fällig"
          value={formatCount(s.due)}
          hint={
            <>
              <span className="block">Heute fällig oder überfällig</span>
              <span className="text-primary underline-offset-2">Anzeigen</span>
            </>
          }
          icon={AlarmClock}
          tone={s.due > 0 ? 'text-red-600 dark:text-red-400' : 'text-muted-foreground'}
        />
      </Link>
    </>
  );
}

/**
 * The dashboard's 'Löschaufträge' (docs/product.md "Removal cases"), below the spec's four cards:
 * removals this month, success rate, what verified removals earned, due cases, removals per week.
 */
export function RemovalStats({ companyId }: { companyId: number }) {
  const { data, isPending, isError, error, refetch } = useRemovalStats(companyId);
  return (
    <section aria-labelledby="dashboard-removals" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-removals" className="text-lg font-semibold">
          Löschaufträge
        </h2>
        <Link
          href={paths.companyPage('removals-new', companyId)}
          className="text-sm text-primary underline-offset-2 hover:underline"
        >
          Alle Löschaufträge
        </Link>
      </div>
      {isError ? (
        <LoadError error={error} className="py-6" onRetry={refetch} />
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4">
            {isPending ? (
              ['removed', 'rate', 'earned', 'due'].map((key) => <div key={key}>{cardPlaceholder}</div>)
            ) : (
              <Cards stats={data} companyId={companyId} />
            )}
          </div>
          <Card className="min-w-0 gap-3">
            <CardHeader>
              <CardTitle>Entfernte Bewertungen pro Woche</CardTitle>
              <CardDescription>
                Nachweislich entfernt, letzte {REMOVAL_CHART_WEEKS} Kalenderwochen
              </CardDescription>
            </CardHeader>
            <CardContent className="px-2 sm:px-6">
              {isPending ? (
                chartPlaceholder
              ) : data.weeks.every((w) => w.removed === 0) ? (
                <p className="flex h-[220px] items-center justify-center text-sm text-muted-foreground">
                  Noch keine entfernten Bewertungen
                </p>
              ) : (
                <figure
                  aria-label={`Entfernte Bewertungen der letzten ${REMOVAL_CHART_WEEKS} Kalenderwochen`}
                >
                  <WhenVisible className="h-[220px] w-full rounded-md bg-accent">
                    <Suspense fallback={chartPlaceholder}>
                      <RemovalsChart weeks={data.weeks} />
                    </Suspense>
                  </WhenVisible>
                </figure>
              )}
            </CardContent>
          </Card>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:col-span-2 xl:grid-cols-4">
            {isPending ? (
              ['invoiced', 'paid', 'overdue', 'billable'].map((key) => <div key={key}>{cardPlaceholder}</div>)
            ) : (
              <InvoiceStatCards stats={data} companyId={companyId} />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
