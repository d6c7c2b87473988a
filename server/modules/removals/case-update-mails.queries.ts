// SQL of the case-update mails (docs/decisions/072): which customers have news of their cases, and
// the claim that writes one customer's mail of the day under the customer's lock.
import { and, asc, eq, gt, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, customers, emailLogs, removalEvents, removals, reviews } from '../../db/schema';
import type { CaseChange } from '../../mail/case-update-mail';
import { mailSenderColumns } from '../companies/companies.queries';
import { queueMail } from '../sending/sending.queries';

const newsStates = ['filed', 'removed', 'refused'] as const;

/** The customer's last case-update mail, or the start of time. */
const lastMailOf = (customerId: typeof removals.customerId | number) =>
  sql`coalesce((select max(${emailLogs.createdAt}) from ${emailLogs}
    where ${emailLogs.customerId} = ${customerId} and ${emailLogs.kind} = 'case_update'), '-infinity'::timestamptz)`;

/** A case-update mail of the customer from `from` on (today's: then no other today). */
const mailedSince = (customerId: typeof removals.customerId | number, from: Date) =>
  sql`exists (select 1 from ${emailLogs} where ${emailLogs.customerId} = ${customerId}
    and ${emailLogs.kind} = 'case_update' and ${emailLogs.createdAt} >= ${from})`;

export interface NewsWindow {
  /** News older than this is not reported (a company that turns the mails on gets no backlog). */
  since: Date;
  /** Start of today (Berlin): a customer mailed since then waits for tomorrow. */
  dayStart: Date;
  now: Date;
}

/**
 * Customers with a case filed, removed or refused after their last case-update mail, whose company
 * sends these mails and has a mailbox, who have a working address and no such mail today.
 */
export async function listCustomersWithNews(db: Db, w: NewsWindow, limit: number) {
  const rows = await db
    .selectDistinct({ customerId: removals.customerId })
    .from(removalEvents)
    .innerJoin(removals, eq(removals.id, removalEvents.removalId))
    .innerJoin(companies, eq(companies.id, removals.companyId))
    .innerJoin(customers, eq(customers.id, removals.customerId))
    .where(
      and(
        inArray(removalEvents.toState, newsStates),
        gt(removalEvents.at, w.since),
        lte(removalEvents.at, w.now),
        eq(companies.caseUpdateMails, true),
        isNotNull(companies.gmailEmail),
        isNotNull(companies.gmailPasswordSealed),
        ne(sql`trim(${customers.email})`, ''),
        // A bounced address takes no mail until it changes (test mode mails the operator instead).
        sql`(${customers.emailBouncedAt} is null or ${companies.testMode})`,
        sql`not ${mailedSince(removals.customerId, w.dayStart)}`,
        sql`${removalEvents.at} > ${lastMailOf(removals.customerId)}`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.customerId);
}

/** Who sends and who receives the customer's mail. */
async function partiesOf(db: Db, customerId: number) {
  const [row] = await db
    .select({
      company: { ...mailSenderColumns, caseUpdateMails: companies.caseUpdateMails },
      customer: {
        id: customers.id,
        email: customers.email,
        contactTitle: customers.contactTitle,
        contactPerson: customers.contactPerson,
      },
    })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(eq(customers.id, customerId))
    .for('no key update', { of: customers });
  return row;
}

export type CaseUpdateParties = NonNullable<Awaited<ReturnType<typeof partiesOf>>>;

/** The customer's news since their last case-update mail (and within the window), oldest first. */
function newsOf(db: Db, customerId: number, w: NewsWindow): Promise<CaseChange[]> {
  return db
    .select({
      at: removalEvents.at,
      toState: sql<CaseChange['toState']>`${removalEvents.toState}`,
      review: { username: reviews.username, rating: reviews.rating, reviewDate: reviews.reviewDate },
    })
    .from(removalEvents)
    .innerJoin(removals, eq(removals.id, removalEvents.removalId))
    .innerJoin(reviews, eq(reviews.id, removals.reviewId))
    .where(
      and(
        eq(removals.customerId, customerId),
        inArray(removalEvents.toState, newsStates),
        gt(removalEvents.at, w.since),
        lte(removalEvents.at, w.now),
        sql`${removalEvents.at} > ${lastMailOf(customerId)}`,
      ),
    )
    .orderBy(asc(removalEvents.at), asc(removalEvents.id))
    .limit(100);
}

/**
 * Writes the customer's case-update mail of the day, or nothing: under the customer's lock, so two
 * instances' ticks write one. `build` makes the log from the parties and the news (null: none to
 * send). The log is dated `now`, the edge of the news it covers.
 */
export function claimCaseUpdate(
  db: Db,
  customerId: number,
  w: NewsWindow,
  build: (
    parties: CaseUpdateParties,
    changes: CaseChange[],
  ) => Omit<Parameters<typeof queueMail>[1], 'createdAt' | 'nextAttemptAt'> | null,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const parties = await partiesOf(tx, customerId);
    if (!parties?.company.caseUpdateMails) return null;
    const [today] = await tx
      .select({ mailed: sql<boolean>`${mailedSince(customerId, w.dayStart)}` })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (today?.mailed) return null;
    const changes = await newsOf(tx, customerId, w);
    const log = changes.length > 0 ? build(parties, changes) : null;
    if (!log) return null;
    return queueMail(tx, { ...log, createdAt: w.now, nextAttemptAt: w.now });
  });
}
