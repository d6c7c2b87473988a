import type { Db } from '../../server/db/client';
import { reviews } from '../../server/db/schema';
import { type FakeApify, reviewItem } from '../../server/demo/fake-apify';
import type { SmtpSink } from '../../server/demo/smtp-sink';
import { createSecretBox } from '../../server/lib/secrets';
import { insertCustomer, insertScanCompany, placeLink } from '../support/scan-fixture';

export const REMOVAL_COMPANY = 'Lösch-Test GmbH';
export const REMOVAL_REVIEW_TEXT = 'Unfreundlich und zu teuer, nie wieder.';

/**
 * A customer with three stored reviews for the browser test of a whole removal: the fake Apify's
 * place has all three, but the 1-star one is already gone from Google, so every check misses it
 * while it still finds the other two (a complete run, not a short one).
 */
export async function seedRemovalFlow(db: Db, appSecret: string, fake: FakeApify, sink: SmtpSink) {
  const companyId = await insertScanCompany(db, createSecretBox(appSecret), fake, sink, REMOVAL_COMPANY);
  const link = placeLink('Loesch-Test');
  const customerId = await insertCustomer(db, companyId, {
    name: 'Autohaus Lösch',
    email: 'info@autohaus-loesch.de',
    googleMapsLink: link,
  });
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
  const items = [
    reviewItem({
      reviewId: 'loesch-0',
      stars: 1,
      publishedAtDate: daysAgo(3).toISOString(),
      text: REMOVAL_REVIEW_TEXT,
    }),
    reviewItem({ reviewId: 'loesch-1', stars: 5, publishedAtDate: daysAgo(4).toISOString() }),
    reviewItem({ reviewId: 'loesch-2', stars: 4, publishedAtDate: daysAgo(2).toISOString() }),
  ];
  await db.insert(reviews).values(
    items.map((item) => ({
      customerId,
      companyId,
      externalId: item.reviewId,
      username: item.name,
      rating: item.stars,
      reviewText: item.text,
      reviewDate: new Date(item.publishedAtDate),
      reviewUrl: item.reviewUrl,
      placeId: item.placeId,
    })),
  );
  fake.places.set(link, items);
  fake.removeReview('loesch-0');
}
