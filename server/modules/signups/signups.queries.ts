// SQL of the double opt-in (docs/decisions/043): the waiting sign-ups, the company's public face,
// and the customer a confirmed sign-up becomes.
import { and, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, customers, signups } from '../../db/schema';
import { legalFooterColumns, mailAccountColumns } from '../companies/companies.queries';

/** What the public page shows of a company: its name, its Impressum and the consent text. */
export const publicCompanyColumns = {
  id: companies.id,
  name: companies.name,
  website: companies.website,
  ...legalFooterColumns,
  registeredSeat: companies.registeredSeat,
  contactEmail: companies.contactEmail,
  consentText: companies.consentText,
  consentTextVersion: companies.consentTextVersion,
  privacyNotice: companies.privacyNotice,
  signupSlug: companies.signupSlug,
};

export const getCompanyBySlug = (db: Db, slug: string) => companyWhere(db, eq(companies.signupSlug, slug));

export const getCompanyForMail = (db: Db, id: number) => companyWhere(db, eq(companies.id, id));

/** The company's public face and its mail account. */
async function companyWhere(db: Db, where: SQL) {
  const [row] = await db
    .select({ ...publicCompanyColumns, ...mailAccountColumns })
    .from(companies)
    .where(where);
  return row;
}

/** Locks the company row: sign-ups and confirmations of one company queue up behind it. */
export async function lockCompany(db: Db, id: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  return row;
}

/** The sign-ups of this address at this company still waiting for their link. */
const pendingOf = (companyId: number, email: string, now: Date) =>
  and(
    eq(signups.companyId, companyId),
    eq(signups.email, email),
    isNull(signups.confirmedAt),
    gt(signups.expiresAt, now),
  );

/** The newest sign-up of this address at this company still waiting for its link. */
export async function findPendingSignup(db: Db, companyId: number, email: string, now: Date) {
  const [row] = await db
    .select({ id: signups.id, createdAt: signups.createdAt })
    .from(signups)
    .where(pendingOf(companyId, email, now))
    .orderBy(sql`${signups.createdAt} desc`)
    .limit(1);
  return row;
}

/** A newer sign-up replaces the older waiting ones: only the newest link confirms. */
export async function expirePendingSignups(db: Db, companyId: number, email: string, now: Date) {
  await db
    .update(signups)
    .set({ expiresAt: now })
    .where(pendingOf(companyId, email, now));
}

export async function insertSignup(db: Db, values: typeof signups.$inferInsert) {
  const [row] = await db.insert(signups).values(values).returning({ id: signups.id });
  return row;
}

/** A sign-up whose mail could not be sent is taken back: nothing waits for a link nobody got. */
export async function deleteSignup(db: Db, id: number) {
  await db.delete(signups).where(eq(signups.id, id));
}

export async function getSignupByTokenHash(db: Db, tokenHash: string, lock = false) {
  const query = db.select().from(signups).where(eq(signups.tokenHash, tokenHash));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function markSignupConfirmed(db: Db, id: number, at: Date, customerId: number) {
  await db.update(signups).set({ confirmedAt: at, customerId }).where(eq(signups.id, id));
}

/** The company's customer with this e-mail (any case), else the one with this Google Maps link. */
export async function findMatchingCustomer(db: Db, companyId: number, email: string, link: string) {
  const rows = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        or(sql`lower(${customers.email}) = ${email.toLowerCase()}`, eq(customers.googleMapsLink, link)),
      ),
    )
    .orderBy(customers.id);
  return rows.find((r) => r.email.toLowerCase() === email.toLowerCase()) ?? rows[0];
}

// The customer a confirmed sign-up becomes is written by customers, the table's owner (docs/tables.md).
export { insertSignupCustomer, updateSignupCustomer } from '../customers/customers.queries';

/** Sign-ups long past their link's life hold nothing worth keeping beyond the proof in consent_events. */
export async function deleteUnconfirmedBefore(db: Db, before: Date) {
  await db.delete(signups).where(and(isNull(signups.confirmedAt), lte(signups.expiresAt, before)));
}
