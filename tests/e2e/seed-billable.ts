import type { Db } from '../../server/db/client';
import { companies, customers, removals, reviews } from '../../server/db/schema';

/** A company of its own for 'Abrechenbar' (issue 34): its sums never mix with other tests'. */
export const BILLABLE_COMPANY = 'Abrechnungs-Test GmbH';
/** Billed from a removed case's row on 'Löschaufträge' (two removals, 75,00 € each). */
export const ROW_CUSTOMER = 'Café Zeilenwerk';
/** Billed from a removed case's sheet (one removal, 49,00 €). */
export const SHEET_CUSTOMER = 'Friseur Kammlinie';
/** Billed together from the tab 'Abrechenbar' (two at 60,00 €, one at 30,00 €). */
export const BULK_CUSTOMERS = ['Optik Weitblick', 'Blumen Stängel'] as const;

const customerSeeds: { name: string; price: string; removed: number; firstRemovedDaysAgo: number }[] = [
  { name: ROW_CUSTOMER, price: '75.00', removed: 2, firstRemovedDaysAgo: 12 },
  { name: SHEET_CUSTOMER, price: '49.00', removed: 1, firstRemovedDaysAgo: 9 },
  { name: BULK_CUSTOMERS[0], price: '60.00', removed: 2, firstRemovedDaysAgo: 20 },
  { name: BULK_CUSTOMERS[1], price: '30.00', removed: 1, firstRemovedDaysAgo: 5 },
];

/**
 * A company with complete billing data whose customers have verified removals on no invoice yet
 * (349,00 € net over four customers), and one case still open that must not count.
 */
export async function seedBillable(db: Db) {
  const [company] = await db
    .insert(companies)
    .values({
      name: BILLABLE_COMPANY,
      legalName: BILLABLE_COMPANY,
      legalAddress: 'Lindenallee 4\n50667 Köln',
      vatId: 'DE987654321',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      contactEmail: 'buchhaltung@abrechnungs-test.de',
      contactPhone: '0221 123456',
    })
    .returning({ id: companies.id });
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
  for (const [n, seed] of customerSeeds.entries()) {
    const [customer] = await db
      .insert(customers)
      .values({
        companyId: company.id,
        name: seed.name,
        email: `info${n}@abrechnungs-kunde.de`,
        googleMapsLink: `https://www.google.com/maps/place/${encodeURIComponent(seed.name)}`,
        pricePerReview: seed.price,
        status: 'sold',
        billingAddress: 'Domstraße 1\n50668 Köln',
      })
      .returning({ id: customers.id });
    const cases = seed.removed + (n === 0 ? 1 : 0);
    const rows = await db
      .insert(reviews)
      .values(
        Array.from({ length: cases }, (_, i) => ({
          customerId: customer.id,
          companyId: company.id,
          externalId: `abrechenbar-${customer.id}-${i}`,
          username: `Kundin ${n + 1}.${i + 1}`,
          rating: 1 + (i % 3),
          reviewText: 'Unfreundlich und zu teuer.',
          reviewDate: daysAgo(40 - i),
        })),
      )
      .returning({ id: reviews.id });
    await db.insert(removals).values(
      rows.map((r, i) => {
        const open = i >= seed.removed;
        return {
          companyId: company.id,
          customerId: customer.id,
          reviewId: r.id,
          state: open ? ('filed' as const) : ('removed' as const),
          reason: 'no_contact',
          pricePerReview: seed.price,
          orderedAt: daysAgo(30 - i),
          removedAt: open ? null : daysAgo(seed.firstRemovedDaysAgo - i),
        };
      }),
    );
  }
}
