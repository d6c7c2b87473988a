import type { Db } from '../../server/db/client';
import { removalChecks, removalEvents, removals, reviews } from '../../server/db/schema';
import type { FakeApify } from '../../server/demo/fake-apify';
import type { SmtpSink } from '../../server/demo/smtp-sink';
import { createSecretBox } from '../../server/lib/secrets';
import { issuePortalToken } from '../../server/modules/portal/portal-links';
import {
  insertCustomer,
  insertScanCompany,
  placeLink,
  reviews as scannedReviews,
} from '../support/scan-fixture';

export const PORTAL_COMPANY = 'Portal Nord GmbH';
export const PORTAL_CUSTOMER = 'Café Sonnenschein';
export const PORTAL_CUSTOMER_EMAIL = 'inhaberin@cafe-sonnenschein.example';
/** What the company's scan finds new (yesterday): two negative reviews for the offer mail, one good. */
export const PORTAL_SCANNED = ['sonne Bewertung 0', 'sonne Bewertung 1'];
/** The reviews the browser test orders; a third stays open, a fourth was removed long ago. */
export const PORTAL_REVIEWS = {
  first: 'Unfreundliche Bedienung und kalter Kaffee.',
  second: 'Der Kuchen war alt, nie wieder.',
  open: 'Ganz okay, aber viel zu teuer.',
  removed: 'Hier wurde ich betrogen!',
  good: 'Wunderbar, jederzeit wieder!',
};

/**
 * A customer with four negative reviews (one already removed, with its proof) and a good one, a
 * company with its Impressum and the SMTP sink, and a portal link to it; its place at the fake
 * Apify has two new negative reviews for a scan's offer mail. Answers the link's token.
 */
export async function seedPortal(db: Db, appSecret: string, fake: FakeApify, sink: SmtpSink) {
  const companyId = await insertScanCompany(db, createSecretBox(appSecret), fake, sink, PORTAL_COMPANY, {
    website: 'https://portal-nord.example',
    legalName: 'Portal Nord GmbH',
    legalAddress: 'Am Sandtorkai 1\n20457 Hamburg',
    managingDirectors: 'Lea Brandt',
    registerCourt: 'Amtsgericht Hamburg',
    registerNumber: 'HRB 777000',
    vatId: 'DE777000111',
    contactEmail: 'service@portal-nord.example',
  });
  const customerId = await insertCustomer(db, companyId, {
    name: PORTAL_CUSTOMER,
    email: PORTAL_CUSTOMER_EMAIL,
    googleMapsLink: placeLink('Cafe-Sonnenschein'),
  });
  fake.scenarios.set(placeLink('Cafe-Sonnenschein'), {
    items: scannedReviews('sonne', [
      [1, 9],
      [2, 12],
      [5, 14],
    ]),
  });
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
  const rows = await db
    .insert(reviews)
    .values(
      (
        [
          [PORTAL_REVIEWS.first, 1, 2],
          [PORTAL_REVIEWS.second, 2, 3],
          [PORTAL_REVIEWS.open, 3, 5],
          [PORTAL_REVIEWS.removed, 1, 40],
          [PORTAL_REVIEWS.good, 5, 1],
        ] as const
      ).map(([text, rating, days], i) => ({
        customerId,
        companyId,
        externalId: `portal-${i}`,
        username: ['Max Mürrisch', 'Erika Eilig', 'Paul Preis', 'Anonym', 'Greta Gut'][i],
        rating,
        reviewText: text,
        reviewDate: daysAgo(days),
        reviewUrl: `https://www.google.com/maps/reviews/data=portal-${i}`,
      })),
    )
    .returning({ id: reviews.id });
  const [removal] = await db
    .insert(removals)
    .values({
      companyId,
      customerId,
      reviewId: rows[3].id,
      state: 'removed',
      reason: 'false_claim',
      pricePerReview: '79.50',
      channel: 'google',
      filedOn: daysAgo(30).toISOString().slice(0, 10),
      orderedAt: daysAgo(31),
      removedAt: daysAgo(20),
      stateChangedAt: daysAgo(20),
      lastCheckOutcome: 'missing',
    })
    .returning({ id: removals.id });
  await db.insert(removalEvents).values([
    { removalId: removal.id, at: daysAgo(31), fromState: null, toState: 'ordered' },
    { removalId: removal.id, at: daysAgo(30), fromState: 'ordered', toState: 'filed', channel: 'google' },
    { removalId: removal.id, at: daysAgo(21), fromState: 'filed', toState: 'verifying' },
    { removalId: removal.id, at: daysAgo(20), fromState: 'verifying', toState: 'removed' },
  ]);
  await db.insert(removalChecks).values([
    { removalId: removal.id, checkedAt: daysAgo(21), outcome: 'missing' },
    { removalId: removal.id, checkedAt: daysAgo(20), outcome: 'missing' },
  ]);
  return issuePortalToken(db, { companyId, customerId });
}
