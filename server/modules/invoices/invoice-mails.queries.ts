// The SQL of invoice mails and reminders: who sends and receives, the claims that write the e-mail
// log and the history together, the overdue invoices due for an automatic reminder.
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../common/constants';
import type { Db } from '../../db/client';
import { companies, customers, emailLogs, invoiceEvents, invoices } from '../../db/schema';
import { mailSenderColumns } from '../companies/companies.queries';
import { type InvoiceEventInput, recordInvoiceEvent } from './invoice-events.queries';

/** An invoice mail or reminder as the e-mail log holds it, waiting for the paced delivery. */
export type QueuedMail = typeof emailLogs.$inferInsert & { nextAttemptAt: Date };

/** Writes the waiting mail in the claim's transaction (the e-mail log's writer, invoice-mails.outbox.ts). */
type Queue = (tx: Db, log: QueuedMail) => Promise<number>;

/** The sending company (footer, account, test mode) and the customer of an invoice, as of now. */
export async function getMailParties(db: Db, invoiceId: number) {
  const [row] = await db
    .select({
      company: {
        ...mailSenderColumns,
        hasMailAccount: sql<boolean>`${companies.gmailPasswordSealed} is not null`,
      },
      customer: {
        id: customers.id,
        email: customers.email,
        contactTitle: customers.contactTitle,
        contactPerson: customers.contactPerson,
      },
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(customers, eq(customers.id, invoices.customerId))
    .where(eq(invoices.id, invoiceId));
  return row;
}

/**
 * The invoice mail and its 'sent' event in one transaction, under the invoice's row lock: while
 * one mail of the invoice still waits, a second click adds none ('busy').
 */
export function claimInvoiceMail(
  db: Db,
  log: QueuedMail & { invoiceId: number },
  event: InvoiceEventInput,
  queue: Queue,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, log.invoiceId)).for('update');
    const [waiting] = await tx
      .select({ id: emailLogs.id })
      .from(emailLogs)
      .where(
        and(
          eq(emailLogs.invoiceId, log.invoiceId),
          eq(emailLogs.kind, 'invoice'),
          eq(emailLogs.status, 'pending'),
        ),
      )
      .limit(1);
    if (waiting) return null;
    const logId = await queue(tx, log);
    await recordInvoiceEvent(tx, event);
    return logId;
  });
}

export type ReminderClaim = { kind: 'claimed'; logId: number } | { kind: 'taken' } | { kind: 'held' };

/**
 * A reminder: the invoice moves from `fromLevel` to the next only if it is still open at that level
 * (the conditional UPDATE is the claim, so two instances or two clicks remind once), with its mail
 * and event in the same transaction. An automatic one (`day` given) first locks the customer and
 * is 'held' when the customer got a reminder that Berlin day: one a day, across instances.
 */
export function claimReminder(
  db: Db,
  c: {
    invoiceId: number;
    fromLevel: number;
    now: Date;
    day?: { from: Date; to: Date };
    log: QueuedMail;
    event: InvoiceEventInput & { customerId: number };
  },
  queue: Queue,
): Promise<ReminderClaim> {
  return db.transaction(async (tx) => {
    if (c.day) {
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, c.event.customerId))
        .for('no key update');
      const [today] = await tx
        .select({ id: invoiceEvents.id })
        .from(invoiceEvents)
        .where(remindedBetween(c.event.customerId, c.day.from, c.day.to))
        .limit(1);
      if (today) return { kind: 'held' };
    }
    const [claimed] = await tx
      .update(invoices)
      .set({ reminderLevel: c.fromLevel + 1, lastReminderAt: c.now })
      .where(
        and(
          eq(invoices.id, c.invoiceId),
          eq(invoices.reminderLevel, c.fromLevel),
          eq(invoices.state, 'open'),
          eq(invoices.kind, 'invoice'),
        ),
      )
      .returning({ id: invoices.id });
    if (!claimed) return { kind: 'taken' };
    const logId = await queue(tx, { ...c.log, invoiceId: c.invoiceId });
    await recordInvoiceEvent(tx, c.event);
    return { kind: 'claimed', logId };
  });
}

/** A reminder (by anyone) reached the customer's history in [from, to). */
const remindedBetween = (customerId: number | typeof invoices.customerId, from: Date, to: Date) =>
  and(
    eq(invoiceEvents.customerId, customerId),
    eq(invoiceEvents.kind, 'reminder'),
    gte(invoiceEvents.at, from),
    lt(invoiceEvents.at, to),
  );

/**
 * Open invoices due for an automatic reminder on `today`, oldest due first: level 0 from the due
 * day + the company's first reminder days, level 1 from the due day + the second reminder days and
 * at least their difference after the first reminder (a late first one does not pull the second
 * close behind it). Only customers with an address who got no reminder that day, of companies
 * with a mail account.
 */
export function listDueReminders(db: Db, today: string, day: { from: Date; to: Date }, limit: number) {
  const lastReminderDay = sql`(${invoices.lastReminderAt} at time zone ${TIME_ZONE})::date`;
  return db
    .select({ id: invoices.id, level: invoices.reminderLevel })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(
      and(
        eq(invoices.state, 'open'),
        eq(invoices.kind, 'invoice'),
        isNotNull(invoices.dueOn),
        sql`btrim(${customers.email}) <> ''`,
        isNotNull(companies.gmailPasswordSealed),
        sql`(
          (${invoices.reminderLevel} = 0 and ${invoices.dueOn} + ${companies.reminderFirstDays} <= ${today}::date)
          or (${invoices.reminderLevel} = 1 and ${invoices.dueOn} + ${companies.reminderSecondDays} <= ${today}::date
            and (${invoices.lastReminderAt} is null or ${lastReminderDay}
              + greatest(${companies.reminderSecondDays} - ${companies.reminderFirstDays}, 1) <= ${today}::date))
        )`,
        sql`not exists (select 1 from ${invoiceEvents} where ${remindedBetween(invoices.customerId, day.from, day.to)})`,
      ),
    )
    .orderBy(asc(invoices.dueOn), asc(invoices.id))
    .limit(limit);
}

/** The invoice mail reached the customer's server: the invoice counts as sent from its first delivery. */
export async function markInvoiceSent(db: Db, invoiceId: number, at: Date) {
  await db
    .update(invoices)
    .set({ sentAt: sql`coalesce(${invoices.sentAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(invoices.id, invoiceId));
}

/** The invoice an invoice mail or reminder of the e-mail log is about. */
export async function getInvoiceOfMail(db: Db, logId: number) {
  const [row] = await db
    .select({ invoiceId: emailLogs.invoiceId })
    .from(emailLogs)
    .where(eq(emailLogs.id, logId));
  return row?.invoiceId ?? null;
}
