import { germanDay } from '@common/calendar-days';
import { formatDateTime } from '@common/format';
import { formatCents } from '@common/invoice-math';
import { cancellationCaption, invoiceKindLabels, reminderLevelLabels } from '@common/labels';
import type { InvoiceDetail } from '@common/schemas/invoice';
import { useState } from 'react';
import { InvoiceStatusBadge } from '@/components/badges/invoice-status-badge';
import { SheetPart, SideSheet } from '@/components/side-sheet';
import { usePermissions } from '@/lib/auth';
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
  const invoice = useInvoice(id);
  const i = invoice.data;
  return (
    <SideSheet
      onClose={onClose}
      returnFocusTo={() => `[data-invoice-link="${id}"]`}
      caption={
        i
          ? i.kind === 'cancellation'
            ? `${cancellationCaption(i.cancelsNumber)} · ${i.number}`
            : `${invoiceKindLabels[i.kind]} ${i.number ?? `(Entwurf #${i.id})`}`
          : `Rechnung #${id}`
      }
      title={i?.buyer.name ?? 'Rechnung'}
      badges={
        i && (
          <>
            <InvoiceStatusBadge status={i.status} kind={i.kind} />
            {i.state === 'open' && i.paidCents > 0 && (
              <span className="tabular-nums">
                {formatCents(i.paidCents)} von {formatCents(i.grossCents)} bezahlt
              </span>
            )}
            {i.reminderLevel > 0 && <span>{reminderLevelLabels[i.reminderLevel as 1 | 2 | 3]} gesendet</span>}
          </>
        )
      }
    >
      <SheetPart query={invoice} skeleton="h-96">
        {(loaded) => <SheetBody invoice={loaded} onClose={onClose} onOpen={onOpen} />}
      </SheetPart>
    </SideSheet>
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
