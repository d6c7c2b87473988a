import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { DEFAULT_AUTOMATION } from '../../../common/constants';
import type { Db } from '../../db/client';
import { automationSettings, companies, customers, reviews } from '../../db/schema';
import { legalFooterColumns, offerSenderColumns } from '../companies/companies.queries';
import { offerReviewColumns } from './sending.queries';

/** What the offer needs of its sender, and the company's rating threshold. */
export async function getOfferSender(db: Db, companyId: number) {
  const [row] = await db
    .select({
      name: companies.name,
      website: companies.website,
      gmailEmail: companies.gmailEmail,
      ...legalFooterColumns,
      ...offerSenderColumns,
      ratingThreshold: automationSettings.ratingThreshold,
    })
    .from(companies)
    .leftJoin(automationSettings, eq(automationSettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row && { ...row, ratingThreshold: row.ratingThreshold ?? DEFAULT_AUTOMATION.ratingThreshold };
}

export async function getPreviewCustomer(db: Db, companyId: number, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      contactTitle: customers.contactTitle,
      contactPerson: customers.contactPerson,
      pricePerReview: customers.pricePerReview,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)));
  return row;
}

/** A customer's newest reviews at or below the threshold, as an offer would list them. */
export function listPreviewReviews(db: Db, customerId: number, threshold: number) {
  return db
    .select(offerReviewColumns)
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), lte(reviews.rating, threshold)))
    .orderBy(sql`${reviews.reviewDate} desc nulls last`, desc(reviews.id))
    .limit(3);
}

/**
 * Customers of the company with such reviews, newest first (the preview's choice). Read from the
 * newest 500 such reviews only: the preview runs on every pause in typing.
 */
export async function listPreviewCustomers(db: Db, companyId: number, threshold: number) {
  const recent = await db
    .select({ customerId: reviews.customerId })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), lte(reviews.rating, threshold)))
    .orderBy(desc(reviews.detectedAt))
    .limit(500);
  const ids = [...new Set(recent.map((r) => r.customerId))].slice(0, 50);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), inArray(customers.id, ids)));
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}
