// Sends one e-mail log, paced and capped per company, retrying what the server asks to retry
// (docs/product.md §10 "Lawful, paced e-mail"). Used by a scan's customer job right after the claim,
// and by the minute tick for mails that wait (cap, daily-limit pause, "try again later").
import { MAIL_MAX_ATTEMPTS } from '../../../common/constants';
import { formatDateTime } from '../../../common/format';
import type { Db } from '../../db/client';
import { hasPortalLink, withPortalLink } from '../../mail/portal-link';
import type { SendResult } from '../../mail/transport';
import { unsubscribeUrl } from '../../mail/unsubscribe-token';
import { mailFailedAlert } from '../alerts/alert-events';
import { issuePortalToken, portalUrl } from '../portal/portal-links';
import {
  companyMailer,
  companyMessageId,
  companySender,
  hasMailAccount,
  noMailAccountMessage,
  type WithAccount,
} from './company-mailer';
import { type MailKind, mailKind, type PreparedMail } from './mail-kinds';
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
  const mail = await q.getMailToSend(ctx.db, logId);
  if (mail?.log.status !== 'pending' || mail.log.sendingStartedAt) return { status: 'taken' };
  const kind = mailKind(mail.log.kind);
  const ready = await readyToSend(ctx.db, mail, kind, now);
  if (!ready.ok) return ready.delivery;

  const slot = await q.reserveSlot(ctx.db, logId, mail.company.id, now);
  if (slot.kind === 'taken') return { status: 'taken' };
  if (slot.kind === 'wait') return { status: 'waiting', until: slot.until, reason: slot.reason };
  const delay = slot.at.getTime() - now.getTime();
  if (delay > 0) await new Promise((r) => setTimeout(r, delay));

  const result = await send(ctx, ready, await outgoingBody(ctx, ready), kind, slot.attempt);
  // Given back while it waited (its instance taken for dead): the delivery that has it now sends it.
  if (!result.ok && result.withdrawn) return { status: 'taken' };
  if (result.ok) {
    // The server has it: recorded even through a database cut, or the row would end 'unknown'.
    await persist(() => q.markEmailSent(ctx.db, logId, result.messageId));
    await ready.prepared.delivered?.(ctx.db, new Date());
    return { status: 'sent' };
  }
  return afterRefusal(ctx.db, mail, result, now);
}

type MailToSend = NonNullable<Awaited<ReturnType<typeof q.getMailToSend>>>;
type Ready = MailToSend & {
  company: WithAccount<MailToSend['company']>;
  log: { recipient: string };
  prepared: Extract<PreparedMail, { ok: true }>;
};

/** Refused for good: the operators hear of it in the bell (docs/decisions/049). */
async function refuse(db: Db, { log, company, customer }: MailToSend, message: string): Promise<Delivery> {
  const alert = mailFailedAlert(
    {
      logId: log.id,
      kind: log.kind,
      companyId: company.id,
      customerId: customer.id,
      customerName: customer.name,
    },
    message,
  );
  await q.markEmailFailed(db, log.id, message, alert);
  return { status: 'failed', message };
}

/** What stops or holds the mail before it takes a slot; else the mail with what its kind has ready. */
async function readyToSend(
  db: Db,
  mail: MailToSend,
  kind: MailKind,
  now: Date,
): Promise<({ ok: true } & Ready) | { ok: false; delivery: Delivery }> {
  const { log, company, customer } = mail;
  const stop = async (message: string) => {
    await q.markEmailFailed(db, log.id, message);
    return { ok: false as const, delivery: { status: 'failed' as const, message } };
  };
  // A customer may opt out while their mail waits. Only advertising (the offers) stops for it.
  if (customer.optedOutAt && kind.advertising) return stop(optedOutMessage);
  // A bounce said the address takes no mail (read over IMAP, issue 24): none again until it changes.
  // Test mails go to the operator's own address instead. The bounce raised its alert already.
  if (customer.emailBouncedAt && !log.isTest) return stop(bouncedMessage);
  if (!hasMailAccount(company) || !log.recipient) {
    return { ok: false, delivery: await refuse(db, mail, noMailAccountMessage) };
  }
  // The kind's hours (a reminder: 8 to 20 o'clock Berlin), then its files.
  const held = kind.hold?.(now);
  if (held) {
    await q.retryLater(db, log.id, held.until, held.message);
    return { ok: false, delivery: { status: 'waiting', until: held.until, reason: 'retry' } };
  }
  const prepared = kind.prepare ? await kind.prepare(db, log, now) : { ok: true as const };
  if (!prepared.ok) return { ok: false, delivery: await refuse(db, mail, prepared.message) };
  return { ok: true, ...mail, company, log: { ...log, recipient: log.recipient }, prepared };
}

/**
 * Hands the mail to the company's connection. The row is marked as begun only when the connection
 * is free for it (decision 053): a message still waiting behind others when this instance dies was
 * never begun, and another sends it.
 */
function send(
  ctx: SendingContext,
  { log, company, customer, prepared }: Ready,
  body: Body,
  kind: MailKind,
  attempt: number,
) {
  return companyMailer(ctx, company, 'delivery').send(
    {
      ...companySender(company),
      to: log.recipient,
      subject: log.subject,
      text: body.text,
      html: body.html ?? undefined,
      messageId: log.messageId ?? companyMessageId(company, `log-${log.id}`),
      headers: kind.advertising ? unsubscribeHeaders(ctx, customer.id) : undefined,
      attachments: prepared.attachments,
    },
    () => q.beginSmtp(ctx.db, log.id, attempt),
    company.pauseSeconds * 1000,
  );
}

type Body = { text: string; html: string | null };

/**
 * The body as it goes out: the stored one holds only the portal link's marker, and each try puts
 * in a link of its own, named after the log (decision 072). A try that did not reach the customer
 * leaves a link nobody knows; one that did, and whose answer was lost, keeps its link working.
 */
async function outgoingBody(ctx: SendingContext, { log, company, customer }: Ready): Promise<Body> {
  const body = { text: log.text, html: log.html };
  if (!hasPortalLink(body)) return body;
  const token = await issuePortalToken(ctx.db, {
    companyId: company.id,
    customerId: customer.id,
    emailLogId: log.id,
  });
  return withPortalLink(body, portalUrl(ctx.config.publicUrl, token));
}

/** The server said no: a pause after the daily limit, a later try, or failed for good. */
async function afterRefusal(
  db: Db,
  mail: MailToSend,
  result: Extract<SendResult, { ok: false }>,
  now: Date,
): Promise<Delivery> {
  const { log, company } = mail;
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
  return refuse(db, mail, result.message);
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

/** The tick's share: sends the waiting mails that are due, one after the other (tests pass a clock). */
export async function deliverDueMails(ctx: SendingContext, clock?: Date) {
  for (const { id } of await q.listDueMails(ctx.db, clock ?? new Date(), 200)) {
    await deliverMail(ctx, id, clock ?? new Date());
  }
}
