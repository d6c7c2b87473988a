import type { Db } from '../../server/db/client';
import { alerts } from '../../server/db/schema';
import type { FakeApify } from '../../server/demo/fake-apify';
import type { SmtpSink } from '../../server/demo/smtp-sink';
import { createSecretBox } from '../../server/lib/secrets';
import { insertCustomer, insertScanCompany, placeLink } from '../support/scan-fixture';

export const ALERT_COMPANY = 'Alarm-Test GmbH';
export const ALERT_CUSTOMER = 'Autohaus Alarm KG';
export const ALERT_SCAN_FAILED = `Scan von „${ALERT_CUSTOMER}“ fehlgeschlagen: Apify-Lauf fehlgeschlagen (Status FAILED)`;
export const ALERT_REPLY = '„Café Antwort“ hat auf das Angebot geantwortet';

/**
 * A company wired to the fake Apify (so 'Kunde erneut scannen' runs a real scan) with one alert of
 * each kind the bell shows differently, a few minutes to days old (alerts.e2e.ts, axe.e2e.ts).
 */
export async function seedAlerts(db: Db, appSecret: string, fake: FakeApify, sink: SmtpSink) {
  const secrets = createSecretBox(appSecret);
  const companyId = await insertScanCompany(db, secrets, fake, sink, ALERT_COMPANY);
  const customerId = await insertCustomer(db, companyId, {
    name: ALERT_CUSTOMER,
    email: 'info@autohaus-alarm.de',
    googleMapsLink: placeLink('Alarm'),
  });
  const replyFrom = await insertCustomer(db, companyId, { name: 'Café Antwort', email: 'cafe@example.com' });
  const optedOut = await insertCustomer(db, companyId, { name: 'Bäckerei Ruhe', email: 'ruhe@example.com' });
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await db.insert(alerts).values([
    {
      kind: 'cost_cap',
      companyId,
      message: `Kostengrenze erreicht: Ein Apify-Lauf von „${ALERT_COMPANY}“ kostete 5,00\u00a0US$ (Grenze 5,00\u00a0US$ pro Lauf), es fehlen vielleicht Bewertungen`,
      dedupeKey: 'e2e:cost_cap',
      createdAt: ago(3 * 24 * 60),
    },
    {
      kind: 'opt_out',
      companyId,
      customerId: optedOut,
      message: '„Bäckerei Ruhe“ hat sich von E-Mails abgemeldet',
      dedupeKey: 'e2e:opt_out',
      createdAt: ago(26 * 60),
    },
    {
      kind: 'reply',
      companyId,
      customerId: replyFrom,
      message: ALERT_REPLY,
      dedupeKey: 'e2e:reply',
      createdAt: ago(95),
    },
    {
      kind: 'scan_failed',
      companyId,
      customerId,
      message: ALERT_SCAN_FAILED,
      dedupeKey: 'e2e:scan_failed',
      createdAt: ago(5),
    },
  ]);
}
