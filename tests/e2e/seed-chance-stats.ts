import type { RemovalState } from '../../common/enums';
import type { Db } from '../../server/db/client';
import { companies, customers, removals, reviews } from '../../server/db/schema';

/** A company of its own for 'Erfolgsquote nach Grund' (decision 076): its counts mix with no other test's. */
export const RATES_COMPANY = 'Erfolgsquote-Test GmbH';

const cases: { reason: string; state: RemovalState; signals: string[]; text: string }[] = [
  ...(['removed', 'removed', 'removed', 'removed', 'refused', 'reinstated'] as const).map((state) => ({
    reason: 'insult',
    state,
    signals: ['insult'],
    text: 'Totale Betrüger, nie wieder!',
  })),
  ...(['removed', 'refused', 'filed'] as const).map((state) => ({
    reason: 'no_contact',
    state,
    signals: ['no_visit', 'owner_replied'],
    text: 'War nie dort, kenne den Laden nicht.',
  })),
];

/**
 * Closed cases of two reasons: insult with six (four removed, one refused, one reinstated: it moves
 * the chance), no contact with two (and one still filed, which does not count).
 */
export async function seedChanceStats(db: Db) {
  const [company] = await db
    .insert(companies)
    .values({ name: RATES_COMPANY })
    .returning({ id: companies.id });
  const [customer] = await db
    .insert(customers)
    .values({ companyId: company.id, name: 'Pizzeria Quote', pricePerReview: '50.00', status: 'sold' })
    .returning({ id: customers.id });
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
  const rows = await db
    .insert(reviews)
    .values(
      cases.map((c, i) => ({
        customerId: customer.id,
        companyId: company.id,
        externalId: `quote-${i}`,
        username: `Gast ${i + 1}`,
        rating: 1,
        reviewText: c.text,
        reviewDate: daysAgo(60 - i),
      })),
    )
    .returning({ id: reviews.id });
  await db.insert(removals).values(
    cases.map((c, i) => ({
      companyId: company.id,
      customerId: customer.id,
      reviewId: rows[i].id,
      state: c.state,
      reason: c.reason,
      pricePerReview: '50.00',
      orderedAt: daysAgo(40 - i),
      removedAt: c.state === 'removed' ? daysAgo(20 - i) : null,
      signalsAtOrder: c.signals,
    })),
  );
}
