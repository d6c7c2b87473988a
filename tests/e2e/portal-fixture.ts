// A portal view as the server answers it (common/schemas/portal.ts), for the page's own behaviour
// under answers a real server gives only by chance: a refusal at the right moment, a slow answer
// to a double tap. The whole flow against the real server is in portal.e2e.ts as well.
import type { Page, Route } from 'playwright-core';
import type { PortalOrder, PortalReview, PortalView } from '../../common/schemas/portal';

export const STUB_TOKEN = 'S'.repeat(43);

const review = (id: number, author: string, stars: number, text: string): PortalReview => ({
  id,
  author,
  stars,
  publishedAt: '2026-11-20T10:00:00.000Z',
  text,
  url: `https://www.google.com/maps/reviews/data=${id}`,
  chance: null,
  case: null,
});

export function stubView(): PortalView {
  return {
    company: {
      name: 'Stub Reputation GmbH',
      website: 'https://stub.example',
      contactEmail: 'hilfe@stub.example',
      privacyNotice: 'Verantwortlich ist die Stub Reputation GmbH.\n\nIhre Rechte: Auskunft und Löschung.',
      legalName: 'Stub Reputation GmbH',
      legalAddress: 'Stubweg 1\n10115 Berlin',
      managingDirectors: 'Sam Stub',
      registerCourt: 'Amtsgericht Charlottenburg',
      registerNumber: 'HRB 1',
      vatId: 'DE000000001',
    },
    customer: { name: 'Bäckerei Stub', optedOut: false, unsubscribeUrl: 'http://localhost/abmelden/1.x' },
    mail: {
      state: 'on',
      since: '2026-11-02',
      consentGiven: true,
      consent: { text: 'Ich willige ein, dass Stub Reputation mich per E-Mail informiert.', version: 2 },
      canConsent: true,
    },
    pricePerReview: '79.50',
    vatRatePercent: 19,
    terms: { version: 3, text: 'Vergütung nur bei nachgewiesener Löschung.' },
    reviews: [review(11, 'Anna A.', 1, 'Schlecht.'), review(12, 'Bernd B.', 2, 'Zu teuer.')],
    orders: [],
    invoices: [],
  };
}

export interface StubAnswer {
  status: number;
  body: unknown;
  /** Milliseconds before the answer (a slow network while the owner taps again). */
  delay?: number;
}

/** Serves `view` for GET and `answer` for each POST; answers the POSTs' bodies and headers as sent. */
export async function stubPortal(page: Page, view: () => PortalView, answer: () => StubAnswer) {
  const posts: { body: unknown; key: string | undefined }[] = [];
  await page.route(`**/api/portal/${STUB_TOKEN}**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'GET') return route.fulfill({ json: view() });
    posts.push({ body: request.postDataJSON(), key: request.headers()['idempotency-key'] });
    const { status, body, delay } = answer();
    if (delay) await new Promise((r) => setTimeout(r, delay));
    return route.fulfill({ status, json: body });
  });
  return posts;
}

export const stubOrder = (reviewIds: number[]): PortalOrder => ({
  id: 7,
  createdAt: '2026-11-28T09:30:00.000Z',
  signerName: 'Clara Chefin',
  reviewIds,
  net: '159.00',
  vat: '30.21',
  gross: '189.21',
  pdfUrl: `/api/portal/${STUB_TOKEN}/orders/7.pdf`,
});
