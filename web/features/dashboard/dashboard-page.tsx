import { lazy, type ReactNode, Suspense } from 'react';
import { PageHeader } from '@/components/page-header';
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
 * what the operator must know about the company's e-mails.
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
  return (
    <>
      <PageHeader
        title="Dashboard Übersicht"
        subtitle="Verwaltung für die ausgewählte Firma"
        actions={actions}
      />
      {notices}
      <ConsentNotice companyId={companyId} />
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
    </>
  );
}
