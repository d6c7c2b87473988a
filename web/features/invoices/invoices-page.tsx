import { formatCents } from '@common/invoice-math';
import { invoiceSorts } from '@common/schemas/invoice';
import type { PageProps } from '@/app/page-props';
import { PageHeader } from '@/components/page-header';
import { PagedListBody } from '@/components/paged-list-body';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCompany } from '@/lib/companies';
import { oneOf, useUrlSearch, useUrlState } from '@/lib/use-url-state';
import { useBillableSummary } from './api/get-billable';
import { useInvoiceCounts, useInvoices } from './api/get-invoices';
import { BillableList } from './components/billable-list';
import { InvoiceStatusTabs, type StatusFilter } from './components/invoice-status-tabs';
import { InvoicesTable } from './components/invoices-table';
import { InvoicesToolbar } from './components/invoices-toolbar';
import { InvoiceSheetHost } from './detail/invoice-sheet-host';

const statusFilters: StatusFilter[] = ['all', 'draft', 'open', 'overdue', 'paid', 'cancelled', 'billable'];

/**
 * 'Rechnungen' (docs/product.md §13): the company's invoices by status with counts and sums,
 * searched, sorted and paged on the server; the open invoice (`?invoice=`) in a side sheet, where
 * managers finalize, send, remind, book payments and cancel. Drafts start in the customer drawer,
 * on a removed case, or in the tab 'Abrechenbar' (`?status=billable`, customers waiting for a draft).
 */
export function InvoicesPage({ companyId }: PageProps) {
  const [url, setUrl] = useUrlState({ status: 'all', q: '', sort: 'newest', invoice: '' });
  const [searchText, setSearchText] = useUrlSearch(url.q, (q) => setUrl({ q }, { replace: true }));
  const filter = {
    companyId,
    status: oneOf(url.status, statusFilters, 'all'),
    search: url.q,
    sort: oneOf(url.sort, invoiceSorts, 'newest'),
  };
  const billableTab = filter.status === 'billable';
  // The billable tab lists customers, not invoices: the invoice list stays on 'Alle' meanwhile.
  const list = useInvoices(billableTab ? { ...filter, status: 'all' } : filter);
  const counts = useInvoiceCounts(companyId);
  const billable = useBillableSummary(companyId);

  const filtered = filter.search !== '' || filter.status !== 'all';
  return (
    <>
      <InvoicesPageHeader companyId={companyId} outstanding={counts.data?.outstandingCents} />
      <Card className="gap-4">
        <CardHeader className="gap-4">
          <CardTitle>
            {billableTab
              ? 'Abrechenbare Kunden'
              : list.isSuccess
                ? `Rechnungen (${list.totalText})`
                : 'Rechnungen'}
          </CardTitle>
          {!billableTab && (
            <InvoicesToolbar
              companyId={companyId}
              search={searchText}
              sort={filter.sort}
              onSearch={setSearchText}
              onSort={(sort) => setUrl({ sort })}
            />
          )}
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <InvoiceStatusTabs
            value={filter.status}
            counts={counts.data}
            billable={billable.data}
            onChange={(status) => setUrl({ status })}
          >
            {billableTab ? (
              <BillableList
                companyId={companyId}
                onOpenInvoice={(id) => setUrl({ invoice: String(id) })}
                onShowDrafts={() => setUrl({ status: 'draft' })}
              />
            ) : (
              <PagedListBody
                list={list}
                loadingText="Lade Rechnungen..."
                emptyText={
                  filtered
                    ? 'Keine Rechnungen gefunden'
                    : 'Noch keine Rechnungen. Entwürfe entstehen im Kundendetail mit „Rechnung erstellen“.'
                }
              >
                {(paged) => <InvoicesTable {...paged} />}
              </PagedListBody>
            )}
          </InvoiceStatusTabs>
        </CardContent>
      </Card>
      <InvoiceSheetHost />
    </>
  );
}

/** 'Rechnungen' with the company and what is still open ('Offen: …'). */
function InvoicesPageHeader({
  companyId,
  outstanding,
}: {
  companyId: number;
  outstanding: number | undefined;
}) {
  const { data: company, isPending: companyPending } = useCompany(companyId);
  const companyName = company?.name ?? (companyPending ? '…' : `Firma #${companyId}`);
  return (
    <PageHeader
      title="Rechnungen"
      subtitle={
        <>
          Rechnungen und Stornorechnungen von {companyName}
          {outstanding !== undefined && (
            <>
              {' · '}
              <span className="font-medium text-foreground tabular-nums">
                Offen: {formatCents(outstanding)}
              </span>
            </>
          )}
        </>
      }
    />
  );
}
