import type { Db } from '../../server/db/client';
import { companies, customers, reviews } from '../../server/db/schema';

/** A company of its own for the bulk browser test (issue 24): its changes never meet another test's data. */
export const BULK_COMPANY = 'Sammelaktion GmbH';
/** More than a page of the customer list (100): 'Alle N auswählen' reaches past the loaded rows. */
export const BULK_SALONS = 130;
/** A few more customers for the status change and the deletion. */
export const BULK_BAKERIES = 6;

/**
 * Bulk work's customers: 130 'Friseursalon Sammel NNN' and 6 'Bäckerei Sammel N', all 'Email gesendet',
 * the bakeries with two reviews each (the reviews' bulk archive).
 */
export async function seedBulk(db: Db) {
  const [company] = await db.insert(companies).values({ name: BULK_COMPANY }).returning({ id: companies.id });
  const people = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      companyId: company.id,
      name: `${prefix} ${String(i + 1).padStart(3, '0')}`,
      email: `${prefix
        .toLowerCase()
        .replace('ä', 'ae')
        .replace(/[^a-z]/g, '')}${i + 1}@sammel.example`,
      googleMapsLink: `https://www.google.com/maps/place/Sammel+${i + 1}`,
    }));
  await db.insert(customers).values(people('Friseursalon Sammel', BULK_SALONS));
  const bakeries = await db
    .insert(customers)
    .values(people('Bäckerei Sammel', BULK_BAKERIES))
    .returning({ id: customers.id, name: customers.name });
  await db.insert(reviews).values(
    bakeries.flatMap((b, i) =>
      [1, 2].map((k) => ({
        customerId: b.id,
        companyId: company.id,
        externalId: `sammel-${i}-${k}`,
        username: `Gast ${i + 1}.${k}`,
        rating: k,
        reviewText: `Sammelbewertung ${i + 1}.${k}`,
        reviewDate: new Date(Date.now() - (i * 2 + k) * 86_400_000),
      })),
    ),
  );
}
