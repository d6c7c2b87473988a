// Test data for the invoice tests: a company with complete billing data, customers with a billing
// address, removal cases in any state (verified ones with the day they were verified), and invoices
// stored as a finalization stores them.
import { eq } from 'drizzle-orm';
import type { InvoiceDetail } from '../../../common/schemas/invoice';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';
import type { Db } from '../../db/client';
import { companies, invoiceLines, invoices, removals } from '../../db/schema';

type CompanyValues = Partial<typeof companies.$inferInsert>;
type NewCustomer = Parameters<typeof addCustomer>[2];

/** A company whose invoices may be finalized (address, tax number, IBAN), numbers 'RE-YYYY-0001'. */
export async function billingCompany(db: Db, values: CompanyValues = {}, name = 'Löschprofis GmbH') {
  const company = await addCompany(db, name);
  const [row] = await db
    .update(companies)
    .set({
      legalName: name,
      legalAddress: 'Hauptstraße 1\n10115 Berlin',
      taxNumber: '30/123/45678',
      vatId: 'DE123456789',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      contactEmail: 'rechnung@loeschprofis.de',
      contactPhone: '030 1234567',
      managingDirectors: 'Erika Muster',
      registerCourt: 'Amtsgericht Berlin-Charlottenburg',
      registerNumber: 'HRB 12345',
      ...values,
    })
    .where(eq(companies.id, company.id))
    .returning();
  return row;
}

/** A customer with a billing address (what finalizing asks of the buyer). */
export function billedCustomer(db: Db, companyId: number, values: NewCustomer = {}) {
  return addCustomer(db, companyId, {
    name: 'Bäckerei Müller',
    billingName: 'Bäckerei Müller GmbH',
    billingAddress: 'Marktplatz 3\n80331 München',
    pricePerReview: '89.00',
    ...values,
  });
}

type RemovalValues = Partial<typeof removals.$inferInsert>;

/** A case of a new 1–3 star review of `customer`; by default verified removed at `removedAt`. */
export async function addRemoval(
  db: Db,
  customer: { id: number; companyId: number },
  values: RemovalValues & { username?: string; rating?: number; reviewDate?: Date } = {},
) {
  const { username = 'Anna B.', rating = 1, reviewDate = new Date('2026-10-05T10:00:00Z'), ...rest } = values;
  const review = await addReview(db, customer, { username, rating, reviewDate });
  const [row] = await db
    .insert(removals)
    .values({
      companyId: customer.companyId,
      customerId: customer.id,
      reviewId: review.id,
      reason: 'no_contact',
      pricePerReview: '89.00',
      state: 'removed',
      removedAt: new Date('2026-11-10T09:00:00Z'),
      ...rest,
    })
    .returning();
  return row;
}

/** `n` verified removals at `price` each. */
export async function addRemovals(
  db: Db,
  customer: { id: number; companyId: number },
  n: number,
  price = '89.00',
) {
  const rows = [];
  for (let i = 0; i < n; i++) rows.push(await addRemoval(db, customer, { pricePerReview: price }));
  return rows;
}

export async function removalRow(db: Db, id: number) {
  const [row] = await db.select().from(removals).where(eq(removals.id, id));
  return row;
}

/** Stores `detail` as a finalization would, for that customer. */
export async function insertInvoice(
  db: Db,
  customer: { id: number; companyId: number },
  detail: InvoiceDetail,
) {
  const [row] = await db
    .insert(invoices)
    .values({
      companyId: customer.companyId,
      customerId: customer.id,
      kind: detail.kind,
      state: detail.state,
      number: detail.number,
      issuedOn: detail.issuedOn,
      dueOn: detail.dueOn,
      serviceFrom: detail.serviceFrom,
      serviceTo: detail.serviceTo,
      vatMode: detail.vatMode,
      vatRate: detail.vatRate,
      netCents: detail.netCents,
      vatCents: detail.vatCents,
      grossCents: detail.grossCents,
      paidCents: detail.paidCents,
      seller: detail.seller,
      buyer: detail.buyer,
      finalizedAt: detail.finalizedAt ? new Date(detail.finalizedAt) : null,
    })
    .returning();
  await db
    .insert(invoiceLines)
    .values(detail.lines.map(({ id: _id, removalId: _r, ...line }) => ({ ...line, invoiceId: row.id })));
  return row;
}
