import { lazy, Suspense } from 'react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { WhenVisible } from '@/components/when-visible';
import { CHART_DAYS, useDailyStats } from '../api/get-dashboard-stats';

// recharts is large; it loads with this chunk only on the dashboard, once the chart comes near the
// viewport (WhenVisible): on a phone it is below the first screen (issue 35, point 9).
const ActivityChart = lazy(() => import('./activity-chart'));

const placeholder = <Skeleton className="h-[300px] w-full" data-testid="chart-skeleton" />;

/** docs/product.md §2 Dashboard (new): reviews and e-mails per day over the last 30 days. */
export function ActivityChartCard({ companyId }: { companyId: number }) {
  const { data, isPending, isError, error, refetch } = useDailyStats(companyId);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Aktivität der letzten {CHART_DAYS} Tage</CardTitle>
        <CardDescription>
          Erkannte Bewertungen pro Tag (negativ 1-3, positiv 4-5) und gesendete E-Mails
        </CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-6">
        {isPending ? (
          placeholder
        ) : isError ? (
          <LoadError error={error} className="py-12" onRetry={refetch} />
        ) : data.every((d) => d.negativeReviews + d.positiveReviews + d.emailsSent === 0) ? (
          // An empty chart with a 0–4 axis would look like a fault.
          <p className="flex h-[300px] items-center justify-center text-sm text-muted-foreground">
            Noch keine Aktivität
          </p>
        ) : (
          <figure aria-label={`Aktivität der letzten ${CHART_DAYS} Tage`}>
            <WhenVisible className="h-[300px] w-full rounded-md bg-accent">
              <Suspense fallback={placeholder}>
                <ActivityChart data={data} />
              </Suspense>
            </WhenVisible>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
