// An offer to Bäckerei Müller from Reputationsschutz Nord with one 2-star review: the mail tests'
// input, and the offer the e2e test renders in a browser.
import { NORD_LEGAL } from '../../tests/support/seed';
import type { NegativeReviewMailInput } from './negative-review-mail';

export const offerInput: NegativeReviewMailInput = {
  company: {
    name: 'Reputationsschutz Nord GmbH',
    website: 'https://reputation-nord.de',
    gmailEmail: 'info@reputation-nord.de',
    ...NORD_LEGAL,
    contactName: 'Anna Schulz',
    contactPhone: '040 123456',
    contactEmail: 'kontakt@reputation-nord.de',
    registeredSeat: 'Hamburg',
    vatMode: 'standard',
    offerSubject: null,
    offerOpening: null,
    offerClosing: null,
  },
  customer: { name: 'Bäckerei Müller', contactTitle: 'Herr', contactPerson: 'Frank Schäfer' },
  pricePerReview: '49.00',
  reviews: [
    {
      username: 'Jana Weber',
      rating: 2,
      text: 'Lange Wartezeit.',
      reviewDate: new Date('2026-11-22T17:42:13Z'),
      reviewUrl: 'https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1sabc',
    },
  ],
  unsubscribeUrl: 'https://app.example.de/abmelden/7.abc',
};
