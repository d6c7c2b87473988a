import type { Db } from '../../server/db/client';
import { type customers, emailLogs, reviews, scanLogs } from '../../server/db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Times relative to the seed's `now`. today(h) lies h hours back but never before Berlin midnight,
 * so "today" rows count as today on the dashboard even when the tests run just after midnight.
 */
export function clock(now: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const sinceMidnight = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000;
  return {
    today: (hours: number) =>
      new Date(now.getTime() - Math.min(hours * HOUR, sinceMidnight * (0.5 + hours / 100))),
    daysAgo: (days: number, minutes = 0) => new Date(now.getTime() - days * DAY - minutes * 60_000),
  };
}
type Clock = ReturnType<typeof clock>;
type Customer = typeof customers.$inferSelect;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 200) await insert(rows.slice(i, i + 200));
}

/** `count` reviews of one customer over the last 35 days (every rating, some without text, some archived), plus one per star today. */
export async function bulkReviews(db: Db, t: Clock, bulk: Customer, todays: Customer[], count: number) {
  const rows: (typeof reviews.$inferInsert)[] = Array.from({ length: count }, (_, i) => {
    // Eleven reviews a day, so each day mixes ratings (the chart shows both colours).
    const detectedAt = t.daysAgo(1 + (Math.floor(i / 11) % 35), i);
    return {
      customerId: bulk.id,
      companyId: bulk.companyId,
      externalId: `bulk-${i}`,
      username: `Nutzer ${String(i + 1).padStart(3, '0')}`,
      rating: (i % 5) + 1,
      reviewText: i % 10 === 9 ? null : `Automatisch erzeugte Bewertung Nr. ${i + 1}`,
      reviewDate: new Date(detectedAt.getTime() - 6 * HOUR),
      detectedAt,
      isArchived: i % 50 === 49,
      archivedAt: i % 50 === 49 ? detectedAt : null,
    };
  });
  todays.forEach((c, i) => {
    rows.push({
      customerId: c.id,
      companyId: c.companyId,
      externalId: `today-${i}`,
      username: `Heute ${i + 1}`,
      rating: i + 1,
      reviewText: `Heute erkannte Bewertung mit ${i + 1} Sternen`,
      reviewDate: t.today(i + 2),
      detectedAt: t.today(i + 1),
    });
  });
  await insertChunked(rows, (chunk) => db.insert(reviews).values(chunk));
}

/** `count` e-mail logs of one customer over the last 30 days in all three states, plus sent ones today. */
export async function bulkEmailLogs(db: Db, t: Clock, bulk: Customer, todays: Customer[], count: number) {
  const rows: (typeof emailLogs.$inferInsert)[] = Array.from({ length: count }, (_, i) => {
    const status = i % 10 < 7 ? 'sent' : i % 10 < 9 ? 'failed' : 'pending';
    const createdAt = t.daysAgo(1 + (Math.floor(i / 8) % 30), i);
    return {
      customerId: bulk.id,
      companyId: bulk.companyId,
      emailSubject: `Neue negative Bewertung für ${bulk.name} (${i + 1})`,
      emailContent: `Sehr geehrte Damen und Herren, es gibt eine neue negative Bewertung (Nr. ${i + 1}).`,
      status,
      errorMessage: status === 'failed' ? 'SMTP-Fehler: 550 Postfach nicht gefunden' : null,
      sentAt: status === 'sent' ? new Date(createdAt.getTime() + 3000) : null,
      createdAt,
    };
  });
  todays.forEach((c, i) => {
    const createdAt = t.today(i + 0.5);
    rows.push({
      customerId: c.id,
      companyId: c.companyId,
      emailSubject: `Neue negative Bewertung für ${c.name}`,
      emailContent: 'Sehr geehrte Damen und Herren, heute wurde eine negative Bewertung erkannt.',
      status: 'sent',
      sentAt: createdAt,
      createdAt,
    });
  });
  await insertChunked(rows, (chunk) => db.insert(emailLogs).values(chunk));
}

/** Daily scans of one customer going back in time, older than every special row. */
export async function bulkScanLogs(db: Db, t: Clock, companyId: number, bulk: Customer, count: number) {
  const rows: (typeof scanLogs.$inferInsert)[] = Array.from({ length: count }, (_, i) => {
    const status = i % 20 < 16 ? 'success' : i % 20 < 19 ? 'error' : 'skipped';
    return {
      customerId: bulk.id,
      companyId,
      customerName: bulk.name,
      scanType: i % 7 === 3 ? 'manual' : 'scheduled',
      status,
      errorType: status === 'error' ? 'apify_error' : null,
      errorMessage:
        status === 'error'
          ? 'Apify: Zeitüberschreitung'
          : status === 'skipped'
            ? 'Automatischer Scan ist aus'
            : null,
      details:
        status === 'success'
          ? JSON.stringify({
              totalReviews: 20 + (i % 9),
              newReviews: i % 3,
              negativeReviews: i % 2,
              emailStatus: i % 2 ? 'sent' : 'not_needed',
              url: bulk.googleMapsLink,
            })
          : null,
      createdAt: t.daysAgo(1 + Math.floor(i / 10), i % 10),
    };
  });
  await insertChunked(rows, (chunk) => db.insert(scanLogs).values(chunk));
}
