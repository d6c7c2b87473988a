import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { companies, customers, emailLogs, reviews, scanLogs } from '../../server/db/schema';
import { bulkEmailLogs, bulkReviews, bulkScanLogs, clock } from './seed-activity-bulk';

/**
 * What the browser tests may count on. Company 2 ('Zahnarztpraxis Dr. Weber') holds a small, exact
 * set; company 1 the volume (one customer with 400 reviews and 250 e-mail logs) that proves the
 * lists are virtualised and paged; company 3 nothing.
 */
export const E2E_ACTIVITY = {
  bulkReviews: 400,
  bulkEmailLogs: 250,
  bulkScanLogs: 300,
  praxis: {
    todayReviews: 4,
    emailsSentToday: 2,
    /** Two negative reviews of Lindner (89.00) and one of Berger (119.00), detected today. */
    potentialRevenue: '€ 297,00',
    activeReviews: 6,
    archivedReviews: 2,
    emailLogs: 5,
  },
} as const;

export const E2E_SMTP_ERROR = 'SMTP-Fehler: 535 Authentication failed';
export const E2E_SCAN_URL = 'https://www.google.com/maps/place/Autohaus+Bauer/@52.5200,13.4050,17z';

async function companyCustomers(db: Db, companyName: string) {
  const [company] = await db.select().from(companies).where(eq(companies.name, companyName));
  if (!company) throw new Error(`seed-activity: Firma "${companyName}" fehlt (seed-customers.ts)`);
  const rows = await db
    .select()
    .from(customers)
    .where(eq(customers.companyId, company.id))
    .orderBy(asc(customers.id));
  return { company, rows, byName: (name: string) => rows.find((c) => c.name === name)! };
}

/** Reviews, e-mail logs and scan logs for the browser tests (owned by the activity pages). */
export async function seedE2eActivity(db: Db) {
  const t = clock(new Date());
  const autohaus = await companyCustomers(db, 'Autohaus Müller GmbH');
  const praxis = await companyCustomers(db, 'Zahnarztpraxis Dr. Weber');
  await seedPraxis(db, t, praxis.byName);

  const [bulk, ...others] = autohaus.rows;
  await bulkReviews(db, t, bulk, others.slice(0, 5), E2E_ACTIVITY.bulkReviews);
  await bulkEmailLogs(db, t, bulk, others.slice(0, 3), E2E_ACTIVITY.bulkEmailLogs);
  await bulkScanLogs(db, t, autohaus.company.id, bulk, E2E_ACTIVITY.bulkScanLogs);
  await specialScanLogs(db, t, autohaus.rows[1], praxis.byName('Kieferorthopädie Lindner'));
}

type Customer = typeof customers.$inferSelect;
type Clock = ReturnType<typeof clock>;
const ref = (c: Customer) => ({ customerId: c.id, companyId: c.companyId });

async function seedPraxis(db: Db, t: Clock, byName: (name: string) => Customer) {
  const lindner = byName('Kieferorthopädie Lindner');
  const berger = byName('Dentallabor Berger');
  const hafen = byName('Zahnklinik Hafen');
  const review = (
    c: Customer,
    n: number,
    values: Omit<typeof reviews.$inferInsert, 'customerId' | 'companyId' | 'externalId'>,
  ) => ({ ...ref(c), externalId: `praxis-${n}`, ...values }) as typeof reviews.$inferInsert;
  await db.insert(reviews).values([
    review(lindner, 1, {
      username: 'Erika Mustermann',
      rating: 1,
      reviewText: 'Der Kaffee war kalt und der Service unfreundlich.',
      reviewDate: t.today(3),
      detectedAt: t.today(1),
    }),
    review(lindner, 2, {
      username: 'Max Beispiel',
      rating: 2,
      reviewText: null,
      reviewDate: null,
      detectedAt: t.today(2),
    }),
    review(berger, 3, {
      username: 'Jonas Weiß',
      rating: 3,
      reviewText: 'Lange Wartezeit, aber freundliches Personal.',
      reviewDate: t.today(4),
      detectedAt: t.today(3),
    }),
    review(berger, 4, {
      username: 'Lena Sonnenschein',
      rating: 5,
      reviewText: 'Hervorragende Beratung, gerne wieder!',
      reviewDate: t.today(5),
      detectedAt: t.today(4),
    }),
    review(hafen, 5, {
      username: 'Peter Alt',
      rating: 4,
      reviewText: 'Solide Arbeit.',
      reviewDate: t.daysAgo(40),
      detectedAt: t.daysAgo(39),
    }),
    review(hafen, 6, {
      username: 'Klara Kurz',
      rating: 2,
      reviewText: '',
      reviewDate: t.daysAgo(10),
      detectedAt: t.daysAgo(10),
    }),
    review(berger, 7, {
      username: 'Archiv Anton',
      rating: 1,
      reviewText: 'Spam-Bewertung ohne Bezug',
      reviewDate: t.daysAgo(6),
      detectedAt: t.daysAgo(5),
      isArchived: true,
      archivedAt: t.daysAgo(4),
    }),
    review(lindner, 8, {
      username: 'Archiv Berta',
      rating: 4,
      reviewText: 'Alte Bewertung',
      reviewDate: t.daysAgo(21),
      detectedAt: t.daysAgo(20),
      isArchived: true,
      archivedAt: t.daysAgo(19),
    }),
  ]);

  const mail = (c: Customer, values: Omit<typeof emailLogs.$inferInsert, 'customerId' | 'companyId'>) =>
    ({ ...ref(c), ...values }) as typeof emailLogs.$inferInsert;
  const body = (to: string, who: string) =>
    `Sehr geehrte Damen und Herren (${to}), ${who} hat eine negative Bewertung abgegeben.`;
  await db.insert(emailLogs).values([
    mail(lindner, {
      emailSubject: 'Neue negative Bewertung für Kieferorthopädie Lindner',
      emailContent: body('Lindner', 'Erika Mustermann'),
      status: 'sent',
      createdAt: t.today(0.9),
      sentAt: t.today(0.89),
    }),
    mail(berger, {
      emailSubject: 'Neue negative Bewertung für Dentallabor Berger',
      emailContent: body('Berger', 'Jonas Weiß'),
      status: 'sent',
      createdAt: t.today(2.9),
      sentAt: t.today(2.89),
    }),
    mail(berger, {
      emailSubject: 'Neue negative Bewertung für Dentallabor Berger',
      emailContent: body('Berger', 'Jonas Weiß'),
      status: 'failed',
      errorMessage: E2E_SMTP_ERROR,
      createdAt: t.today(2.95),
    }),
    mail(hafen, {
      emailSubject: 'Neue negative Bewertung für Zahnklinik Hafen',
      emailContent: body('Hafen', 'Klara Kurz'),
      status: 'pending',
      createdAt: t.daysAgo(10),
    }),
    mail(hafen, {
      emailSubject: 'Erinnerung: Bewertung von Klara Kurz',
      emailContent: 'Zur Erinnerung an die Bewertung vom letzten Monat.',
      status: 'sent',
      createdAt: t.daysAgo(11),
      sentAt: t.daysAgo(11),
    }),
  ]);
}

/** One row of every status and error type the page must label, newest first on the page. */
async function specialScanLogs(db: Db, t: Clock, bauer: Customer, lindner: Customer) {
  const log = (i: number, values: Partial<typeof scanLogs.$inferInsert>) =>
    ({
      customerId: bauer.id,
      companyId: bauer.companyId,
      customerName: bauer.name,
      scanType: 'scheduled',
      status: 'error',
      createdAt: t.today(i / 60),
      ...values,
    }) as typeof scanLogs.$inferInsert;
  const details = (v: object) => JSON.stringify(v);
  await db.insert(scanLogs).values([
    log(1, {
      status: 'success',
      details: details({
        totalReviews: 12,
        newReviews: 2,
        negativeReviews: 1,
        emailStatus: 'sent',
        url: E2E_SCAN_URL,
      }),
    }),
    log(2, {
      status: 'success',
      scanType: 'manual',
      details: details({
        totalReviews: 7,
        newReviews: 0,
        negativeReviews: 0,
        emailStatus: 'not_needed',
        url: 'https://maps.app.goo.gl/kurz',
      }),
    }),
    log(3, { status: 'success', details: 'kein-json{' }),
    log(4, { errorType: 'missing_url', errorMessage: 'Kein Google-Maps-Link hinterlegt' }),
    log(5, { errorType: 'invalid_url', errorMessage: 'Der Link ist kein Google-Maps-Link' }),
    log(6, { errorType: 'apify_error', errorMessage: 'Apify: 401 Unauthorized' }),
    log(7, { errorType: 'email_error', errorMessage: 'SMTP-Verbindung fehlgeschlagen' }),
    log(8, { errorType: 'system_error', errorMessage: 'Datenbank nicht erreichbar' }),
    log(9, { errorType: 'processing_error', errorMessage: 'Antwort konnte nicht verarbeitet werden' }),
    log(10, { errorType: 'quota_exceeded', errorMessage: 'Kontingent erschöpft' }),
    log(11, { status: 'skipped', errorMessage: 'Kunde ist inaktiv' }),
    log(12, { status: 'cancelled', scanType: 'manual' }),
    log(13, {
      customerId: 999_999,
      customerName: null,
      errorType: 'system_error',
      errorMessage: 'Kunde wurde gelöscht',
    }),
    log(14, {
      customerId: lindner.id,
      companyId: lindner.companyId,
      customerName: lindner.name,
      status: 'success',
      details: details({
        totalReviews: 3,
        newReviews: 3,
        negativeReviews: 2,
        emailStatus: 'sent',
        url: lindner.googleMapsLink,
      }),
    }),
  ]);
}
