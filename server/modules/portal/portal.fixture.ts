// Test data for the portal tests: a company with its Impressum and contact, the owner's customer with
// reviews of every rating, a case that went through filing and verification to 'Entfernt' with its
// proof, issued and draft invoices, and a second customer of the same company with its own review,
// case and invoice, which the owner's link must never show.
import { eq } from 'drizzle-orm';
import { addCompany, addCustomer, addReview, NORD_LEGAL } from '../../../tests/support/seed';
import type { Db } from '../../db/client';
import { companies, portalLinks, removalChecks } from '../../db/schema';
import {
  cancellationInvoice,
  draftInvoice,
  oddInvoice,
} from '../invoices/documents/invoice-documents.fixture';
import { insertInvoice } from '../invoices/invoices.fixture';
import { moveTo, operator, order } from '../removals/removals.fixture';
import { issuePortalToken } from './portal-links';

const at = (iso: string) => new Date(iso);

/** What a revoked or expired link of the seeded portal answers: the operator and how to reach them. */
export const seededGoneLinkMessage =
  'Dieser Link ist abgelaufen oder wurde durch einen neuen ersetzt. Einen neuen Link erhalten Sie von Reputationsschutz Nord (hilfe@nord.de, Tel. 040 123456).';

/** The customer's links last used 31 days ago: past the idle limit, so expired. */
export async function idleLinks(db: Db, customerId: number) {
  await db
    .update(portalLinks)
    .set({ lastUsedAt: new Date(Date.now() - 31 * 86_400_000) })
    .where(eq(portalLinks.customerId, customerId));
}

export async function seedPortal(db: Db) {
  const base = await addCompany(db, 'Reputationsschutz Nord');
  const [company] = await db
    .update(companies)
    .set({
      ...NORD_LEGAL,
      website: 'https://reputationsschutz-nord.de',
      contactEmail: 'hilfe@nord.de',
      contactPhone: '040 123456',
    })
    .where(eq(companies.id, base.id))
    .returning();
  const customer = await addCustomer(db, company.id, { name: 'Bäckerei Müller', pricePerReview: '79.50' });
  const other = await addCustomer(db, company.id, { name: 'Café Fremd', pricePerReview: '99.00' });
  const review = (values: Parameters<typeof addReview>[2]) => addReview(db, customer, values);

  const removed = await review({
    rating: 1,
    username: 'Anna B.',
    reviewText: 'Nie wieder',
    reviewDate: at('2026-10-01T08:00:00Z'),
    reviewUrl: 'https://maps.google.com/r/1',
  });
  const open = await review({
    rating: 3,
    username: '  ',
    reviewText: null,
    reviewDate: at('2026-10-20T08:00:00Z'),
  });
  const positive = await review({ rating: 5, username: 'Fan', reviewDate: at('2026-10-21T08:00:00Z') });
  const ordered = await review({ rating: 2, username: 'Karl K.', reviewDate: at('2026-10-10T08:00:00Z') });
  const foreign = await addReview(db, other, { rating: 1, username: 'Fremder Gast', reviewText: 'Geheim' });

  const manager = await operator(db);
  const removedCase = await order(db, manager, removed.id, at('2026-11-01T09:00:00Z'), 'false_claim');
  await moveTo(db, removedCase.id, 'filed', at('2026-11-02T09:00:00Z'));
  await moveTo(db, removedCase.id, 'verifying', at('2026-11-05T09:00:00Z'));
  await moveTo(db, removedCase.id, 'removed', at('2026-11-06T09:00:00Z'));
  await db.insert(removalChecks).values([
    { removalId: removedCase.id, checkedAt: at('2026-11-05T09:00:00Z'), outcome: 'missing' },
    { removalId: removedCase.id, checkedAt: at('2026-11-06T09:00:00Z'), outcome: 'missing' },
    { removalId: removedCase.id, checkedAt: at('2026-11-04T09:00:00Z'), outcome: 'found', rating: 1 },
  ]);
  const orderedCase = await order(db, manager, ordered.id, at('2026-11-20T09:00:00Z'));
  const foreignCase = await order(db, manager, foreign.id, at('2026-11-20T09:00:00Z'));

  const invoice = await insertInvoice(db, customer, oddInvoice());
  const cancellation = await insertInvoice(db, customer, cancellationInvoice());
  const draft = await insertInvoice(db, customer, draftInvoice());
  const foreignInvoice = await insertInvoice(db, other, { ...oddInvoice(), number: 'RE-2026-0100' });

  const token = await issuePortalToken(db, { companyId: company.id, customerId: customer.id });
  const otherToken = await issuePortalToken(db, { companyId: company.id, customerId: other.id });
  return {
    company,
    customer,
    other,
    token,
    otherToken,
    reviews: { removed, open, positive, ordered, foreign },
    cases: { removed: removedCase, ordered: orderedCase, foreign: foreignCase },
    invoices: { invoice, cancellation, draft, foreign: foreignInvoice },
  };
}
