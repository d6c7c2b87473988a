import { type ScanLogStatusFilter, scanLogStatusFilters } from '@common/schemas/scan-log';
import { CompanyFilter } from '@/components/company-filter';
import { CsvExportButton } from '@/components/csv/csv-export-button';
import { PageHeader } from '@/components/page-header';
import { PagedListBody } from '@/components/paged-list-body';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { withQuery } from '@/lib/api-client';
import { oneOf, useUrlState } from '@/lib/use-url-state';
import { useScanLogs } from './api/get-scan-logs';
import { ScanLogCounters } from './components/scan-log-counters';
import { ScanLogsTable } from './components/scan-logs-table';
import { ScanStatusFilter } from './components/scan-status-filter';

/**
 * docs/product.md §2 Scan logs: every scan of every company, newest first. Each row names its
 * company; a company filter (default 'Alle Firmen') narrows list and counters on the server
 * (issue 19). Status and company stand in the address.
 */
export function ScanLogsPage() {
  const [url, setUrl] = useUrlState({ status: 'all', company: '' });
  const status: ScanLogStatusFilter = oneOf(url.status, scanLogStatusFilters, 'all');
  const parsed = Number(url.company);
  const companyId = Number.isSafeInteger(parsed) && parsed > 0 ? parsed : 0;
  const list = useScanLogs({ status, companyId });
  const filtered = status !== 'all' || companyId > 0;

  return (
    <>
      <PageHeader
        title="Scan-Protokolle"
        subtitle="Übersicht aller Scan-Aktivitäten und Fehler"
        actions={
          <CsvExportButton
            href={withQuery('/api/scan-logs/export.csv', { companyId: companyId || undefined, status })}
          />
        }
      />
      <div className="mb-6">
        <ScanLogCounters companyId={companyId} />
      </div>
      <Card className="gap-4">
        <CardHeader className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <CardTitle>{list.isSuccess ? `Protokolle (${list.totalText})` : 'Protokolle'}</CardTitle>
          <div className="flex w-full flex-col gap-3 sm:flex-row md:w-auto">
            <CompanyFilter
              value={companyId}
              onChange={(id) => setUrl({ company: id ? String(id) : '' }, { replace: true })}
            />
            <ScanStatusFilter
              value={status}
              onChange={(next) => setUrl({ status: next === 'all' ? '' : next }, { replace: true })}
            />
          </div>
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <PagedListBody
            list={list}
            loadingText="Lade Scan-Protokolle..."
            emptyText={filtered ? 'Keine Scan-Protokolle gefunden' : 'Keine Scan-Protokolle vorhanden'}
          >
            {(paged) => <ScanLogsTable {...paged} />}
          </PagedListBody>
        </CardContent>
      </Card>
    </>
  );
}
