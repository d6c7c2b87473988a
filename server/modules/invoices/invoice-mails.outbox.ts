// What invoice mails and reminders need of the company mailer and the e-mail log, handed in at
// start-up by server/mail-kinds.ts: invoices and sending do not import each other (decision 062).
import type { Db } from '../../db/client';
import type { QueuedMail } from './invoice-mails.queries';

export interface InvoiceOutbox {
  /** Writes the waiting mail in the caller's transaction; returns its log id. */
  queue(tx: Db, log: QueuedMail): Promise<number>;
  /** The company mailer's Message-ID rule. */
  messageId(company: { website: string | null; gmailEmail: string | null }, key: string): string;
  /** The company mailer's 'Kein E-Mail-Konto …' text. */
  noAccountMessage: string;
}

let outbox: InvoiceOutbox | undefined;

export function setInvoiceOutbox(given: InvoiceOutbox) {
  outbox = given;
}

export function invoiceOutbox(): InvoiceOutbox {
  if (!outbox) throw new Error('the invoice outbox is not wired (server/mail-kinds.ts)');
  return outbox;
}
