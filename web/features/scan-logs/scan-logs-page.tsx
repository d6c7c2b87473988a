import type { ScanLogStatusFilter } from '@common/schemas/scan-log';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { PagedListBody } from '@/components/paged-list-body';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useScanLogs } from './api/get-scan-logs';
import { ScanLogCounters } from './components/scan-log-counters';
import { ScanLogsTable } from './components/scan-logs-table';
import { ScanStatusFilter } from './components/scan-status-filter';

/** docs/product.md §2 Scan logs: every scan of every company, newest first. */
export function ScanLogsPage() {
  const [status, setStatus] = useState<ScanLogStatusFilter>('all');
  const list = useScanLogs(status);

  return (
    <>
      <PageHeader title="Scan-Protokolle" subtitle="Übersicht aller Scan-Aktivitäten und Fehler" />
      <div className="mb-6">
        <ScanLogCounters />
      </div>
      <Card className="gap-4">
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <CardTitle>{list.isSuccess ? `Protokolle (${list.totalText})` : 'Protokolle'}</CardTitle>
          <ScanStatusFilter value={status} onChange={setStatus} />
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <PagedListBody
            list={list}
            loadingText="Lade Scan-Protokolle..."
            emptyText={
              status === 'all' ? 'Keine Scan-Protokolle vorhanden' : 'Keine Scan-Protokolle gefunden'
            }
          >
            {(paged) => <ScanLogsTable {...paged} />}
          </PagedListBody>
        </CardContent>
      </Card>
    </>
  );
}
