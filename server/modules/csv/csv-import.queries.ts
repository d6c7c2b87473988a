// The statements of the lead import (decision 050): the company's customers to compare against,
// the company's row lock that makes imports into one company queue, and the set-based inserts.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, customerStatusChanges, customers } from '../../db/schema';
import type { LeadValues } from './csv-import.rows';

/** Rows per INSERT: 10 values each stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

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

/**
 * Inserts the leads as customers and their first status in the history, CHUNK rows per statement;
 * answers each new customer's id, name and e-mail.
 */
export async function insertLeads(
  tx: Db,
  companyId: number,
  leads: LeadValues[],
  userId: number | null,
  consentNote: string,
) {
  const created: { id: number; name: string; email: string }[] = [];
  for (let i = 0; i < leads.length; i += CHUNK) {
    const rows = await tx
      .insert(customers)
      .values(
        leads.slice(i, i + CHUNK).map((l) => ({
          companyId,
          name: l.name,
          email: l.email,
          phone: l.phone,
          googleMapsLink: l.googleMapsLink,
          pricePerReview: l.pricePerReview,
          status: l.status,
          contactPerson: l.contactPerson,
          contactTitle: l.contactTitle,
          consentNote: l.consent === 'none' ? null : consentNote,
        })),
      )
      .returning({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        status: customers.status,
      });
    await tx
      .insert(customerStatusChanges)
      .values(rows.map((r) => ({ customerId: r.id, status: r.status, changedBy: userId })));
    created.push(...rows.map(({ id, name, email }) => ({ id, name, email })));
  }
  return created;
}
