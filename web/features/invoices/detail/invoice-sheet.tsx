import { germanDay } from '@common/calendar-days';
import { formatDateTime } from '@common/format';
import { formatCents } from '@common/invoice-math';
import { cancellationCaption, invoiceKindLabels, reminderLevelLabels } from '@common/labels';
import type { InvoiceDetail } from '@common/schemas/invoice';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { InvoiceStatusBadge } from '@/components/badges/invoice-status-badge';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { usePermissions } from '@/lib/auth';
import { useReturnFocus } from '@/lib/return-focus';
import { useInvoice } from '../api/get-invoice';
import { InvoiceActions, MissingNotice } from './invoice-actions';
import { type InvoiceDialogKind, InvoiceDialogs } from './invoice-dialogs';
import { History, Lines, Mails, Parties, Payments, Row, SheetSection, Totals } from './invoice-parts';

/**
 * One invoice from the side, as a removal case: its data as printed, the lines, totals, payments,
 * e-mails and history, and the moves by state a manager may make. Its id stands in the address
 * (`?invoice=`), so a link to it can be shared (the customer drawer leads here).
 */
export default function InvoiceSheet({
  id,
  onClose,
  onOpen,
}: {
  id: number;
  onClose(): void;
  /** Another invoice in the sheet (the cancellation and its original). */
  onOpen(id: number): void;
}) {
  const { data: i, isError, error, refetch } = useInvoice(id);
  const returnFocus = useReturnFocus(() => `[data-invoice-link="${id}"]`);
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col overflow-y-auto border-l bg-background shadow-xl outline-none sm:max-w-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <header className="sticky top-0 z-10 flex items-start gap-3 border-b bg-background px-4 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted-foreground">
                {i
                  ? i.kind === 'cancellation'
                    ? `${cancellationCaption(i.cancelsNumber)} · ${i.number}`
                    : `${invoiceKindLabels[i.kind]} ${i.number ?? `(Entwurf #${i.id})`}`
                  : `Rechnung #${id}`}
              </p>
              <DialogPrimitive.Title className="text-lg font-semibold break-words">
                {i?.buyer.name ?? 'Rechnung'}
              </DialogPrimitive.Title>
              {i && (
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <InvoiceStatusBadge status={i.status} kind={i.kind} />
                  {i.state === 'open' && i.paidCents > 0 && (
                    <span className="tabular-nums">
                      {formatCents(i.paidCents)} von {formatCents(i.grossCents)} bezahlt
                    </span>
                  )}
                  {i.reminderLevel > 0 && (
                    <span>{reminderLevelLabels[i.reminderLevel as 1 | 2 | 3]} gesendet</span>
                  )}
                </div>
              )}
            </div>
            <DialogPrimitive.Close className="rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <XIcon className="size-5" aria-hidden />
              <span className="sr-only">Schließen</span>
            </DialogPrimitive.Close>
          </header>
          <div className="space-y-6 px-4 py-5 sm:px-6">
            {isError ? (
              <LoadError error={error} onRetry={refetch} />
            ) : !i ? (
              <Skeleton className="h-96" />
            ) : (
              <SheetBody invoice={i} onClose={onClose} onOpen={onOpen} />
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function SheetBody({
  invoice: i,
  onClose,
  onOpen,
}: {
  invoice: InvoiceDetail;
  onClose(): void;
  onOpen(id: number): void;
}) {
  const { manageCustomers: canManage } = usePermissions();
  const [dialog, setDialog] = useState<InvoiceDialogKind | null>(null);
  const draft = i.state === 'draft';
  const link = 'text-primary underline underline-offset-2';
  return (
    <>
      <InvoiceActions invoice={i} canManage={canManage} onDialog={setDialog} />
      {draft && canManage && <MissingNotice invoice={i} />}

      <SheetSection id="invoice-data" title="Rechnungsdaten">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <Row term="Rechnungsnummer">{i.number ?? 'wird beim Festschreiben vergeben'}</Row>
          <Row term="Rechnungsdatum">{i.issuedOn ? germanDay(i.issuedOn) : '–'}</Row>
          <Row term="Leistungszeitraum">
            {i.serviceFrom && i.serviceTo
              ? i.serviceFrom === i.serviceTo
                ? germanDay(i.serviceFrom)
                : `${germanDay(i.serviceFrom)} – ${germanDay(i.serviceTo)}`
              : '–'}
          </Row>
          {i.kind === 'invoice' && <Row term="Fällig am">{i.dueOn ? germanDay(i.dueOn) : '–'}</Row>}
          {i.paidOn && <Row term="Bezahlt am">{germanDay(i.paidOn)}</Row>}
          {i.cancelsInvoiceId !== null && (
            <Row term="Storniert Rechnung">
              <button type="button" className={link} onClick={() => onOpen(i.cancelsInvoiceId as number)}>
                {i.cancelsNumber ?? `#${i.cancelsInvoiceId}`}
              </button>
              {i.cancelsIssuedOn && ` vom ${germanDay(i.cancelsIssuedOn)}`}
            </Row>
          )}
          {i.cancelledById !== null && (
            <Row term="Storniert durch">
              <button type="button" className={link} onClick={() => onOpen(i.cancelledById as number)}>
                {i.cancelledByNumber ?? `#${i.cancelledById}`}
              </button>
            </Row>
          )}
          {i.sentAt && <Row term="Versandt am">{formatDateTime(i.sentAt)}</Row>}
        </dl>
      </SheetSection>

      <Parties invoice={i} />
      <Lines
        invoice={i}
        onRemove={
          draft && canManage && i.lines.length > 1
            ? (lineId, position) => setDialog({ kind: 'removeLine', lineId, position })
            : undefined
        }
      />
      <Totals invoice={i} />
      <Payments invoice={i} />
      <Mails invoice={i} />
      <History invoice={i} />
      <InvoiceDialogs
        invoice={i}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onOpen={(other) => (other === null ? onClose() : onOpen(other))}
      />
    </>
  );
}
