// Every read and write of replies, bounces and the mailbox state (issue 24): the reader's claim of
// a mailbox, the lookups that decide whether a message is ours, the one transaction that stores a
// reply or a bounce with what follows from it, the inbox, a customer's thread and the IMAP settings.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ReplyFilter } from '../../../common/schemas/reply';
import type { Db } from '../../db/client';
import { companies, customers, emailLogs, emailReplies, mailboxStates } from '../../db/schema';
import { raiseAlerts } from '../alerts/alerts.queries';
import { updateCompany } from '../companies/companies.queries';
import { markCustomerBounced, markCustomerReplied } from '../customers/customers.queries';

/** Written into an offer that a reply stopped before it was handed to SMTP. */
export const stoppedByReplyMessage = 'Nicht gesendet: Der Kunde hat geantwortet.';

/** The companies whose mailbox is due: IMAP on, an account stored, not read for `pollSeconds`. */
export function listDueMailboxes(db: Db, now: Date, pollSeconds: number) {
  const dueBefore = new Date(now.getTime() - pollSeconds * 1000);
  return db
    .select({ companyId: companies.id })
    .from(companies)
    .leftJoin(mailboxStates, eq(mailboxStates.companyId, companies.id))
    .where(
      and(
        eq(companies.imapEnabled, true),
        isNotNull(companies.gmailEmail),
        isNotNull(companies.gmailPasswordSealed),
        or(isNull(mailboxStates.checkedAt), lte(mailboxStates.checkedAt, dueBefore)),
      ),
    )
    .orderBy(asc(companies.id));
}

/**
 * The lease: takes the company's mailbox for one read when it is due, by setting `checked_at` in one
 * conditional update. Of two instances (or two tick runs) only one gets the row back; the other
 * reads nothing until the next interval. A read ends well within the interval (mailbox-reader.ts).
 */
export async function claimMailbox(db: Db, companyId: number, now: Date, pollSeconds: number) {
  await db.insert(mailboxStates).values({ companyId }).onConflictDoNothing();
  const dueBefore = new Date(now.getTime() - pollSeconds * 1000);
  const [row] = await db
    .update(mailboxStates)
    .set({ checkedAt: now })
    .where(
      and(
        eq(mailboxStates.companyId, companyId),
        or(isNull(mailboxStates.checkedAt), lte(mailboxStates.checkedAt, dueBefore)),
      ),
    )
    .returning({ uidValidity: mailboxStates.uidValidity, lastUid: mailboxStates.lastUid });
  return row;
}

/** The account the reader logs in with; the sealed password stays sealed until the connection. */
export async function getImapAccount(db: Db, companyId: number) {
  const [row] = await db
    .select({
      enabled: companies.imapEnabled,
      host: companies.imapHost,
      port: companies.imapPort,
      user: companies.gmailEmail,
      passwordSealed: companies.gmailPasswordSealed,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** Where the read got to (UIDVALIDITY and the last UID handled), and its error or none. */
export async function saveMailboxState(
  db: Db,
  companyId: number,
  state: { uidValidity?: number; lastUid?: number; error: string | null },
) {
  await db
    .update(mailboxStates)
    .set({
      ...(state.uidValidity !== undefined ? { uidValidity: state.uidValidity } : {}),
      ...(state.lastUid !== undefined ? { lastUid: state.lastUid } : {}),
      error: state.error,
    })
    .where(eq(mailboxStates.companyId, companyId));
}

/** Our mails (of this company) among the Message-IDs a read found. */
export function findOurMails(db: Db, companyId: number, messageIds: string[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: emailLogs.id,
      customerId: emailLogs.customerId,
      messageId: emailLogs.messageId,
      recipient: emailLogs.recipient,
    })
    .from(emailLogs)
    .where(and(eq(emailLogs.companyId, companyId), inArray(emailLogs.messageId, messageIds)));
}

/** The company's customers with one of these addresses (lower-cased), oldest first. */
export function findCustomersByAddress(db: Db, companyId: number, addresses: string[]) {
  if (addresses.length === 0) return Promise.resolve([]);
  return db
    .select({ id: customers.id, email: sql<string>`lower(${customers.email})` })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), inArray(sql`lower(${customers.email})`, addresses)))
    .orderBy(asc(customers.id));
}

export interface NewReceived {
  companyId: number;
  customerId: number;
  emailLogId: number | null;
  kind: 'reply' | 'bounce';
  messageId: string;
  fromAddress: string | null;
  fromName: string | null;
  subject: string | null;
  bodyText: string | null;
  receivedAt: Date;
  /** For a bounce: the address that failed (when the report names it) and why. */
  bounce?: { recipient: string | null; reason: string };
}

/**
 * Stores a reply or a bounce once (the unique (company, Message-ID) decides between two readers),
 * and in the same transaction: a reply sets the customer's 'Antwort erhalten' and stops their offers
 * not yet handed to SMTP; a bounce marks the address undeliverable (when it is still the customer's).
 * Each raises its alert. False when the message was stored before.
 */
export function storeReceived(db: Db, m: NewReceived): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { bounce, ...values } = m;
    const [row] = await tx
      .insert(emailReplies)
      .values(values)
      .onConflictDoNothing({ target: [emailReplies.companyId, emailReplies.messageId] })
      .returning({ id: emailReplies.id });
    if (!row) return false;
    const [customer] = await tx
      .select({ name: customers.name, email: customers.email })
      .from(customers)
      .where(eq(customers.id, m.customerId));
    const name = customer?.name ?? 'Unbekannter Kunde';

    if (m.kind === 'reply') {
      await markCustomerReplied(tx, m.customerId, m.receivedAt);
      // The same condition as the sender's claim (reserveSlot): a mail it took first is left alone.
      await tx
        .update(emailLogs)
        .set({ status: 'failed', errorMessage: stoppedByReplyMessage, nextAttemptAt: null })
        .where(
          and(
            eq(emailLogs.customerId, m.customerId),
            eq(emailLogs.kind, 'review'),
            eq(emailLogs.status, 'pending'),
            isNull(emailLogs.sendingStartedAt),
          ),
        );
      await raiseAlerts(tx, [
        {
          kind: 'reply',
          companyId: m.companyId,
          customerId: m.customerId,
          message: `Antwort von ${name}${m.subject ? `: „${m.subject.slice(0, 120)}“` : ''}`,
          dedupeKey: `reply:${row.id}`,
        },
      ]);
      return true;
    }

    const address = bounce?.recipient ?? customer?.email.toLowerCase() ?? '';
    // A bounce of an address the customer no longer has changes nothing on the customer.
    if (customer && (!bounce?.recipient || customer.email.toLowerCase() === bounce.recipient)) {
      await markCustomerBounced(tx, m.customerId, m.receivedAt, bounce?.reason ?? null);
    }
    await raiseAlerts(tx, [
      {
        kind: 'email_bounced',
        companyId: m.companyId,
        customerId: m.customerId,
        message: `E-Mail an ${name} unzustellbar${address ? ` (${address})` : ''}${bounce?.reason ? `: ${bounce.reason}` : ''}`,
        dedupeKey: `email_bounced:${row.id}`,
      },
    ]);
    return true;
  });
}

// The inbox and the thread.

const snippet = sql<string>`coalesce(left(regexp_replace(${emailReplies.bodyText}, '\\s+', ' ', 'g'), 160), '')`;

const replyColumns = {
  id: emailReplies.id,
  kind: emailReplies.kind,
  customerId: emailReplies.customerId,
  customerName: customers.name,
  fromAddress: emailReplies.fromAddress,
  fromName: emailReplies.fromName,
  subject: emailReplies.subject,
  snippet,
  receivedAt: emailReplies.receivedAt,
  seenAt: emailReplies.seenAt,
  emailLogId: emailReplies.emailLogId,
};

function filterWhere(filter: ReplyFilter): SQL | undefined {
  if (filter === 'unread') return isNull(emailReplies.seenAt);
  if (filter === 'replies') return eq(emailReplies.kind, 'reply');
  if (filter === 'bounces') return eq(emailReplies.kind, 'bounce');
  return undefined;
}

/** One page of the inbox, newest first, with the filtered total: one statement. */
export function listReplies(
  db: Db,
  f: { companyId: number; filter: ReplyFilter; limit: number; offset: number },
) {
  return db
    .select({ ...replyColumns, total: sql<number>`(count(*) over ())::int` })
    .from(emailReplies)
    .leftJoin(customers, eq(customers.id, emailReplies.customerId))
    .where(and(eq(emailReplies.companyId, f.companyId), filterWhere(f.filter)))
    .orderBy(desc(emailReplies.receivedAt), desc(emailReplies.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countReplies(db: Db, companyId: number, filter: ReplyFilter) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailReplies)
    .where(and(eq(emailReplies.companyId, companyId), filterWhere(filter)));
  return row.n;
}

export async function getReply(db: Db, id: number) {
  const [row] = await db
    .select({ ...replyColumns, bodyText: emailReplies.bodyText, emailLogSubject: emailLogs.emailSubject })
    .from(emailReplies)
    .leftJoin(customers, eq(customers.id, emailReplies.customerId))
    .leftJoin(emailLogs, eq(emailLogs.id, emailReplies.emailLogId))
    .where(eq(emailReplies.id, id));
  return row;
}

/** Marks it read (the first time counts); undefined for an unknown id. */
export async function markReplyRead(db: Db, id: number, now: Date) {
  const [row] = await db
    .update(emailReplies)
    .set({ seenAt: sql`coalesce(${emailReplies.seenAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(emailReplies.id, id))
    .returning({ id: emailReplies.id, seenAt: emailReplies.seenAt });
  return row;
}

const THREAD_MAX = 200;

/** The customer's reply state and the latest of our mails and their messages, oldest first. */
export async function getThread(db: Db, customerId: number) {
  const [customer] = await db
    .select({
      repliedAt: customers.repliedAt,
      emailBouncedAt: customers.emailBouncedAt,
      emailBounceReason: customers.emailBounceReason,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return undefined;
  const [sent, received] = await Promise.all([
    db
      .select({
        id: emailLogs.id,
        at: sql<Date>`coalesce(${emailLogs.sentAt}, ${emailLogs.createdAt})`.mapWith((v) => new Date(v)),
        subject: emailLogs.emailSubject,
        text: emailLogs.emailContent,
        status: emailLogs.status,
        kind: emailLogs.kind,
        recipient: emailLogs.recipient,
        errorMessage: emailLogs.errorMessage,
      })
      .from(emailLogs)
      .where(eq(emailLogs.customerId, customerId))
      .orderBy(desc(emailLogs.createdAt), desc(emailLogs.id))
      .limit(THREAD_MAX),
    db
      .select({
        id: emailReplies.id,
        at: emailReplies.receivedAt,
        kind: emailReplies.kind,
        subject: emailReplies.subject,
        text: emailReplies.bodyText,
        fromAddress: emailReplies.fromAddress,
        fromName: emailReplies.fromName,
        seenAt: emailReplies.seenAt,
      })
      .from(emailReplies)
      .where(eq(emailReplies.customerId, customerId))
      .orderBy(desc(emailReplies.receivedAt), desc(emailReplies.id))
      .limit(THREAD_MAX),
  ]);
  return { customer, sent, received };
}

// The IMAP settings.

export async function getImapSettings(db: Db, companyId: number) {
  const [row] = await db
    .select({
      imapEnabled: companies.imapEnabled,
      imapHost: companies.imapHost,
      imapPort: companies.imapPort,
      gmailEmail: companies.gmailEmail,
      hasPassword: sql<boolean>`${companies.gmailPasswordSealed} is not null`,
      checkedAt: mailboxStates.checkedAt,
      error: mailboxStates.error,
    })
    .from(companies)
    .leftJoin(mailboxStates, eq(mailboxStates.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row;
}

/** The company's IMAP columns under a lock, for a change decided against them. */
export async function lockImapSettings(db: Db, companyId: number) {
  const [row] = await db
    .select({
      name: companies.name,
      imapEnabled: companies.imapEnabled,
      imapHost: companies.imapHost,
      imapPort: companies.imapPort,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row;
}

export async function updateImapSettings(
  db: Db,
  companyId: number,
  values: Partial<
    Pick<typeof companies.$inferInsert, 'imapEnabled' | 'imapHost' | 'imapPort' | 'gmailPasswordSealed'>
  >,
) {
  await updateCompany(db, companyId, values);
  // A new server or a switch starts a fresh read at the next tick, without the old error.
  await db
    .update(mailboxStates)
    .set({ checkedAt: null, error: null })
    .where(eq(mailboxStates.companyId, companyId));
}
