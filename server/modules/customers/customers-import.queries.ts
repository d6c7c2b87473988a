// The set-based inserts of the lead import (decision 050; the rows are judged in
// server/modules/csv/): new customers and their first status, written here as customers owns both
// tables (docs/tables.md).
import type { Db } from '../../db/client';
import { customerStatusChanges, customers } from '../../db/schema';

/** Rows per INSERT: 10 values each stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/** A judged lead: the customer's columns, and its consent basis ('none' stores no consent note). */
export type NewLead = Pick<
  typeof customers.$inferInsert,
  | 'name'
  | 'email'
  | 'phone'
  | 'googleMapsLink'
  | 'pricePerReview'
  | 'status'
  | 'contactPerson'
  | 'contactTitle'
> & { consent: string };

/**
 * Inserts the leads as customers and their first status in the history, CHUNK rows per statement;
 * answers each new customer's id, name and e-mail.
 */
export async function insertLeads(
  tx: Db,
  companyId: number,
  leads: NewLead[],
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
