import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

export type CustomerValues = Partial<typeof customers.$inferInsert>;

export const customerColumns = {
  id: customers.id,
  companyId: customers.companyId,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  googleMapsLink: customers.googleMapsLink,
  pricePerReview: customers.pricePerReview,
  status: customers.status,
  contactPerson: customers.contactPerson,
  contactTitle: customers.contactTitle,
  isActive: customers.isActive,
  optedOutAt: customers.optedOutAt,
  consent: customers.consent,
  consentDate: customers.consentDate,
  consentNote: customers.consentNote,
  billingName: customers.billingName,
  billingAddress: customers.billingAddress,
  createdAt: customers.createdAt,
};

export type CustomerRow = NonNullable<Awaited<ReturnType<typeof getCustomerById>>>;

export async function getCustomerById(db: Db, id: number) {
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, id));
  return row;
}

/**
 * The customer before a change (status, consent, and every field the audit log compares), the row
 * locked until the transaction ends (two parallel changes both recorded).
 */
export async function lockCustomerForChange(db: Db, id: number, companyId?: number) {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(
      and(eq(customers.id, id), companyId === undefined ? undefined : eq(customers.companyId, companyId)),
    )
    .for('update');
  return row;
}

/**
 * The company's consent rule and how many customers its offers reach without consent: active, not
 * opted out, with an e-mail, consent not given (what notify.ts would mail with the rule off).
 */
export async function getConsentSummary(db: Db, companyId: number) {
  const result = (await db.execute(sql`
    select co.require_consent as "requireConsent",
      (select count(*)::int from customers c
        where c.company_id = co.id and c.is_active and c.opted_out_at is null
          and c.email <> '' and c.consent <> 'given') as "withoutConsent"
    from companies co where co.id = ${companyId}`)) as unknown as {
    rows: { requireConsent: boolean; withoutConsent: number | string }[];
  };
  const row = result.rows[0];
  return row && { requireConsent: row.requireConsent, withoutConsent: Number(row.withoutConsent) };
}

export async function insertCustomer(db: Db, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning(customerColumns);
  return row;
}

/** A new link may lead elsewhere: the place learned from the old one is forgotten (scan batches). */
export function forgetPlaceOnNewLink(link: string | null | undefined) {
  if (link === undefined) return {};
  return {
    placeId: sql<
      string | null
    >`case when ${customers.googleMapsLink} is distinct from ${link} then null else ${customers.placeId} end`,
  };
}

/** A new address may take mail: a bounce of the old one is forgotten (issue 24, replies over IMAP). */
function forgetBounceOnNewEmail(email: string | null | undefined) {
  if (email === undefined) return {};
  const changed = sql`lower(${customers.email}) is distinct from lower(${email})`;
  return {
    emailBouncedAt: sql<Date | null>`case when ${changed} then null else ${customers.emailBouncedAt} end`,
    emailBounceReason: sql<
      string | null
    >`case when ${changed} then null else ${customers.emailBounceReason} end`,
  };
}

/** What a confirmed sign-up writes of its customer (decision 043). */
type SignupCustomerValues = Pick<
  typeof customers.$inferInsert,
  'name' | 'email' | 'googleMapsLink' | 'contactPerson' | 'contactTitle'
>;

export async function insertSignupCustomer(db: Db, companyId: number, values: SignupCustomerValues) {
  const [row] = await db
    .insert(customers)
    .values({ companyId, ...values })
    .returning({ id: customers.id });
  return row.id;
}

/** A new link forgets the learned place; unlike updateCustomer, a bounce stays as it was. */
export async function updateSignupCustomer(db: Db, id: number, values: SignupCustomerValues) {
  await db
    .update(customers)
    .set({ ...values, ...forgetPlaceOnNewLink(values.googleMapsLink) })
    .where(eq(customers.id, id));
}

/** A reply read from the mailbox (issue 24): 'Antwort erhalten' at the newest reply's time. */
export async function markCustomerReplied(db: Db, id: number, receivedAt: Date) {
  await db
    .update(customers)
    .set({ repliedAt: sql`greatest(${customers.repliedAt}, ${receivedAt.toISOString()}::timestamptz)` })
    .where(eq(customers.id, id));
}

/** A bounce marks the address undeliverable once; the first bounce's time and reason stay. */
export async function markCustomerBounced(db: Db, id: number, receivedAt: Date, reason: string | null) {
  await db
    .update(customers)
    .set({ emailBouncedAt: receivedAt, emailBounceReason: reason })
    .where(and(eq(customers.id, id), isNull(customers.emailBouncedAt)));
}

/** With companyId given, only a customer of that company is updated (the company never changes). */
export async function updateCustomer(db: Db, id: number, values: CustomerValues, companyId?: number) {
  const [row] = await db
    .update(customers)
    .set({
      ...values,
      ...forgetPlaceOnNewLink(values.googleMapsLink),
      ...forgetBounceOnNewEmail(values.email),
    })
    .where(
      and(eq(customers.id, id), companyId === undefined ? undefined : eq(customers.companyId, companyId)),
    )
    .returning(customerColumns);
  return row;
}

/** Reviews and e-mail logs go with the customer (ON DELETE CASCADE); scan logs stay. */
export async function deleteCustomer(db: Db, id: number) {
  const [row] = await db
    .delete(customers)
    .where(eq(customers.id, id))
    .returning({ id: customers.id, name: customers.name, companyId: customers.companyId });
  return row;
}
