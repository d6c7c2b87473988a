import { berlinDay, germanDay } from '@common/calendar-days';
import { formatCount } from '@common/format';
import { formatCents } from '@common/invoice-math';
import type { BillableDraftsResult } from '@common/schemas/invoice-billable';
import { Loader2, Receipt } from 'lucide-react';
import { BulkBar } from '@/components/bulk/bulk-bar';
import { withSelection } from '@/components/bulk/selection-column';
import { type BulkSelection, useBulkSelection } from '@/components/bulk/use-bulk-selection';
import { useCreateCustomerDraft } from '@/components/invoices/create-draft';
import { draftCreatedToast, draftFailedToast } from '@/components/invoices/draft-toasts';
import { PagedListBody } from '@/components/paged-list-body';
import { Button } from '@/components/ui/button';
import { type VirtualColumn, VirtualTable } from '@/components/virtual-table';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/auth';
import { type BillableRow, useBillableCustomers, useCreateDrafts } from '../api/get-billable';

const drafts = (n: number) => `${formatCount(n)} ${n === 1 ? 'Rechnungsentwurf' : 'Rechnungsentwürfe'}`;

/** 'Rechnung erstellen' of one row: the customer's draft, opened in the sheet. */
function CreateDraftButton({ row, onCreated }: { row: BillableRow; onCreated(invoiceId: number): void }) {
  const create = useCreateCustomerDraft();
  return (
    <Button
      size="sm"
      variant="outline"
      // On a phone card the column's label leaves less room than the text needs: it wraps.
      className="h-auto min-h-8 max-w-full py-1 leading-tight whitespace-normal"
      disabled={create.isPending}
      aria-label={`Rechnung erstellen für ${row.customerName}`}
      onClick={() =>
        create.mutate(row.customerId, {
          onSuccess: (draft) => {
            draftCreatedToast(row.customerName, draft.lines.length);
            onCreated(draft.id);
          },
          onError: draftFailedToast,
        })
      }
    >
      {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Receipt aria-hidden />}
      Rechnung erstellen
    </Button>
  );
}

function columns(onCreated?: (invoiceId: number) => void): VirtualColumn<BillableRow>[] {
  const list: VirtualColumn<BillableRow>[] = [
    {
      id: 'customer',
      header: 'Kunde',
      width: 'minmax(10rem, 2fr)',
      cell: (r) => <span className="font-medium break-words">{r.customerName}</span>,
    },
    {
      id: 'count',
      header: 'Entfernungen',
      width: '8rem',
      cell: (r) => <span className="tabular-nums">{formatCount(r.removalCount)}</span>,
    },
    {
      id: 'sum',
      header: 'Summe netto',
      width: '9rem',
      cell: (r) => <span className="font-medium tabular-nums">{formatCents(r.netCents)}</span>,
    },
    {
      id: 'oldest',
      header: 'Älteste Entfernung',
      width: '9.5rem',
      cell: (r) => <span className="tabular-nums">{germanDay(berlinDay(new Date(r.oldestRemovedAt)))}</span>,
    },
  ];
  if (onCreated)
    list.push({
      id: 'actions',
      header: 'Aktion',
      width: '13rem',
      cell: (r) => <CreateDraftButton row={r} onCreated={onCreated} />,
    });
  return list;
}

/** The German result of 'Rechnungen erstellen': how many drafts, and who was left out and why. */
function announce(result: BillableDraftsResult) {
  const { created, failed } = result;
  const left = failed.map((f) => `${f.customerName ?? `Kunde #${f.customerId}`}: ${f.message}`).join(' ');
  if (failed.length === 0) {
    toast({ title: `${drafts(created.length)} erstellt` });
  } else if (created.length === 0) {
    toast({ title: 'Keine Rechnungsentwürfe erstellt', description: left, variant: 'destructive' });
  } else {
    toast({
      title: `${drafts(created.length)} erstellt, ${formatCount(failed.length)} nicht`,
      description: left,
      variant: 'destructive',
    });
  }
}

function BillableBulkBar({
  companyId,
  rows,
  selection,
  onDone,
}: {
  companyId: number;
  rows: BillableRow[];
  selection: BulkSelection;
  onDone(result: BillableDraftsResult): void;
}) {
  const create = useCreateDrafts();
  // The request names customers: 'all' means every loaded row (a page holds all a request may bill).
  const customerIds = selection.allMatching ? rows.map((r) => r.id) : selection.ids;
  return (
    <BulkBar selection={selection} total={rows.length} noun={{ one: 'Kunde', many: 'Kunden' }}>
      <Button
        size="sm"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(
            { companyId, customerIds },
            {
              onSuccess: (result) => {
                selection.clear();
                announce(result);
                onDone(result);
              },
              onError: (error) =>
                toast({
                  title: 'Keine Rechnungsentwürfe erstellt',
                  description: errorMessage(error, 'Die Entwürfe konnten nicht erstellt werden.'),
                  variant: 'destructive',
                }),
            },
          )
        }
      >
        {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Receipt aria-hidden />}
        {`Rechnungen erstellen (${formatCount(customerIds.length)})`}
      </Button>
    </BulkBar>
  );
}

/**
 * 'Abrechenbar' (docs/product.md §13): the customers whose verified removals wait for an invoice,
 * longest waiting first. Managers make one customer's draft (it opens in the sheet) or, ticked,
 * a draft for each selected customer (then the drafts tab shows them).
 */
export function BillableList({
  companyId,
  onOpenInvoice,
  onShowDrafts,
}: {
  companyId: number;
  onOpenInvoice(invoiceId: number): void;
  onShowDrafts(): void;
}) {
  const { manageCustomers: canCreate } = usePermissions();
  const list = useBillableCustomers(companyId);
  const selection = useBulkSelection(String(companyId));
  return (
    <>
      <PagedListBody
        list={list}
        loadingText="Lade abrechenbare Kunden..."
        emptyText="Keine verifizierten Entfernungen offen zur Abrechnung."
      >
        {(paged) => (
          <VirtualTable
            label="Abrechenbare Kunden"
            columns={
              canCreate
                ? withSelection(columns(onOpenInvoice), selection, paged.rows, (r) => r.customerName)
                : columns()
            }
            getKey={(r) => r.id}
            minWidth={canCreate ? '50rem' : '36rem'}
            rowHeight={57}
            cardHeight={canCreate ? 200 : 160}
            isRowSelected={(r) => selection.isSelected(r.id)}
            {...paged}
          />
        )}
      </PagedListBody>
      {canCreate && (
        <BillableBulkBar
          companyId={companyId}
          rows={list.rows}
          selection={selection}
          onDone={(result) => {
            if (result.created.length > 0) onShowDrafts();
          }}
        />
      )}
    </>
  );
}
