import type { PageProps } from '@/app/page-props';
import { ScraperTestButton } from '@/features/automation/components/scan-buttons';
import { prefetchDashboardSummary } from '@/features/dashboard/api/get-dashboard-summary';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { SendingNotices } from '@/features/sending/components/sending-notices';
import { usePermissions } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

/** The dashboard with the scraper test of the automation feature and the company's sending notices. */
export default function DashboardNew({ companyId }: PageProps) {
  const { manageCompanies } = usePermissions();
  return (
    <DashboardPage
      companyId={companyId}
      actions={manageCompanies ? <ScraperTestButton companyId={companyId} /> : undefined}
      notices={<SendingNotices companyId={companyId} />}
    />
  );
}

/** The first screen's data, asked for as this chunk arrives on a visit that lands here. */
export const preloadData = (companyId: number) => prefetchDashboardSummary(queryClient, companyId);
