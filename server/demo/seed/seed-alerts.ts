// The demo's alerts (issue 24, docs/decisions/049-alerts.md): a few of the kinds the bell shows, on
// the first company's customers, minutes to days old, in the words the real events use.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alerts, companies, customers } from '../../db/schema';
import {
  costCapAlert,
  linkBrokenAlert,
  mailFailedAlert,
  optOutAlert,
  scanOutcomeAlerts,
} from '../../modules/alerts/alert-events';

export async function seedAlerts(db: Db, companyId: number, now = new Date()) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const people = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.companyId, companyId))
    .orderBy(asc(customers.id))
    .limit(8);
  if (!company || people.length < 8) return;
  const who = (i: number) => ({ companyId, customerId: people[i].id, customerName: people[i].name });
  const [failed] = scanOutcomeAlerts({
    scanId: 0,
    ...who(4),
    status: 'error',
    errorType: 'apify_error',
    errorMessage: 'Apify-Lauf fehlgeschlagen (Status FAILED)',
  });
  const planned = [
    { minutes: 4 * 24 * 60, alert: costCapAlert({ ...company, maxRunCostUsd: '5.00' }, 5, now) },
    { minutes: 26 * 60, alert: optOutAlert(who(5)) },
    {
      minutes: 3 * 60,
      alert: mailFailedAlert({ logId: 0, kind: 'review', ...who(6) }, '550 5.1.1 Mailbox unavailable'),
    },
    { minutes: 40, alert: linkBrokenAlert(who(7), 'Google Maps findet den Ort nicht', now) },
    { minutes: 6, alert: failed },
  ];
  await db.insert(alerts).values(
    planned.flatMap(({ minutes, alert }, i) =>
      alert
        ? [
            {
              ...alert,
              customerId: alert.customerId ?? null,
              dedupeKey: `demo:${i}`,
              createdAt: new Date(now.getTime() - minutes * 60_000),
            },
          ]
        : [],
    ),
  );
}
