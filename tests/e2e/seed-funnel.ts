import type { Db } from '../../server/db/client';
import { companies, customers, emailLogs, portalLinks, removals, reviews } from '../../server/db/schema';
import { addBareInvoice } from '../support/seed';

/** A company of its own for the dashboard's funnel (decision 074): its counts never mix with other tests'. */
export const FUNNEL_COMPANY = 'Funnel-Test GmbH';

/**
 * One offer mail a day ago naming four reviews; the owner opened the portal after it; three cases:
 * removed and paid, removed and on an open invoice, ordered. A fifth review mailed 20 days ago
 * counts in 30 days, not in 7. So 7 days: 4 → 4 → 3 → 2 → 2 → 1; 30 days: 5 → 5 → 3 → 2 → 2 → 1.
 */
export async function seedFunnel(db: Db) {
  const [company] = await db.insert(companies).values({ name: FUNNEL_COMPANY }).returning();
  const [customer] = await db
    .insert(customers)
    .values({
      companyId: company.id,
      name: 'Autohaus Trichter',
      email: 'info@trichter.de',
      status: 'email_sent',
    })
    .returning();
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
  const owner = { companyId: company.id, customerId: customer.id };
  const mail = async (sentAt: Date) => {
    const [row] = await db
      .insert(emailLogs)
      .values({
        ...owner,
        kind: 'review',
        status: 'sent',
        sentAt,
        emailSubject: 'Neue negative Bewertung',
        emailContent: 'Angebot',
      })
      .returning();
    return row.id;
  };
  const recent = await mail(ago(1));
  const old = await mail(ago(20));
  const cases: (null | { state: 'ordered' | 'removed'; invoice?: 'open' | 'paid' })[] = [
    { state: 'removed', invoice: 'paid' },
    { state: 'removed', invoice: 'open' },
    { state: 'ordered' },
    null,
  ];
  for (const [n, caseOf] of [...cases, null].entries()) {
    const [review] = await db
      .insert(reviews)
      .values({
        ...owner,
        externalId: `funnel-${n}`,
        username: 'Kai T.',
        rating: 1,
        reviewText: 'Schlecht',
        emailLogId: n < 4 ? recent : old,
      })
      .returning();
    if (!caseOf) continue;
    await db.insert(removals).values({
      ...owner,
      reviewId: review.id,
      reason: 'no_contact',
      pricePerReview: '49.00',
      state: caseOf.state,
      removedAt: caseOf.state === 'removed' ? ago(0.5) : null,
      invoiceId: caseOf.invoice ? await addBareInvoice(db, customer, caseOf.invoice) : null,
    });
  }
  await db.insert(portalLinks).values({
    ...owner,
    tokenHash: 'funnel-e2e',
    createdAt: ago(21),
    firstOpenedAt: ago(0.8),
    lastUsedAt: ago(0.8),
  });
}
