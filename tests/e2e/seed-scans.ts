import type { Db } from '../../server/db/client';
import type { FakeApify } from '../../server/demo/fake-apify';
import type { SmtpSink } from '../../server/demo/smtp-sink';
import { createSecretBox } from '../../server/lib/secrets';
import { insertCustomer, insertScanCompany, placeLink, reviews } from '../support/scan-fixture';

export const SCAN_COMPANY = 'Scan-Test GmbH';
export const STOP_COMPANY = 'Stopp-Test GmbH';

/**
 * Two companies wired to the fake Apify and the SMTP sink of the e2e setup: one whose scan
 * finishes after a few seconds (with new negative reviews to mail), one whose runs never end.
 */
export async function seedE2eScans(db: Db, appSecret: string, fake: FakeApify, sink: SmtpSink) {
  const secrets = createSecretBox(appSecret);
  const scanId = await insertScanCompany(db, secrets, fake, sink, SCAN_COMPANY);
  const slow = { latencyMs: 2500 };
  await insertCustomer(db, scanId, {
    name: 'Pizzeria Da Marco',
    email: 'marco@pizzeria-da-marco.de',
    googleMapsLink: placeLink('Da-Marco'),
    contactTitle: 'Herr',
    contactPerson: 'Marco Rossi',
  });
  fake.scenarios.set(placeLink('Da-Marco'), {
    ...slow,
    items: reviews('marco', [
      [1, 9],
      [2, 12],
      [5, 14],
    ]),
  });
  await insertCustomer(db, scanId, {
    name: 'Friseursalon Schnittig',
    email: 'info@schnittig.de',
    googleMapsLink: placeLink('Schnittig'),
  });
  fake.scenarios.set(placeLink('Schnittig'), {
    ...slow,
    items: reviews('schnitt', [
      [5, 10],
      [4, 11],
    ]),
  });
  await insertCustomer(db, scanId, {
    name: 'Blumen Ohne Link',
    email: 'blumen@example.com',
    googleMapsLink: null,
  });

  const stopId = await insertScanCompany(db, secrets, fake, sink, STOP_COMPANY);
  for (let i = 1; i <= 4; i++) {
    await insertCustomer(db, stopId, {
      name: `Langsamer Kunde ${i}`,
      googleMapsLink: placeLink(`Langsam-${i}`),
    });
    fake.scenarios.set(placeLink(`Langsam-${i}`), { latencyMs: Number.POSITIVE_INFINITY });
  }
}
