import type { Db } from '../../server/db/client';
import { companies, customers, removals, reviews } from '../../server/db/schema';

export const INVOICE_COMPANY = 'Rechnungs-Test GmbH';
/** A company of its own for the axe test: its numbers never mix with the browser test's. */
export const AXE_INVOICE_COMPANY = 'Rechnungs-Axe GmbH';
/** Three verified removals, billed by the browser test from the drawer to a paid invoice. */
export const INVOICE_CUSTOMER = 'Autohaus Rechnung KG';
/** Three verified removals the axe test bills (a draft finalized through the API). */
export const AXE_INVOICE_CUSTOMER = 'Praxis Prüfstand';

/**
 * Companies with complete billing data (legal address, tax number, IBAN), each with a customer with
 * an invoice address whose removals were verified ('removed', not yet billed): the invoices' browser
 * tests start from here instead of walking a removal through its checks again.
 */
export async function seedInvoices(db: Db) {
  await seedBillingCompany(db, INVOICE_COMPANY, INVOICE_CUSTOMER, '89.50');
  await seedBillingCompany(db, AXE_INVOICE_COMPANY, AXE_INVOICE_CUSTOMER, '119.00');
}

async function seedBillingCompany(db: Db, name: string, customerName: string, price: string) {
  const [company] = await db
    .insert(companies)
    .values({
      name,
      legalName: name,
      legalAddress: 'Hafenstraße 12\n20457 Hamburg',
      managingDirectors: 'Anna Schulz',
      registerCourt: 'Amtsgericht Hamburg',
      registerNumber: 'HRB 123456',
      vatId: 'DE123456789',
      taxNumber: '22/815/08151',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      gmailEmail: 'rechnung@rechnungs-test.de',
      contactEmail: 'buchhaltung@rechnungs-test.de',
      contactName: 'Anna Schulz',
      contactPhone: '040 123456',
    })
    .returning({ id: companies.id });
  const [customer] = await db
    .insert(customers)
    .values({
      companyId: company.id,
      name: customerName,
      email: 'buchhaltung@kunde-rechnung.de',
      googleMapsLink: `https://www.google.com/maps/place/${encodeURIComponent(customerName)}`,
      pricePerReview: price,
      status: 'sold',
      billingAddress: 'Werftstraße 3\n24143 Kiel',
    })
    .returning({ id: customers.id, price: customers.pricePerReview });
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
  const rows = await db
    .insert(reviews)
    .values(
      Array.from({ length: 3 }, (_, i) => ({
        customerId: customer.id,
        companyId: company.id,
        externalId: `rechnung-${customer.id}-${i}`,
        username: `Kritiker ${i + 1}`,
        rating: 1 + (i % 2),
        reviewText: 'Ganz schlechter Service.',
        reviewDate: daysAgo(30 - i),
      })),
    )
    .returning({ id: reviews.id });
  await db.insert(removals).values(
    rows.map((r, i) => ({
      companyId: company.id,
      customerId: customer.id,
      reviewId: r.id,
      state: 'removed' as const,
      reason: 'no_contact',
      pricePerReview: customer.price,
      orderedAt: daysAgo(25),
      removedAt: daysAgo(10 - i),
    })),
  );
}
