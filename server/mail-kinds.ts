// Wires the kinds of mail the company mailbox sends, as app.ts wires the routes (decision 062):
// invoices brings the rules of its mails to sending's delivery, and gets the company mailer's
// Message-ID rule, its 'Kein E-Mail-Konto …' text and the e-mail log's writer in return, so that
// neither module imports the other.
import { invoiceMailKinds } from './modules/invoices/invoice-mails.delivery';
import { setInvoiceOutbox } from './modules/invoices/invoice-mails.outbox';
import { portalOrderMailKind } from './modules/portal/portal-order-mails';
import { caseUpdateMailKind } from './modules/removals/case-update-mails';
import { companyMessageId, noMailAccountMessage } from './modules/sending/company-mailer';
import { registerMailKind } from './modules/sending/mail-kinds';
import { queueMail } from './modules/sending/sending.queries';

export function wireMailKinds() {
  registerMailKind('invoice', invoiceMailKinds.invoice);
  registerMailKind('reminder', invoiceMailKinds.reminder);
  registerMailKind('portal_order', portalOrderMailKind);
  registerMailKind('case_update', caseUpdateMailKind);
  setInvoiceOutbox({ queue: queueMail, messageId: companyMessageId, noAccountMessage: noMailAccountMessage });
}
