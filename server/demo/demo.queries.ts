// SQL of the demo's start: the simulated services written into every company, consent for all.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, customers, emailLogs, invoices, removals, reviews, users } from '../db/schema';

export async function countCompanies(db: Db) {
  const [row] = await db.select({ n: count() }).from(companies);
  return row.n;
}

export async function listCompanyIds(db: Db) {
  return (await db.select({ id: companies.id }).from(companies).orderBy(companies.id)).map((c) => c.id);
}

export async function userExists(db: Db, email: string) {
  return (await findUser(db, email)) !== undefined;
}

export async function findUser(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.email, email));
  return user;
}

/** Every company sends through the sink and scans through the fake; legal data filled in where empty. */
export async function pointCompaniesAtSimulations(
  db: Db,
  sim: {
    sinkUser: string;
    sinkHost: string;
    sinkPort: number;
    passwordSealed: string;
    apifyKeySealed: string;
  },
) {
  await db.update(companies).set({
    // Each company keeps its own sender address; the sink takes any with the demo password.
    gmailEmail: sql`coalesce(${companies.gmailEmail}, ${sim.sinkUser})`,
    gmailPasswordSealed: sim.passwordSealed,
    smtpHost: sim.sinkHost,
    smtpPort: sim.sinkPort,
    apifyApiKeySealed: sim.apifyKeySealed,
    mailPauseSeconds: 0,
    legalName: sql`coalesce(${companies.legalName}, ${companies.name})`,
    legalAddress: sql`coalesce(${companies.legalAddress}, 'Musterstraße 1, 20095 Hamburg')`,
    managingDirectors: sql`coalesce(${companies.managingDirectors}, 'Erika Mustermann')`,
    registerCourt: sql`coalesce(${companies.registerCourt}, 'Amtsgericht Hamburg')`,
    registerNumber: sql`coalesce(${companies.registerNumber}, 'HRB 123456')`,
    vatId: sql`coalesce(${companies.vatId}, 'DE123456789')`,
  });
}

/** Every customer may be mailed in the demo, so a scan shows the whole way to the inbox. */
export async function giveConsentToAll(db: Db) {
  await db.update(customers).set({ consent: 'given' }).where(eq(customers.consent, 'none'));
}

/**
 * The company of each mail in the demo mailbox, found by the Message-ID the app stored when it sent
 * it (email_logs.message_id); with `companyId`, only that company's mails. Mails the app has no
 * log of (none in the demo) are not returned.
 */
export async function companiesOfMails(db: Db, messageIds: string[], companyId: number | undefined) {
  if (messageIds.length === 0) return [];
  return db
    .select({ messageId: emailLogs.messageId, companyId: companies.id, companyName: companies.name })
    .from(emailLogs)
    .innerJoin(companies, eq(companies.id, emailLogs.companyId))
    .where(
      and(
        inArray(emailLogs.messageId, messageIds),
        companyId === undefined ? undefined : eq(emailLogs.companyId, companyId),
      ),
    );
}

/** Every stored review with its place link: what the simulated Google shows at the demo's start. */
export function listPlaceReviews(db: Db) {
  return db
    .select({
      link: customers.googleMapsLink,
      externalId: reviews.externalId,
      rating: reviews.rating,
      username: reviews.username,
      text: reviews.reviewText,
      reviewDate: reviews.reviewDate,
      reviewUrl: reviews.reviewUrl,
      placeId: reviews.placeId,
    })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(sql`${customers.googleMapsLink} is not null and ${reviews.reviewDate} is not null`)
    .orderBy(reviews.reviewDate);
}

/** The reviews of cases that saw them gone (verifying, removed): gone from the simulated Google too. */
export async function listGoneReviewIds(db: Db) {
  const rows = await db
    .select({ externalId: reviews.externalId })
    .from(removals)
    .innerJoin(reviews, eq(reviews.id, removals.reviewId))
    .where(inArray(removals.state, ['verifying', 'removed']));
  return rows.map((r) => r.externalId);
}

/** The scraper id of one of the company's reviews (the demo's remove and restore buttons). */
export async function reviewExternalId(db: Db, reviewId: number) {
  const [row] = await db
    .select({ externalId: reviews.externalId })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return row?.externalId;
}

/** A billing address for every customer of the company: invoices need one (§14 UStG). */
export async function giveBillingAddresses(db: Db, companyId: number) {
  await db
    .update(customers)
    .set({
      billingAddress: sql`'Marktstraße ' || (${customers.id} % 90 + 1) || E'\\n' || (20095 + ${customers.id} % 700) || ' Hamburg'`,
    })
    .where(and(eq(customers.companyId, companyId), sql`${customers.billingAddress} is null`));
}

/** Customers with verified removals not yet billed, the one with the oldest removal first. */
export async function listBillableCustomers(db: Db, companyId: number) {
  const rows = await db
    .select({ customerId: removals.customerId, first: sql<Date>`min(${removals.removedAt})` })
    .from(removals)
    .where(
      and(
        eq(removals.companyId, companyId),
        eq(removals.state, 'removed'),
        sql`${removals.invoiceId} is null`,
      ),
    )
    .groupBy(removals.customerId)
    .orderBy(sql`min(${removals.removedAt})`);
  return rows.map((r) => r.customerId);
}

/** The demo's overdue invoice had its first reminder (seed-invoices.ts). */
export async function setReminderLevel(db: Db, invoiceId: number, level: number, at: Date) {
  await db
    .update(invoices)
    .set({ reminderLevel: level, lastReminderAt: at })
    .where(eq(invoices.id, invoiceId));
}
