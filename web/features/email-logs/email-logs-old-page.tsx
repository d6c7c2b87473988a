import type { EmailLogStatusFilter } from '@common/schemas/email-log';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { PagedListBody } from '@/components/paged-list-body';
import { SearchInput } from '@/components/search-input';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEmailLogs } from './api/get-email-logs';
import { EmailLogDetail } from './components/email-log-detail';
import { EmailLogsOldTable } from './components/email-logs-old-table';
import { StatusFilter } from './components/status-filter';
import { useEmailLogsSubtitle } from './components/use-email-logs-subtitle';

/** The older e-mail log page (docs/product.md §2): search by subject or content, filter by status. */
export function EmailLogsOldPage({ companyId }: { companyId: number }) {
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<EmailLogStatusFilter>('all');
  const search = useDebouncedValue(searchText);
  const list = useEmailLogs({ companyId, search, status });
  const subtitle = useEmailLogsSubtitle(companyId);

  return (
    <>
      <PageHeader title="E-Mail Logs" subtitle={subtitle} />
      <Card className="gap-4">
        <CardHeader className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <CardTitle>{list.isSuccess ? `E-Mail Logs (${list.totalText})` : 'E-Mail Logs'}</CardTitle>
          <div className="flex w-full flex-col gap-3 sm:flex-row md:w-auto">
            <SearchInput
              className="w-full sm:w-80"
              placeholder="Suche nach Betreff oder Inhalt..."
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
            <StatusFilter value={status} onChange={setStatus} />
          </div>
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <PagedListBody
            list={list}
            loadingText="Lade E-Mail Logs..."
            emptyText={
              search.trim() || status !== 'all'
                ? 'Keine E-Mail Logs gefunden'
                : 'Noch keine E-Mail Logs vorhanden'
            }
          >
            {(paged) => <EmailLogsOldTable {...paged} />}
          </PagedListBody>
        </CardContent>
      </Card>
      <EmailLogDetail />
    </>
  );
}
