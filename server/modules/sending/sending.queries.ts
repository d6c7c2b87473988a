// Every write to email_logs, and the SQL of the delivery: the claim, sent and failed, the pacing slot
// shared by all instances, waiting mails and retries, the pause after a daily-limit reply
// (docs/product.md §10 "Lawful, paced e-mail").
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { MAIL_LIMIT_PAUSE_HOURS } from '../../../common/constants';
import type { Db } from '../../db/client';
import { companies, customers, emailLogs, reviews, scans } from '../../db/schema';
import { interruptedMailMessage } from '../../mail/send-outcome';
import { type NewAlert, raiseAlerts } from '../alerts/alerts.queries';
import { legalFooterColumns, mailAccountColumns } from '../companies/companies.queries';

const DAY_MS = 24 * 3600_000;

/** The log with what sending it needs: the company's account and rules, the customer's opt-out. */
export async function getMailToSend(db: Db, logId: number) {
  const [row] = await db
    .select({
      log: {
        id: emailLogs.id,
        status: emailLogs.status,
        recipient: emailLogs.recipient,
        subject: emailLogs.emailSubject,
        text: emailLogs.emailContent,
        html: emailLogs.emailHtml,
        messageId: emailLogs.messageId,
        attempts: emailLogs.attempts,
        sendingStartedAt: emailLogs.sendingStartedAt,
        kind: emailLogs.kind,
        isTest: emailLogs.isTest,
      },
      customer: {
        id: customers.id,
        name: customers.name,
        optedOutAt: customers.optedOutAt,
        emailBouncedAt: customers.emailBouncedAt,
      },
      company: {
        id: companies.id,
        name: companies.name,
        website: companies.website,
        pauseSeconds: companies.mailPauseSeconds,
        ...mailAccountColumns,
      },
    })
    .from(emailLogs)
    .innerJoin(customers, eq(customers.id, emailLogs.customerId))
    .innerJoin(companies, eq(companies.id, emailLogs.companyId))
    .where(eq(emailLogs.id, logId));
  return row;
}

export type Reservation =
  /** attempt: the try's number, its token for beginSmtp. */
  | { kind: 'send'; at: Date; attempt: number }
  | { kind: 'wait'; until: Date; reason: 'cap' | 'paused' }
  | { kind: 'taken' };

/**
 * Takes the next sending slot of the company for this log, or says until when it must wait. The
 * company row is locked for the decision, so instances and workers never overrun the cap or the
 * pause together. The slot may lie a little ahead (the pause after the previous message).
 */
export function reserveSlot(db: Db, logId: number, companyId: number, now: Date): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({
        cap: companies.mailDailyCap,
        pauseSeconds: companies.mailPauseSeconds,
        pausedUntil: companies.sendingPausedUntil,
        nextSendAt: companies.nextSendAt,
      })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) return { kind: 'taken' };
    const wait = async (until: Date, reason: 'cap' | 'paused'): Promise<Reservation> => {
      await tx
        .update(emailLogs)
        .set({ nextAttemptAt: until })
        .where(
          and(eq(emailLogs.id, logId), eq(emailLogs.status, 'pending'), isNull(emailLogs.sendingStartedAt)),
        );
      return { kind: 'wait', until, reason };
    };
    if (company.pausedUntil && company.pausedUntil > now) return wait(company.pausedUntil, 'paused');

    const [window] = await tx
      .select({ sent: count(), oldest: min(emailLogs.sendingStartedAt) })
      .from(emailLogs)
      .where(
        and(
          eq(emailLogs.companyId, companyId),
          gt(emailLogs.sendingStartedAt, new Date(now.getTime() - DAY_MS)),
          ne(emailLogs.status, 'failed'),
        ),
      );
    if (window.sent >= company.cap) {
      const oldest = window.oldest ? new Date(window.oldest) : now;
      return wait(new Date(oldest.getTime() + DAY_MS + 1000), 'cap');
    }

    // A slot far ahead can only come from a clock that ran fast on another instance: cap the wait.
    const furthest = now.getTime() + Math.max(60_000, 50 * company.pauseSeconds * 1000);
    const next = company.nextSendAt?.getTime() ?? 0;
    const at = new Date(Math.min(Math.max(now.getTime(), next), furthest));
    const [taken] = await tx
      .update(emailLogs)
      .set({ sendingStartedAt: at, attempts: sql`${emailLogs.attempts} + 1`, nextAttemptAt: null })
      .where(
        and(eq(emailLogs.id, logId), eq(emailLogs.status, 'pending'), isNull(emailLogs.sendingStartedAt)),
      )
      .returning({ attempts: emailLogs.attempts });
    if (!taken) return { kind: 'taken' };
    await tx
      .update(companies)
      .set({ nextSendAt: new Date(at.getTime() + company.pauseSeconds * 1000) })
      .where(eq(companies.id, companyId));
    return { kind: 'send', at, attempt: taken.attempts };
  });
}

/**
 * The try's SMTP transaction begins now: recorded (and committed) just before the message is handed
 * to the connection. Only while the row is still this try's (`attempt`, its slot held): a row given
 * back after its instance was taken for dead may be another's by now, and then this one says no.
 */
export async function beginSmtp(db: Db, logId: number, attempt: number) {
  const begun = await db
    .update(emailLogs)
    .set({ smtpStartedAt: new Date() })
    .where(
      and(
        eq(emailLogs.id, logId),
        eq(emailLogs.status, 'pending'),
        eq(emailLogs.attempts, attempt),
        isNotNull(emailLogs.sendingStartedAt),
        isNull(emailLogs.smtpStartedAt),
      ),
    )
    .returning({ id: emailLogs.id });
  return begun.length > 0;
}

/** A try that did not go out (4xx, never connected, daily limit): the same row waits for another. */
export async function retryLater(db: Db, logId: number, until: Date, message: string) {
  await db
    .update(emailLogs)
    .set({ sendingStartedAt: null, smtpStartedAt: null, nextAttemptAt: until, errorMessage: message })
    .where(and(eq(emailLogs.id, logId), eq(emailLogs.status, 'pending')));
}

/** The mailbox answered its daily limit: the company sends nothing for a day. */
export async function pauseSending(db: Db, companyId: number, now: Date, reason: string) {
  const until = new Date(now.getTime() + MAIL_LIMIT_PAUSE_HOURS * 3600_000);
  await db
    .update(companies)
    .set({ sendingPausedUntil: until, sendingPauseReason: reason })
    .where(eq(companies.id, companyId));
  return until;
}

/** Waiting mails whose time has come, oldest first. */
export function listDueMails(db: Db, now: Date, limit: number) {
  return db
    .select({ id: emailLogs.id })
    .from(emailLogs)
    .where(
      and(
        eq(emailLogs.status, 'pending'),
        isNull(emailLogs.sendingStartedAt),
        lte(emailLogs.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(emailLogs.nextAttemptAt), asc(emailLogs.id))
    .limit(limit);
}

/** The company's sending state in one statement; undefined for an unknown company. */
export async function getSendingState(db: Db, companyId: number, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const [row] = await db
    .select({
      cap: companies.mailDailyCap,
      testMode: companies.testMode,
      testRecipient: sql<string | null>`coalesce(${companies.testRecipient}, ${companies.gmailEmail})`,
      pausedUntil: companies.sendingPausedUntil,
      pauseReason: companies.sendingPauseReason,
      ...legalFooterColumns,
      sentLast24h: sql<number>`(select count(*)::int from ${emailLogs} where ${emailLogs.companyId} = ${companyId}
        and ${emailLogs.sendingStartedAt} > ${since.toISOString()}::timestamptz and ${emailLogs.status} <> 'failed')`,
      waiting: sql<number>`(select count(*)::int from ${emailLogs} where ${emailLogs.companyId} = ${companyId}
        and ${emailLogs.status} = 'pending' and ${emailLogs.sendingStartedAt} is null and ${emailLogs.nextAttemptAt} is not null)`,
      nextAttemptAt: sql<
        string | null
      >`(select min(${emailLogs.nextAttemptAt}) from ${emailLogs} where ${emailLogs.companyId} = ${companyId}
        and ${emailLogs.status} = 'pending' and ${emailLogs.sendingStartedAt} is null)`,
      optedOutCustomers: sql<number>`(select count(*)::int from ${customers} where ${customers.companyId} = ${companyId}
        and ${customers.optedOutAt} is not null)`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/**
 * The claim: the log row (pending) and the reviews' email_log_id in one transaction, committed
 * before SMTP is spoken to. Only reviews still unclaimed are taken; none left → no log, no mail.
 */
export async function claimReviews(db: Db, log: typeof emailLogs.$inferInsert, reviewIds: number[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(emailLogs).values(log).returning({ id: emailLogs.id });
    const claimed = await tx
      .update(reviews)
      .set({ emailLogId: row.id })
      .where(and(inArray(reviews.id, reviewIds), isNull(reviews.emailLogId)))
      .returning({ id: reviews.id });
    if (claimed.length === 0) {
      await tx.delete(emailLogs).where(eq(emailLogs.id, row.id));
      return null;
    }
    return { logId: row.id, reviewIds: claimed.map((r) => r.id) };
  });
}

/** A mail of another kind (mail-kinds.ts) that waits for the tick's paced delivery from `nextAttemptAt` on. */
export async function queueMail(db: Db, log: typeof emailLogs.$inferInsert & { nextAttemptAt: Date }) {
  const [row] = await db.insert(emailLogs).values(log).returning({ id: emailLogs.id });
  return row.id;
}

/**
 * The server accepted the message. Also over an 'interrupted' mark another instance made while the
 * answer was on its way: the outcome it called unknown is known now. The scan's `emailsSent` counts
 * here, once per row, in the same transaction: not in the customer's scan log, which a job repeated
 * after a cut or a crash writes without the mail its first attempt sent (issue 34 point 11).
 */
export async function markEmailSent(db: Db, logId: number, messageId: string) {
  await db.transaction(async (tx) => {
    const [sent] = await tx
      .update(emailLogs)
      .set({ status: 'sent', sentAt: new Date(), messageId, errorMessage: null, nextAttemptAt: null })
      .where(
        and(
          eq(emailLogs.id, logId),
          or(
            eq(emailLogs.status, 'pending'),
            and(eq(emailLogs.status, 'failed'), eq(emailLogs.errorMessage, interruptedMailMessage)),
          ),
        ),
      )
      .returning({ scanId: emailLogs.scanId });
    if (sent?.scanId) {
      await tx
        .update(scans)
        .set({ emailsSent: sql`${scans.emailsSent} + 1` })
        .where(eq(scans.id, sent.scanId));
    }
  });
}

export async function markEmailFailed(db: Db, logId: number, message: string, alert?: NewAlert) {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(emailLogs)
      .set({ status: 'failed', errorMessage: message, nextAttemptAt: null })
      .where(and(eq(emailLogs.id, logId), eq(emailLogs.status, 'pending')))
      .returning({ id: emailLogs.id });
    // A mail refused for good tells the operators in the bell (docs/decisions/049).
    if (failed && alert) await raiseAlerts(tx, [alert]);
  });
}

/**
 * After a crash: a pending log whose SMTP transaction had begun may have gone out, so it becomes
 * failed and is never resent; one whose try held a slot but was never handed to SMTP (waiting for
 * the slot's time or behind others on the dead instance's connection) is given back, and it and
 * those never tried wait for the delivery to send them (decision 053). Either those of one
 * customer's job (its repeated attempt), or, in the sweep, those of scans over before `before` and
 * mails of other kinds written before it. Should the first instance still live after all,
 * beginSmtp refuses it the row it no longer holds: sent once either way.
 */
export async function failInterruptedMails(
  db: Db,
  where: { scanId: number; customerIds: number[] } | { before: Date },
) {
  const scope = and(
    eq(emailLogs.status, 'pending'),
    'scanId' in where
      ? and(eq(emailLogs.scanId, where.scanId), inArray(emailLogs.customerId, where.customerIds))
      : and(
          lte(emailLogs.createdAt, where.before),
          or(
            sql`${emailLogs.scanId} in (select ${scans.id} from ${scans} where ${scans.status} not in ('running', 'stopping'))`,
            // Mails of other kinds (mail-kinds.ts) belong to no scan: only their age counts.
            ne(emailLogs.kind, 'review'),
          ),
        ),
  );
  const started = (column: typeof emailLogs.sendingStartedAt) =>
    and(isNotNull(column), 'before' in where ? lte(column, where.before) : undefined);
  const failed = await db
    .update(emailLogs)
    .set({ status: 'failed', errorMessage: interruptedMailMessage })
    .where(and(scope, started(emailLogs.smtpStartedAt)))
    .returning({ id: emailLogs.id });
  // Due at once, also for the tick whose sweep this is (its clock lies before the statement's).
  const now = 'before' in where ? where.before : new Date();
  await db
    .update(emailLogs)
    .set({ sendingStartedAt: null, nextAttemptAt: now })
    .where(and(scope, isNull(emailLogs.smtpStartedAt), started(emailLogs.sendingStartedAt)));
  await db
    .update(emailLogs)
    .set({ nextAttemptAt: now })
    .where(and(scope, isNull(emailLogs.sendingStartedAt), isNull(emailLogs.nextAttemptAt)));
  return failed;
}

// One offer a day (issue 21, docs/decisions/043-consent-first.md "One offer a day"): the customer's
// last offer, the reviews that waited for the next one, and the claim decided under the customer's lock.

/** A customer gets at most one offer in this time. */
const OFFER_GAP_MS = DAY_MS;
/** Reviews that waited longer were held back by something else since (notifications off, no address). */
const WAITING_MAX_MS = 8 * DAY_MS;

/** What an offer shows of a review: the same columns for this scan's reviews and those that waited. */
export const offerReviewColumns = {
  id: reviews.id,
  username: reviews.username,
  rating: reviews.rating,
  text: reviews.reviewText,
  reviewDate: reviews.reviewDate,
  reviewUrl: reviews.reviewUrl,
  /** For the company's 'Löschchance ab …' and the ground sentence (decision 081). */
  chance: reviews.removalChance,
};

export interface LastOffer {
  logId: number;
  scanId: number | null;
  status: 'pending' | 'sent';
  /** A pending one that holds no slot and waits for the delivery: from when it may go out. */
  waitingFrom: Date | null;
  /** When it went out; for one still on its way, when it was handed over or written. */
  at: Date;
  /** From when reviews it could have covered were found: the start of its scan, else its creation. */
  since: Date;
}

/**
 * The customer's last offer that reached them or is on its way (sent or pending; a failed one did
 * not). Test mails count only in test mode, where they stand in for the customer's.
 */
export async function getLastOffer(
  db: Db,
  customerId: number,
  isTest: boolean,
): Promise<LastOffer | undefined> {
  const [row] = await db
    .select({
      logId: emailLogs.id,
      scanId: emailLogs.scanId,
      status: emailLogs.status,
      sentAt: emailLogs.sentAt,
      sendingStartedAt: emailLogs.sendingStartedAt,
      nextAttemptAt: emailLogs.nextAttemptAt,
      createdAt: emailLogs.createdAt,
      scanStartedAt: scans.startedAt,
    })
    .from(emailLogs)
    .leftJoin(scans, eq(scans.id, emailLogs.scanId))
    .where(
      and(
        eq(emailLogs.customerId, customerId),
        // Only offers hold the next offer back: an invoice or a case update is no offer (§10).
        eq(emailLogs.kind, 'review'),
        inArray(emailLogs.status, ['sent', 'pending']),
        eq(emailLogs.isTest, isTest),
      ),
    )
    .orderBy(desc(emailLogs.createdAt), desc(emailLogs.id))
    .limit(1);
  if (!row) return undefined;
  const { scanStartedAt, createdAt } = row;
  return {
    logId: row.logId,
    scanId: row.scanId,
    status: row.status === 'sent' ? 'sent' : 'pending',
    waitingFrom: row.status === 'pending' && !row.sendingStartedAt ? row.nextAttemptAt : null,
    at: row.sentAt ?? row.sendingStartedAt ?? createdAt,
    since: scanStartedAt && scanStartedAt < createdAt ? scanStartedAt : createdAt,
  };
}

/** Whole hours since the last offer while it holds the next one back (under 24 h, or still on its way); else null. */
export function offerHold(last: LastOffer | undefined, now: Date): number | null {
  if (!last) return null;
  const age = now.getTime() - last.at.getTime();
  if (last.status === 'sent' && age >= OFFER_GAP_MS) return null;
  return Math.max(0, Math.floor(age / 3600_000));
}

/**
 * The negative reviews that waited for the next offer: unclaimed and not archived, found while the
 * last offer held the next back (from its scan's start until a day after it went out), at most
 * 8 days ago. Reviews found before (before mailing began, or while notifications were off) are not.
 */
export function listWaitingNegatives(
  db: Db,
  o: { customerId: number; threshold: number; last: LastOffer; now: Date },
) {
  const from = Math.max(o.last.since.getTime(), o.now.getTime() - WAITING_MAX_MS);
  return db
    .select(offerReviewColumns)
    .from(reviews)
    .where(
      and(
        eq(reviews.customerId, o.customerId),
        isNull(reviews.emailLogId),
        eq(reviews.isArchived, false),
        lte(reviews.rating, o.threshold),
        gte(reviews.detectedAt, new Date(from)),
        lt(reviews.detectedAt, new Date(o.last.at.getTime() + OFFER_GAP_MS)),
      ),
    )
    .orderBy(asc(reviews.reviewDate), asc(reviews.id));
}

export type OfferClaim =
  | { kind: 'claimed'; logId: number; reviewIds: number[] }
  | { kind: 'held'; hours: number }
  | { kind: 'none' };

/**
 * The claim of an offer, decided under a lock on the customer's row: two scans or instances of
 * one customer decide one after the other, so the second sees the first one's log and waits.
 */
export function claimOffer(
  db: Db,
  log: typeof emailLogs.$inferInsert,
  reviewIds: number[],
  now: Date,
): Promise<OfferClaim> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, log.customerId))
      .for('no key update');
    const hours = offerHold(await getLastOffer(tx, log.customerId, log.isTest ?? false), now);
    if (hours !== null) return { kind: 'held', hours };
    const claim = await claimReviews(tx, log, reviewIds);
    return claim ? { kind: 'claimed', ...claim } : { kind: 'none' };
  });
}
