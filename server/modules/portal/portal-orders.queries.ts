// SQL of the orders placed in the customer portal (decision 071): the proof is inserted once and
// never updated (a trigger refuses it, migration 0023); reads by customer, by request and by mail.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { RemovalReason } from '../../../common/enums';
import type { Db } from '../../db/client';
import { companies, customers, portalOrders, removals } from '../../db/schema';
import { legalFooterColumns } from '../companies/companies.queries';

export type NewPortalOrder = Omit<typeof portalOrders.$inferInsert, 'id'>;
export type PortalOrderRow = typeof portalOrders.$inferSelect;

export async function insertPortalOrder(tx: Db, order: NewPortalOrder): Promise<PortalOrderRow> {
  const [row] = await tx.insert(portalOrders).values(order).returning();
  return row;
}

/** The same request of the customer placed after `since`: a repeated submit answers it again. */
export async function findRepeatedOrder(db: Db, customerId: number, requestHash: string, since: Date) {
  const [row] = await db
    .select()
    .from(portalOrders)
    .where(
      and(
        eq(portalOrders.customerId, customerId),
        eq(portalOrders.requestHash, requestHash),
        gt(portalOrders.createdAt, since),
      ),
    )
    .orderBy(desc(portalOrders.createdAt))
    .limit(1);
  return row;
}

/** One order of the customer (never another customer's), or undefined. */
export async function getCustomerOrder(db: Db, customerId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(portalOrders)
    .where(and(eq(portalOrders.id, orderId), eq(portalOrders.customerId, customerId)));
  return row;
}

/** The order whose confirmation an e-mail log carries (the mail kind's hook). */
export async function getOrderOfMail(db: Db, emailLogId: number) {
  const [row] = await db.select().from(portalOrders).where(eq(portalOrders.emailLogId, emailLogId));
  return row;
}

/** What the order and its documents say of the operator company: name, Impressum, contact, VAT. */
export const orderCompanyColumns = {
  id: companies.id,
  name: companies.name,
  website: companies.website,
  gmailEmail: companies.gmailEmail,
  contactName: companies.contactName,
  contactPhone: companies.contactPhone,
  contactEmail: companies.contactEmail,
  registeredSeat: companies.registeredSeat,
  ...legalFooterColumns,
};

/** The company of an order's document (its identity as of now). */
export async function getOrderCompany(db: Db, companyId: number) {
  const [row] = await db.select(orderCompanyColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

/**
 * Everything an order reads of its company and customer in one statement: the terms and their
 * version, VAT, the mailbox and test mode, the customer's name and address.
 */
export async function getOrderParties(db: Db, customerId: number) {
  const [row] = await db
    .select({
      company: {
        ...orderCompanyColumns,
        portalTerms: companies.portalTerms,
        portalTermsVersion: companies.portalTermsVersion,
        vatMode: companies.vatMode,
        vatRate: companies.vatRate,
        gmailPasswordSealed: companies.gmailPasswordSealed,
        testMode: companies.testMode,
        testRecipient: companies.testRecipient,
      },
      customer: {
        id: customers.id,
        name: customers.name,
        email: customers.email,
        contactTitle: customers.contactTitle,
        contactPerson: customers.contactPerson,
      },
    })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(eq(customers.id, customerId));
  return row;
}

/** The cases of these reviews as they stand (an order's answer): state, price, next deadline. */
export function getCasesOfReviews(db: Db, reviewIds: number[]) {
  return db
    .select({
      id: removals.id,
      reviewId: removals.reviewId,
      state: removals.state,
      reason: sql<RemovalReason>`${removals.reason}`,
      price: sql<string>`${removals.pricePerReview}::text`,
      orderedAt: removals.orderedAt,
      deadlineKind: removals.deadlineKind,
      deadlineOn: removals.deadlineOn,
    })
    .from(removals)
    .where(inArray(removals.reviewId, reviewIds));
}

/** The customer's orders for the drawer (decision 074), newest first, by the (customer, created_at) index. */
export function listCustomerOrders(db: Db, customerId: number) {
  return db
    .select({
      id: portalOrders.id,
      createdAt: portalOrders.createdAt,
      signerName: portalOrders.signerName,
      reviews: sql<number>`jsonb_array_length(${portalOrders.items})::int`.mapWith(Number),
      netCents: portalOrders.netCents,
      grossCents: portalOrders.grossCents,
    })
    .from(portalOrders)
    .where(eq(portalOrders.customerId, customerId))
    .orderBy(desc(portalOrders.createdAt), desc(portalOrders.id));
}
