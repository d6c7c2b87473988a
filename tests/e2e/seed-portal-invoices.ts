import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { companies, customers, removals, reviews, users } from '../../server/db/schema';
import { addPayment, createDraft, finalizeInvoice } from '../../server/modules/invoices/invoices.service';
import { issuePortalToken } from '../../server/modules/portal/portal-links';
import { E2E_ADMIN } from './constants';

export const PORTAL_INVOICE_COMPANY = 'Portal Rechnung GmbH';
export const PORTAL_INVOICE_CUSTOMER = 'Weinhandlung Rebstock';
/** A second customer of the company: the browser test revokes its link through the API. */
export const PORTAL_REVOKED_CUSTOMER = 'Blumenladen Kornfeld';
/** Numbers without a year (the company's format), so they never depend on the day the run starts. */
export const PORTAL_INVOICES = {
  /** One removal at 100,00 € net, finalized 20 days ago and paid in full 6 days ago. */
  paid: { number: 'PR-0001', daysAgo: 20, gross: '119,00 €' },
  /** Two removals at 79,50 € net, finalized today, 50,00 € of it paid. */
  open: { number: 'PR-0002', daysAgo: 0, gross: '189,21 €', open: '139,21 €' },
};

const DAY_MS = 86_400_000;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A company with complete billing data (IBAN, so an open invoice has its GiroCode) and a customer
 * with two invoices issued by the real invoice code (draft, finalize, payment): one paid, one open
 * in part. Answers a live portal link of that customer, an expired one of the same customer (last
 * used 31 days ago) and a live one of a second customer, for the test to revoke.
 */
export async function seedPortalInvoices(db: Db) {
  const [company] = await db
    .insert(companies)
    .values({
      name: PORTAL_INVOICE_COMPANY,
      legalName: PORTAL_INVOICE_COMPANY,
      legalAddress: 'Speicherstadt 7\n20457 Hamburg',
      managingDirectors: 'Jonas Weber',
      registerCourt: 'Amtsgericht Hamburg',
      registerNumber: 'HRB 555000',
      vatId: 'DE555000111',
      taxNumber: '22/555/00011',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      contactEmail: 'rechnung@portal-rechnung.example',
      contactPhone: '040 555000',
      invoicePrefix: 'PR',
      invoiceNumberYear: false,
    })
    .returning({ id: companies.id });
  const customerOf = async (name: string, email: string) => {
    const [row] = await db
      .insert(customers)
      .values({
        companyId: company.id,
        name,
        email,
        googleMapsLink: `https://www.google.com/maps/place/${encodeURIComponent(name)}`,
        status: 'sold',
        billingAddress: 'Weinstraße 5\n67146 Deidesheim',
      })
      .returning({ id: customers.id });
    return row.id;
  };
  const customerId = await customerOf(PORTAL_INVOICE_CUSTOMER, 'inhaber@rebstock.example');
  const revokedId = await customerOf(PORTAL_REVOKED_CUSTOMER, 'info@kornfeld.example');

  const [admin] = await db.select().from(users).where(eq(users.email, E2E_ADMIN.email));
  const user = { id: admin.id, name: admin.name, email: admin.email, role: admin.role };
  const removed = async (price: string, authors: string[], removedDaysAgo: number) => {
    const rows = await db
      .insert(reviews)
      .values(
        authors.map((username, i) => ({
          customerId,
          companyId: company.id,
          externalId: `portal-rechnung-${username}`,
          username,
          rating: 1 + i,
          reviewText: 'Der Wein war sauer und die Beratung unhöflich.',
          reviewDate: daysAgo(removedDaysAgo + 15),
        })),
      )
      .returning({ id: reviews.id });
    await db.insert(removals).values(
      rows.map((r) => ({
        companyId: company.id,
        customerId,
        reviewId: r.id,
        state: 'removed' as const,
        reason: 'false_claim',
        pricePerReview: price,
        orderedAt: daysAgo(removedDaysAgo + 10),
        removedAt: daysAgo(removedDaysAgo),
      })),
    );
  };

  const { paid } = PORTAL_INVOICES;
  await removed('100.00', ['Bruno Bitter'], paid.daysAgo + 2);
  const first = await createDraft(db, user, customerId, daysAgo(paid.daysAgo));
  await finalizeInvoice(db, user, first.id, daysAgo(paid.daysAgo));
  await addPayment(db, user, first.id, { paidOn: dayOf(daysAgo(6)), amount: 11_900 }, daysAgo(6));

  await removed('79.50', ['Carla Korken', 'Dieter Dürr'], 3);
  const second = await createDraft(db, user, customerId);
  await finalizeInvoice(db, user, second.id);
  await addPayment(db, user, second.id, { paidOn: dayOf(daysAgo(1)), amount: 5_000 });

  return {
    live: await issuePortalToken(db, { companyId: company.id, customerId }),
    expired: await issuePortalToken(db, { companyId: company.id, customerId }, daysAgo(31)),
    revoked: await issuePortalToken(db, { companyId: company.id, customerId: revokedId }),
  };
}
