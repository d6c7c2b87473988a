import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, customers } from '../../db/schema';

/** The sender's name and whether the customer has opted out; undefined when the customer is gone. */
export async function getUnsubscribeTarget(db: Db, customerId: number) {
  const [row] = await db
    .select({ companyName: companies.name, optedOutAt: customers.optedOutAt })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(eq(customers.id, customerId));
  return row;
}

/** Marks the opt-out once; a second click keeps the first time. */
export async function markOptedOut(db: Db, customerId: number, now: Date) {
  await db
    .update(customers)
    .set({ optedOutAt: sql`coalesce(${customers.optedOutAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(customers.id, customerId));
}
