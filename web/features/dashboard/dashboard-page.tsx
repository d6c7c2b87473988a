import { PageHeader } from '@/components/page-header';
import { ActivityChartCard } from './components/activity-chart-card';
import { RecentCustomers } from './components/recent-customers';
import { StatsCards } from './components/stats-cards';

/** Spec §2 Dashboard (new). The scraper test button belongs to another issue. */
export function DashboardPage({ companyId }: { companyId: number }) {
  return (
    <>
      <PageHeader title="Dashboard Übersicht" subtitle="Verwaltung für die ausgewählte Firma" />
      <div className="space-y-6">
        <StatsCards companyId={companyId} />
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
          <div className="min-w-0 xl:col-span-2">
            <ActivityChartCard companyId={companyId} />
          </div>
          <RecentCustomers companyId={companyId} />
        </div>
      </div>
    </>
  );
}
