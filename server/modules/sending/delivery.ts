// Sends one e-mail log, paced and capped per company, retrying what the server asks to retry
// (docs/product.md §10 "Lawful, paced e-mail"). Used by a scan's customer job right after the claim,
// and by the minute tick for mails that wait (cap, daily-limit pause, "try again later").
import { MAIL_MAX_ATTEMPTS } from '../../../common/constants';
import { formatDateTime } from '../../../common/format';
import { messageIdFor, replyToOf } from '../../mail/transport';
import { unsubscribeUrl } from '../../mail/unsubscribe-token';
import { mailFailedAlert } from '../alerts/alert-events';
import {
  invoiceMailDelivered,
  invoiceMailFiles,
  reminderHeldMessage,
  reminderHoldUntil,
} from '../invoices/invoice-mails.service';
import * as q from './sending.queries';
import type { SendingContext } from './sending-context';

export type Delivery =
  | { status: 'sent' }
  | { status: 'waiting'; until: Date; reason: 'cap' | 'paused' | 'retry' }
  | { status: 'failed'; message: string }
  /** Another worker has it, or it is no longer pending. */
  | { status: 'taken' };

export const optedOutMessage = 'Empfänger hat sich abgemeldet – nicht gesendet';

export const bouncedMessage =
  'Nicht gesendet: Die E-Mail-Adresse des Kunden ist unzustellbar (Rückläufer). Bitte prüfen und ändern Sie die Adresse.';

/** The pause before the next try after a "try again later": 5, 10, 20, 40 minutes. */
export const retryDelayMs = (attempts: number) => 5 * 60_000 * 2 ** Math.max(0, attempts - 1);

export async function deliverMail(ctx: SendingContext, logId: number, now = new Date()): Promise<Delivery> {
  const { db } = ctx;
  const mail = await q.getMailToSend(db, logId);
  if (mail?.log.status !== 'pending' || mail.log.sendingStartedAt) return { status: 'taken' };
  const { log, company, customer } = mail;
  // Refused for good: the operators hear of it in the bell (docs/decisions/049).
  const refused = (reason: string) =>
    mailFailedAlert(
      {
        logId: log.id,
        kind: log.kind,
        companyId: company.id,
        customerId: customer.id,
        customerName: customer.name,
      },
      reason,
    );
  // An invoice or a reminder is no advertising: the opt-out from offers does not stop it.
  const invoiceMail =
    log.kind === 'review' ? null : { kind: log.kind, invoiceId: log.invoiceId, isTest: log.isTest };
  // A customer may opt out while their mail waits.
  if (customer.optedOutAt && !invoiceMail) {
    await q.markEmailFailed(db, log.id, optedOutMessage);
    return { status: 'failed', message: optedOutMessage };
  }
  // A bounce said the address takes no mail (read over IMAP, issue 24): none again until it changes.
  // Test mails go to the operator's own address instead. The bounce raised its alert already.
  if (customer.emailBouncedAt && !log.isTest) {
    await q.markEmailFailed(db, log.id, bouncedMessage);
    return { status: 'failed', message: bouncedMessage };
  }
  if (!company.gmailEmail || !company.gmailPasswordSealed || !log.recipient) {
    const message = 'Kein E-Mail-Konto (Gmail-Adresse und App-Passwort) für die Firma hinterlegt';
    await q.markEmailFailed(db, log.id, message, refused(message));
    return { status: 'failed', message };
  }

  // Reminders reach the customer only between 8 and 20 o'clock (Berlin); the files go with invoice mails.
  const held = log.kind === 'reminder' ? reminderHoldUntil(now) : null;
  if (held) {
    await q.retryLater(db, log.id, held, reminderHeldMessage(held));
    return { status: 'waiting', until: held, reason: 'retry' };
  }
  const files = invoiceMail ? await invoiceMailFiles(db, invoiceMail, now) : null;
  if (files && !files.ok) {
    await q.markEmailFailed(db, log.id, files.message, refused(files.message));
    return { status: 'failed', message: files.message };
  }

  const slot = await q.reserveSlot(db, log.id, company.id, now);
  if (slot.kind === 'taken') return { status: 'taken' };
  if (slot.kind === 'wait') return { status: 'waiting', until: slot.until, reason: slot.reason };
  const delay = slot.at.getTime() - now.getTime();
  if (delay > 0) await new Promise((r) => setTimeout(r, delay));

  const mailer = ctx.mailers.get(`company:${company.id}:${company.gmailPasswordSealed}`, {
    host: company.smtpHost,
    port: company.smtpPort,
    user: company.gmailEmail,
    password: ctx.secrets.open(company.gmailPasswordSealed),
  });
  // The row is marked as begun only when the connection is free for it (decision 053): a message
  // still waiting behind others when this instance dies was never begun, and another sends it.
  const result = await mailer.send(
    {
      from: `"${company.name.replace(/["\\]/g, '')}" <${company.gmailEmail}>`,
      to: log.recipient,
      // 'Antworten' reaches the one mailbox the app reads (decision 054); the address for questions
      // ('E-Mail für Rückfragen') is named in the mail's text instead.
      replyTo: replyToOf(company),
      subject: log.subject,
      text: log.text,
      html: log.html ?? undefined,
      messageId: log.messageId ?? offerMessageId(company, `log-${log.id}`),
      headers: invoiceMail ? undefined : unsubscribeHeaders(ctx, customer.id),
      attachments: files?.attachments,
    },
    () => q.beginSmtp(db, log.id, slot.attempt),
    company.pauseSeconds * 1000,
  );
  // Given back while it waited (its instance taken for dead): the delivery that has it now sends it.
  if (!result.ok && result.withdrawn) return { status: 'taken' };
  if (result.ok) {
    // The server has it: recorded even through a database cut, or the row would end 'unknown'.
    await persist(() => q.markEmailSent(db, log.id, result.messageId));
    if (invoiceMail) await invoiceMailDelivered(db, invoiceMail, new Date());
    return { status: 'sent' };
  }

  const attempts = log.attempts + 1;
  if (result.failure === 'daily_limit') {
    const until = await q.pauseSending(db, company.id, now, result.message);
    await q.retryLater(
      db,
      log.id,
      until,
      `${result.message} – Versand pausiert bis ${formatDateTime(until)}`,
    );
    return { status: 'waiting', until, reason: 'paused' };
  }
  if (result.failure === 'later' && attempts < MAIL_MAX_ATTEMPTS) {
    const until = new Date(now.getTime() + retryDelayMs(attempts));
    await q.retryLater(db, log.id, until, `${result.message} – neuer Versuch ${formatDateTime(until)}`);
    return { status: 'waiting', until, reason: 'retry' };
  }
  await q.markEmailFailed(db, log.id, result.message, refused(result.message));
  return { status: 'failed', message: result.message };
}

/** Tries a write again for up to about half a minute while the database is away (a restart, a failover). */
async function persist(write: () => Promise<void>) {
  for (let wait = 250; ; wait *= 2) {
    try {
      return await write();
    } catch (error) {
      if (wait > 16_000) throw error;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/** RFC 8058 one-click unsubscribe, on the offers only. */
function unsubscribeHeaders(ctx: SendingContext, customerId: number) {
  const link = unsubscribeUrl(ctx.config.publicUrl, ctx.config.appSecret, customerId);
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The one place a message id is made: on the company's own domain, stable per mail. */
export function offerMessageId(company: { website: string | null; gmailEmail: string | null }, key: string) {
  return messageIdFor(company.website ?? company.gmailEmail, key);
}

/** The tick's share: sends the waiting mails that are due, one after the other (tests pass a clock). */
export async function deliverDueMails(ctx: SendingContext, clock?: Date) {
  for (const { id } of await q.listDueMails(ctx.db, clock ?? new Date(), 200)) {
    await deliverMail(ctx, id, clock ?? new Date());
  }
}
