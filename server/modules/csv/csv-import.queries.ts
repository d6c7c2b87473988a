// The reads of the lead import (decision 050): the company's customers to compare against and the
// company's row lock that makes imports into one company queue. The inserts belong to customers
// (customers-import.queries.ts, docs/tables.md).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, customers } from '../../db/schema';

/** What a lead is compared with: every customer of the company (a few ten thousand at most). */
export function customerKeys(db: Db, companyId: number) {
  return db
    .select({
      id: customers.id,
      name: customers.name,
      email: sql<string>`lower(trim(${customers.email}))`,
      googleMapsLink: customers.googleMapsLink,
      placeId: customers.placeId,
    })
    .from(customers)
    .where(eq(customers.companyId, companyId));
}

/** Locks the company's row for the transaction: two imports into one company run one after the other. */
export async function lockCompany(tx: Db, companyId: number) {
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return rows.length > 0;
}
