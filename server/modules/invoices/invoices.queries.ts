// Invoices: writing drafts, finalizing, cancelling and paying (under the invoice's row lock, in the
// service's transaction), and what a draft bills. The whole invoice is read by
// invoice-detail.queries.ts, the list by invoice-list.queries.ts, its history written by
// invoice-events.queries.ts, its number taken by invoice-numbers.queries.ts.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  customers,
  invoiceLines,
  invoicePayments,
  invoices,
  removals,
  reviews,
} from '../../db/schema';

/** What the seller party, the VAT and the number format of a company's invoices need. */
const companyColumns = {
  id: companies.id,
  name: companies.name,
  legalName: companies.legalName,
  legalAddress: companies.legalAddress,
  website: companies.website,
  contactName: companies.contactName,
  contactPhone: companies.contactPhone,
  contactEmail: companies.contactEmail,
  gmailEmail: companies.gmailEmail,
  taxNumber: companies.taxNumber,
  vatId: companies.vatId,
  iban: companies.iban,
  bic: companies.bic,
  bankName: companies.bankName,
  managingDirectors: companies.managingDirectors,
  registerCourt: companies.registerCourt,
  registerNumber: companies.registerNumber,
  registeredSeat: companies.registeredSeat,
  vatMode: companies.vatMode,
  vatRate: companies.vatRate,
  paymentTermDays: companies.paymentTermDays,
  invoicePrefix: companies.invoicePrefix,
  invoiceNumberYear: companies.invoiceNumberYear,
  invoiceNumberDigits: companies.invoiceNumberDigits,
};

export async function getInvoicingCompany(db: Db, companyId: number) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}
export type InvoicingCompany = NonNullable<Awaited<ReturnType<typeof getInvoicingCompany>>>;

const buyerColumns = {
  id: customers.id,
  companyId: customers.companyId,
  name: customers.name,
  billingName: customers.billingName,
  billingAddress: customers.billingAddress,
  email: customers.email,
  contactPerson: customers.contactPerson,
  phone: customers.phone,
};

/** The customer as buyer; `lock`: row lock, so two drafts of one customer are made one after the other. */
export async function getBuyer(db: Db, customerId: number, lock = false) {
  const query = db.select(buyerColumns).from(customers).where(eq(customers.id, customerId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * The customer's verified removals on no invoice yet, by the day they were verified. `lock` takes
 * their row locks (a removal the check moves meanwhile is skipped once it is no longer billable).
 */
export function listBillable(db: Db, customerId: number, lock = false) {
  const query = db
    .select({
      removalId: removals.id,
      reviewId: reviews.id,
      username: reviews.username,
      rating: reviews.rating,
      reviewDate: reviews.reviewDate,
      removedAt: sql<Date>`${removals.removedAt}`.mapWith(removals.removedAt),
      pricePerReview: removals.pricePerReview,
    })
    .from(removals)
    .innerJoin(reviews, eq(reviews.id, removals.reviewId))
    .where(
      and(
        eq(removals.customerId, customerId),
        eq(removals.state, 'removed'),
        sql`${removals.invoiceId} is null`,
      ),
    )
    .orderBy(asc(removals.removedAt), asc(removals.id));
  return lock ? query.for('update', { of: removals }) : query;
}

export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

export async function insertInvoice(tx: Db, values: NewInvoice, lines: NewInvoiceLine[]) {
  const [row] = await tx.insert(invoices).values(values).returning({ id: invoices.id });
  if (lines.length > 0) await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: row.id })));
  return row.id;
}

// A draft taking removals, and dropping or cancelling freeing them, writes removals.invoice_id
// through removals, the table's owner (docs/tables.md).
export { freeRemovalsOf, setRemovalsInvoice } from '../removals/removals.queries';

/** The invoice row under its row lock: finalize, cancel, pay and delete wait for one another. */
export async function lockInvoice(tx: Db, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** The lines with the state their removal is in now (null: the removal is gone). */
export function linesOf(db: Db, invoiceId: number) {
  return db
    .select({
      id: invoiceLines.id,
      position: invoiceLines.position,
      removalId: invoiceLines.removalId,
      description: invoiceLines.description,
      reviewAuthor: invoiceLines.reviewAuthor,
      reviewRating: invoiceLines.reviewRating,
      reviewDate: invoiceLines.reviewDate,
      removedOn: invoiceLines.removedOn,
      netCents: invoiceLines.netCents,
      removalState: removals.state,
    })
    .from(invoiceLines)
    .leftJoin(removals, eq(removals.id, invoiceLines.removalId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

export async function updateInvoice(tx: Db, id: number, values: Partial<NewInvoice>) {
  await tx.update(invoices).set(values).where(eq(invoices.id, id));
}

/** Deletes one line of the invoice and closes the gap in the positions; undefined: no such line. */
export async function deleteLine(tx: Db, invoiceId: number, lineId: number) {
  const [line] = await tx
    .delete(invoiceLines)
    .where(and(eq(invoiceLines.id, lineId), eq(invoiceLines.invoiceId, invoiceId)))
    .returning();
  if (!line) return undefined;
  await tx
    .update(invoiceLines)
    .set({ position: sql`${invoiceLines.position} - 1` })
    .where(and(eq(invoiceLines.invoiceId, invoiceId), gt(invoiceLines.position, line.position)));
  return line;
}

export async function deleteInvoice(tx: Db, id: number) {
  await tx.delete(invoices).where(eq(invoices.id, id));
}

export async function insertPayment(tx: Db, values: typeof invoicePayments.$inferInsert) {
  await tx.insert(invoicePayments).values(values);
}
