import { lazy, type ReactNode, Suspense } from 'react';
import { PageHeader } from '@/components/page-header';
import { useDashboardSummary } from './api/get-dashboard-summary';
import { SummaryLoading } from './api/summary-loading';
import { ActivityChartCard } from './components/activity-chart-card';
import { ConsentNotice } from './components/consent-notice';
import { FollowUpStats } from './components/follow-up-stats';
import { RecentCustomers } from './components/recent-customers';
import { RemovalStats } from './components/removal-stats';
import { StatsCards } from './components/stats-cards';

// Below the first screen, in a chunk of its own (decision 074).
const FunnelCard = lazy(() => import('./components/funnel-card'));

/**
 * Dashboard (new), docs/product.md §2; `actions` holds the page's scraper test button, `notices`
 * what the operator must know about the company's e-mails. One summary request fills every part
 * (decision 069); the notices, which have no placeholder, show once it is in.
 */
export function DashboardPage({
  companyId,
  actions,
  notices,
}: {
  companyId: number;
  actions?: ReactNode;
  notices?: ReactNode;
}) {
  const summary = useDashboardSummary(companyId);
  // The first answer (or its failure) shows the notices; a later refresh keeps them in place.
  const shown = !summary.isPending;
  return (
    <SummaryLoading.Provider value={summary.isFetching}>
      <PageHeader
        title="Dashboard Übersicht"
        subtitle="Verwaltung für die ausgewählte Firma"
        actions={actions}
      />
      {shown && notices}
      {shown && <ConsentNotice companyId={companyId} />}
      <div className="space-y-6">
        <StatsCards companyId={companyId} />
        <FollowUpStats companyId={companyId} />
        <RemovalStats companyId={companyId} />
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
          <div className="min-w-0 xl:col-span-2">
            <ActivityChartCard companyId={companyId} />
          </div>
          <RecentCustomers companyId={companyId} />
        </div>
        <Suspense>
          <FunnelCard companyId={companyId} />
        </Suspense>
      </div>
    </SummaryLoading.Provider>
  );
}
