// The rules of invoice mails and reminders at delivery, registered with the paced delivery of the
// company mailbox by server/mail-kinds.ts (decision 062): no advertising (an opt-out from offers does
// not stop them, no unsubscribe link), reminders only between 8 and 20 o'clock Berlin time, the
// invoice's PDF and XRechnung attached, and the invoice counted as sent once its mail is out.
import { berlinDay } from '../../../common/calendar-days';
import type { Db } from '../../db/client';
import type { MailAttachment } from '../../mail/transport';
import { renderInvoiceFiles } from './documents/invoice-files';
import { getInvoiceDetail } from './invoice-detail.queries';
import { getInvoiceOfMail, markInvoiceSent } from './invoice-mails.queries';
import { reminderHeldMessage, reminderHoldUntil } from './invoice-mails.service';

type Kind = 'invoice' | 'reminder';

export type InvoiceFiles = { ok: true; attachments: MailAttachment[] } | { ok: false; message: string };

/**
 * For the delivery of an invoice mail or reminder: the invoice's files, rendered now (the invoice
 * is frozen, so they are the same each time). A reminder whose invoice was paid or cancelled
 * while it waited is not sent.
 */
export async function invoiceMailFiles(
  db: Db,
  log: { kind: Kind; invoiceId: number | null },
  now: Date,
): Promise<InvoiceFiles> {
  const detail = log.invoiceId ? await getInvoiceDetail(db, log.invoiceId, berlinDay(now)) : undefined;
  if (!detail) return { ok: false, message: 'Die Rechnung gibt es nicht mehr – nicht gesendet' };
  if (log.kind === 'reminder' && detail.state !== 'open')
    return {
      ok: false,
      message: `Rechnung inzwischen ${detail.state === 'paid' ? 'bezahlt' : 'storniert'} – Mahnung nicht gesendet`,
    };
  try {
    const files = await renderInvoiceFiles(detail);
    return {
      ok: true,
      attachments: [
        { filename: files.pdfName, content: Buffer.from(files.pdf), contentType: 'application/pdf' },
        { filename: files.xmlName, content: files.xml, contentType: 'application/xml' },
      ],
    };
  } catch {
    return { ok: false, message: 'Die Rechnungsdateien (PDF, XRechnung) konnten nicht erstellt werden' };
  }
}

/** The files, and for an invoice mail (not a test mail to the operator): the invoice counts as sent. */
const prepare = (kind: Kind) => async (db: Db, log: { id: number; isTest: boolean }, now: Date) => {
  const invoiceId = await getInvoiceOfMail(db, log.id);
  const files = await invoiceMailFiles(db, { kind, invoiceId }, now);
  if (!files.ok || kind !== 'invoice' || !invoiceId || log.isTest) return files;
  return { ...files, delivered: (tx: Db, at: Date) => markInvoiceSent(tx, invoiceId, at) };
};

const reminderHold = (now: Date) => {
  const until = reminderHoldUntil(now);
  return until ? { until, message: reminderHeldMessage(until) } : null;
};

/** The hooks of the two kinds, by the e-mail log's `kind`. */
export const invoiceMailKinds = {
  invoice: { advertising: false, prepare: prepare('invoice') },
  reminder: { advertising: false, hold: reminderHold, prepare: prepare('reminder') },
};
