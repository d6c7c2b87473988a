import { useBulkSelection } from '@/components/bulk/use-bulk-selection';
import { CsvExportButton } from '@/components/csv/csv-export-button';
import { PageHeader } from '@/components/page-header';
import { PagedListBody } from '@/components/paged-list-body';
import { SearchInput } from '@/components/search-input';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { withQuery } from '@/lib/api-client';
import { useUrlSearch, useUrlState } from '@/lib/use-url-state';
import { useEmailLogs } from './api/get-email-logs';
import { EmailLogDetail } from './components/email-log-detail';
import { EmailLogsBulkBar } from './components/email-logs-bulk-bar';
import { EmailLogsTable } from './components/email-logs-table';
import { useEmailLogsSubtitle } from './components/use-email-logs-subtitle';

/**
 * docs/product.md §2 E-Mail Logs: every mail attempt of a company, searched on the server. The
 * search and an open e-mail live in the address.
 */
export function EmailLogsPage({ companyId }: { companyId: number }) {
  const [url, setUrl] = useUrlState({ q: '' });
  const [searchText, setSearchText] = useUrlSearch(url.q, (q) => setUrl({ q }, { replace: true }));
  const search = url.q;
  const list = useEmailLogs({ companyId, search, status: 'all' });
  const subtitle = useEmailLogsSubtitle(companyId);
  // Ticked rows belong to one search: another one starts with nothing selected.
  const selection = useBulkSelection(JSON.stringify([companyId, search]));

  return (
    <>
      <PageHeader
        title="E-Mail Logs"
        subtitle={subtitle}
        actions={<CsvExportButton href={withQuery('/api/email-logs/export.csv', { companyId, search })} />}
      />
      <Card className="gap-4">
        <CardHeader className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          {/* The filtered count: X-Total-Count of the search, not the rows loaded so far. */}
          <CardTitle>{list.isSuccess ? `E-Mail Logs (${list.totalText})` : 'E-Mail Logs'}</CardTitle>
          <SearchInput
            className="w-full md:w-96"
            placeholder="Suche nach Kunde, Betreff oder Inhalt..."
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <PagedListBody
            list={list}
            loadingText="Lade E-Mail Logs..."
            emptyText={search ? 'Keine E-Mail Logs gefunden' : 'Noch keine E-Mail Logs vorhanden'}
          >
            {(paged) => <EmailLogsTable {...paged} selection={selection} />}
          </PagedListBody>
          <EmailLogsBulkBar companyId={companyId} search={search} list={list} selection={selection} />
        </CardContent>
      </Card>
      <EmailLogDetail />
    </>
  );
}
