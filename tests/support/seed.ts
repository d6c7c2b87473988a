// Small, exact fixtures for API tests; for volume use seedDemo (server/demo/seed/seed-demo.ts).
import type { Db } from '../../server/db/client';
import { companies, customers, emailLogs, invoices, reviews, scanLogs } from '../../server/db/schema';

export { seedDemo } from '../../server/demo/seed/seed-demo';

/** A company's legal details for the mail footer and the imprint (Reputationsschutz Nord). */
export const NORD_LEGAL = {
  legalName: 'Reputationsschutz Nord GmbH',
  legalAddress: 'Hafenstraße 12\n20457 Hamburg',
  managingDirectors: 'Anna Schulz',
  registerCourt: 'Amtsgericht Hamburg',
  registerNumber: 'HRB 123456',
  vatId: 'DE123456789',
};

/** seedDemo's options for a small demo at `now`: 10 customers, `reviewCount` reviews, no logs. */
export const smallDemo = (now: Date, reviewCount: number) => ({
  now,
  customers: 10,
  reviews: reviewCount,
  emailLogs: 0,
  scanLogs: 0,
});

type NewCustomer = Partial<typeof customers.$inferInsert>;
type NewReview = Partial<typeof reviews.$inferInsert>;
type NewEmailLog = Partial<typeof emailLogs.$inferInsert>;
type NewScanLog = Partial<typeof scanLogs.$inferInsert>;

export async function addCompany(db: Db, name = 'Testfirma') {
  const [row] = await db.insert(companies).values({ name }).returning();
  return row;
}

export async function addCustomer(db: Db, companyId: number, values: NewCustomer = {}) {
  const [row] = await db
    .insert(customers)
    .values({ companyId, name: 'Bäckerei Müller', email: 'info@mueller.de', ...values })
    .returning();
  return row;
}

let externalId = 0;
/** A review of that customer (its companyId copied, as the scan does). */
export async function addReview(db: Db, customer: { id: number; companyId: number }, values: NewReview = {}) {
  const [row] = await db
    .insert(reviews)
    .values({
      customerId: customer.id,
      companyId: customer.companyId,
      externalId: `ext-${++externalId}`,
      username: 'Anna B.',
      rating: 2,
      reviewText: 'Unfreundlich',
      ...values,
    })
    .returning();
  return row;
}

export async function addEmailLog(
  db: Db,
  customer: { id: number; companyId: number },
  values: NewEmailLog = {},
) {
  const [row] = await db
    .insert(emailLogs)
    .values({
      customerId: customer.id,
      companyId: customer.companyId,
      emailSubject: 'Neue negative Bewertung',
      emailContent: 'Sehr geehrte Damen und Herren',
      status: 'sent',
      ...values,
    })
    .returning();
  return row;
}

export async function addScanLog(db: Db, companyId: number, values: NewScanLog = {}) {
  const [row] = await db
    .insert(scanLogs)
    .values({ companyId, scanType: 'scheduled', status: 'success', ...values })
    .returning();
  return row;
}

/** A line-less invoice of the customer in `state`, for counts that only ask its state; its id. */
export async function addBareInvoice(
  db: Db,
  customer: { id: number; companyId: number; name: string },
  state: 'draft' | 'open' | 'paid',
) {
  const party = { name: customer.name };
  const [row] = await db
    .insert(invoices)
    .values({
      companyId: customer.companyId,
      customerId: customer.id,
      state,
      vatMode: 'standard',
      vatRate: 19,
      seller: party,
      buyer: party,
    } as typeof invoices.$inferInsert)
    .returning();
  return row.id;
}
