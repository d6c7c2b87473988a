// Invoice mails and reminders (docs/product.md §13): written to the e-mail log as waiting mails
// (kind 'invoice' / 'reminder', the invoice named) that the paced delivery of the company sends on
// the next tick, with the PDF and the XRechnung attached at delivery (invoice-mails.delivery.ts).
// An invoice is no advertising: no unsubscribe link, and an opt-out from offers does not stop it.
// Reminders reach the customer only between 8 and 20 o'clock Berlin time.
import { berlinDay, germanDay } from '../../../common/calendar-days';
import { REMINDER_HOURS } from '../../../common/constants';
import { reminderLevelLabels } from '../../../common/labels';
import type { InvoiceDetail } from '../../../common/schemas/invoice';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { berlinInstant, berlinWallTime } from '../../lib/berlin-time';
import { invoiceMail } from '../../mail/invoice-mail';
import { type ReminderLevel, reminderMail } from '../../mail/reminder-mail';
import type { SessionUser } from '../auth/session-user';
import { getInvoiceDetail } from './invoice-detail.queries';
import { invoiceOutbox } from './invoice-mails.outbox';
import { claimInvoiceMail, claimReminder, getMailParties } from './invoice-mails.queries';

const conflict = (message: string) => new AppError('CONFLICT', message);
const invoiceNotFound = () => notFound('Rechnung nicht gefunden');

/** Whether a Berlin clock shows a time reminders may go out at (8:00 to 19:59). */
export function inReminderHours(now: Date) {
  const { hour } = berlinWallTime(now);
  return hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.to;
}

/** Outside the reminder hours: the next 8:00 Berlin time; inside them: null (send now). */
export function reminderHoldUntil(now: Date): Date | null {
  if (inReminderHours(now)) return null;
  const w = berlinWallTime(now);
  const day = w.hour < REMINDER_HOURS.from ? w.day : w.day + 1;
  return berlinInstant(w.year, w.month, day, REMINDER_HOURS.from);
}

export const reminderHeldMessage = (until: Date) =>
  `Mahnungen gehen nur zwischen ${REMINDER_HOURS.from} und ${REMINDER_HOURS.to} Uhr hinaus – Versand am ${germanDay(berlinDay(until))} ab ${REMINDER_HOURS.from} Uhr`;

/** Start and end of the Berlin day `now` falls on. */
export function berlinDayBounds(now: Date) {
  const w = berlinWallTime(now);
  return { from: berlinInstant(w.year, w.month, w.day), to: berlinInstant(w.year, w.month, w.day + 1) };
}

type Parties = NonNullable<Awaited<ReturnType<typeof getMailParties>>>;
interface Ready {
  company: Parties['company'];
  customer: NonNullable<Parties['customer']>;
  /** The customer's address, or the operator's in test mode. */
  recipient: string;
  /** Test mode: the customer's address the mail stands in for. */
  testFor: string | null;
}

/**
 * Who sends and who receives, or why not (German): the customer with an address, the company
 * with a mail account. Test mode sends to the operator, as the offers do.
 */
async function mailParties(db: Db, invoiceId: number): Promise<Ready | { problem: string }> {
  const parties = await getMailParties(db, invoiceId);
  if (!parties) throw invoiceNotFound();
  const { company, customer } = parties;
  if (!customer) return { problem: 'Der Kunde dieser Rechnung wurde gelöscht.' };
  const email = customer.email.trim();
  if (!email) return { problem: 'Der Kunde hat keine E-Mail-Adresse. Tragen Sie sie beim Kunden ein.' };
  if (!company.gmailEmail || !company.hasMailAccount)
    return { problem: `${invoiceOutbox().noAccountMessage}.` };
  const testTo = company.testMode ? company.testRecipient || company.gmailEmail : null;
  return { company, customer, recipient: testTo ?? email, testFor: testTo ? email : null };
}

const logOf = (
  ready: Ready,
  detail: InvoiceDetail,
  kind: 'invoice' | 'reminder',
  content: { subject: string; text: string; html: string },
  at: Date,
  key: string,
) => ({
  customerId: ready.customer.id,
  companyId: ready.company.id,
  kind,
  invoiceId: detail.id,
  emailSubject: content.subject,
  emailContent: content.text,
  emailHtml: content.html,
  recipient: ready.recipient,
  isTest: ready.testFor !== null,
  messageId: invoiceOutbox().messageId(ready.company, key),
  status: 'pending' as const,
  nextAttemptAt: at,
});

/**
 * POST /api/invoices/:id/send: the invoice (or cancellation invoice) by e-mail. Any finalized one
 * may be sent, also again; a draft never. The mail waits for the next tick (within a minute).
 */
export async function sendInvoice(db: Db, user: SessionUser, id: number, now = new Date()) {
  const detail = await getInvoiceDetail(db, id, berlinDay(now));
  if (!detail) throw invoiceNotFound();
  if (detail.state === 'draft' || !detail.number)
    throw conflict('Ein Entwurf kann nicht versendet werden. Schreiben Sie die Rechnung zuerst fest.');
  const ready = await mailParties(db, id);
  if ('problem' in ready) throw conflict(ready.problem);
  const content = invoiceMail({
    invoice: detail,
    company: ready.company,
    customer: ready.customer,
    testFor: ready.testFor,
  });
  const logId = await claimInvoiceMail(
    db,
    logOf(ready, detail, 'invoice', content, now, `invoice-${id}`),
    {
      invoiceId: id,
      customerId: detail.customerId,
      user,
      kind: 'sent',
      detail: `An ${ready.recipient}${ready.testFor ? ' (Testmodus)' : ''}`,
      at: now,
    },
    invoiceOutbox().queue,
  );
  if (logId === null) throw conflict('Die Rechnung wird bereits versendet. Bitte warten Sie einen Moment.');
  return (await getInvoiceDetail(db, id, berlinDay(now))) as InvoiceDetail;
}

/**
 * The next reminder of an overdue invoice. `user` null: the automatic one of the tick (levels 1
 * and 2, at most one a customer and Berlin day); a person may also send level 3. 'skipped': the
 * automatic one could not be written (no address, no account, another instance was first, or the
 * customer got a reminder today).
 */
export async function queueReminder(
  db: Db,
  user: SessionUser | null,
  detail: InvoiceDetail,
  now: Date,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const level = (detail.reminderLevel + 1) as ReminderLevel;
  const ready = await mailParties(db, detail.id);
  if ('problem' in ready) return { ok: false, message: ready.problem };
  if (detail.customerId === null) return { ok: false, message: 'Der Kunde dieser Rechnung wurde gelöscht.' };
  const content = reminderMail({
    invoice: detail,
    level,
    company: ready.company,
    customer: ready.customer,
    today: berlinDay(now),
    testFor: ready.testFor,
  });
  const claim = await claimReminder(
    db,
    {
      invoiceId: detail.id,
      fromLevel: detail.reminderLevel,
      now,
      day: user ? undefined : berlinDayBounds(now),
      log: logOf(
        ready,
        detail,
        'reminder',
        content,
        reminderHoldUntil(now) ?? now,
        `reminder-${detail.id}-${level}`,
      ),
      event: {
        invoiceId: detail.id,
        customerId: detail.customerId,
        user,
        kind: 'reminder',
        detail: `${reminderLevelLabels[level]} an ${ready.recipient}${user ? '' : ' (automatisch)'}${ready.testFor ? ' (Testmodus)' : ''}`,
        at: now,
      },
    },
    invoiceOutbox().queue,
  );
  if (claim.kind === 'claimed') return { ok: true };
  return {
    ok: false,
    message:
      claim.kind === 'held'
        ? 'Der Kunde hat heute schon eine Mahnung erhalten.'
        : 'Die Mahnung wurde gerade schon gesendet. Bitte laden Sie die Rechnung neu.',
  };
}

/** POST /api/invoices/:id/reminders: the next level (1, 2, 3) of an open invoice past its due day. */
export async function sendReminder(db: Db, user: SessionUser, id: number, now = new Date()) {
  const today = berlinDay(now);
  const detail = await getInvoiceDetail(db, id, today);
  if (!detail) throw invoiceNotFound();
  if (detail.kind === 'cancellation') throw conflict('Eine Stornorechnung wird nicht gemahnt.');
  if (detail.state === 'draft') throw conflict('Ein Entwurf kann nicht gemahnt werden.');
  if (detail.state === 'paid') throw conflict('Die Rechnung ist bereits bezahlt.');
  if (detail.state === 'cancelled') throw conflict('Die Rechnung ist storniert.');
  if (detail.status !== 'overdue')
    throw conflict(
      `Die Rechnung ist noch nicht überfällig (fällig am ${detail.dueOn ? germanDay(detail.dueOn) : '–'}).`,
    );
  if (detail.reminderLevel >= 3) throw conflict('Die letzte Mahnung wurde bereits gesendet.');
  const result = await queueReminder(db, user, detail, now);
  if (!result.ok) throw conflict(result.message);
  return (await getInvoiceDetail(db, id, today)) as InvoiceDetail;
}
