// Demo mode (`npm run demo`, docs/product.md "Demo"): the app on its own embedded database with
// German demo data, scraping from the project's simulated Apify and mailing into an SMTP sink,
// both running in this process. Nothing leaves the machine.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRole } from '../../common/enums';
import { createUserSchema } from '../../common/schemas/user';
import type { Db } from '../db/client';
import { createSecretBox } from '../lib/secrets';
import { createUser } from '../modules/users/users.service';
import { reviewWindow } from '../scraper';
import * as q from './demo.queries';
import { type FakeApify, type FakeScenario, reviewItem, startFakeApify } from './fake-apify';
import { femaleFirstNames, maleFirstNames, reviewTextsFor, surnames } from './seed/demo-data';
import { seedAlerts } from './seed/seed-alerts';
import { seedAudit } from './seed/seed-audit';
import { seedDemo } from './seed/seed-demo';
import { seedFollowUps } from './seed/seed-follow-ups';
import { seedInvoices } from './seed/seed-invoices';
import { seedReplies } from './seed/seed-replies';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

export interface DemoCredential {
  role: UserRole;
  email: string;
  password: string;
}

/** Fixed and printed: it is a demo, and the login page shows them (so it runs on loopback only, config.ts). */
export const demoCredentials: DemoCredential[] = [
  { role: 'admin', email: 'admin@demo.test', password: 'demo-admin' },
  { role: 'manager', email: 'manager@demo.test', password: 'demo-manager' },
  { role: 'user', email: 'mitarbeiter@demo.test', password: 'demo-mitarbeiter' },
];

const userNames: Record<UserRole, string> = {
  admin: 'Anna Admin',
  manager: 'Max Manager',
  user: 'Mia Mitarbeiterin',
};

export interface Demo {
  fake: FakeApify;
  sink: SmtpSink;
  credentials: DemoCredential[];
  close(): Promise<void>;
}

/** 'https://www.google.com/maps/place/Café+Müller,+Hamburg' → 'Café Müller' (the demo's links). */
function placeName(mapsUrl: string) {
  try {
    const segment = new URL(mapsUrl).pathname.split('/')[3] ?? '';
    return decodeURIComponent(segment.replaceAll('+', ' ')).split(',')[0];
  } catch {
    return '';
  }
}

/**
 * What people write about this kind of business for a star rating (a dentist's reviews never
 * mention cold food), now and then nothing.
 */
function reviewText(mapsUrl: string, stars: number, r: number) {
  const texts = reviewTextsFor(placeName(mapsUrl));
  const mood = stars <= 2 ? texts.negative : stars === 3 ? texts.neutral : texts.positive;
  const choices = [...mood, null];
  return choices[r % choices.length];
}

// Stars of a found review, weighted: a watched business is watched for its bad days.
const starPool = [1, 1, 2, 2, 3, 3, 4, 5, 5];

/** A number from a text, the same on every run. */
const hash = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/** 'Sabine Krüger', 'Thomas M.' or 'sabine.k': names as they appear on a maps service. */
function reviewerName(h: number) {
  const first = [...maleFirstNames, ...femaleFirstNames][
    h % (maleFirstNames.length + femaleFirstNames.length)
  ];
  const last = surnames[(h >>> 5) % surnames.length];
  switch ((h >>> 11) % 4) {
    case 0:
      return `${first} ${last[0]}.`;
    case 1:
      return `${first.toLowerCase()}.${last[0].toLowerCase()}`;
    default:
      return `${first} ${last}`;
  }
}

/**
 * What the simulated scraper finds for a place on its `run`-th scan: most places nothing new, now
 * and then one review from yesterday, rarely two (issue 19: a scan of a company adds a few, not
 * dozens), different on every scan, the same for the same place, day and run. Authors, texts,
 * stars and times vary as real ones do.
 */
export function demoScenario(mapsUrl: string, run: number, now = new Date()): FakeScenario {
  // Yesterday as the scan sees it: the Berlin day, not the UTC one (they differ after 23:00 UTC).
  const { from } = reviewWindow(now, 1);
  const day = from.toISOString();
  const h = hash(`${mapsUrl}|${day}|${run}`);
  const roll = h % 100;
  const count = roll < 80 ? 0 : roll < 96 ? 1 : 2;
  const items = Array.from({ length: count }, (_, i) => {
    const r = hash(`${h}|${i}`);
    const stars = starPool[r % starPool.length];
    const hour = 7 + ((r >>> 8) % 14);
    const minute = (r >>> 12) % 60;
    return reviewItem({
      reviewId: `demo-${h.toString(36)}-${i}`,
      stars,
      name: reviewerName(r >>> 3),
      text: reviewText(mapsUrl, stars, r >>> 16),
      publishedAtDate: new Date(from.getTime() + (hour * 60 + minute) * 60_000).toISOString(),
    });
  });
  // Long enough that the progress is seen on the page.
  return { items, latencyMs: 600 + (h % 900) };
}

/**
 * Starts the simulated services, fills an empty database with the demo data and users, and points
 * every company at the services (their ports change on each start).
 */
export async function startDemo(db: Db, appSecret: string, log: FastifyBaseLogger): Promise<Demo> {
  const runs = new Map<string, number>();
  const nextRun = (url: string) => {
    const run = (runs.get(url) ?? 0) + 1;
    runs.set(url, run);
    return run;
  };
  // A review the simulated scraper once found stays on its place, so a later check sees it again.
  const keepOnPlace = (url: string, scenario: FakeScenario): FakeScenario => {
    fake.places.set(url, [...(fake.places.get(url) ?? []), ...(scenario.items ?? [])]);
    return { ...scenario, items: [] };
  };
  const [fake, sink] = await Promise.all([
    startFakeApify({ fallback: (url) => keepOnPlace(url, demoScenario(url, nextRun(url))) }),
    startSmtpSink({ anyUser: true }),
  ]);
  const fresh = (await q.countCompanies(db)) === 0;
  if (fresh) {
    const started = performance.now();
    await seedDemo(db, { companies: 3, customers: 60, reviews: 2000, emailLogs: 240, scanLogs: 300 });
    log.info(`Demo-Daten angelegt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const c of demoCredentials) {
    if (!(await q.userExists(db, c.email))) {
      await createUser(
        db,
        createUserSchema.parse({
          name: userNames[c.role],
          email: c.email,
          role: c.role,
          password: c.password,
        }),
      );
    }
  }
  const secrets = createSecretBox(appSecret);
  await q.pointCompaniesAtSimulations(db, {
    sinkUser: sink.user,
    sinkHost: sink.host,
    sinkPort: sink.port,
    passwordSealed: secrets.seal(sink.password),
    apifyKeySealed: secrets.seal(fake.token),
  });
  await q.giveConsentToAll(db);
  const manager = await q.findUser(db, demoCredentials.find((c) => c.role === 'manager')?.email ?? '');
  const [firstCompany] = await q.listCompanyIds(db);
  if (fresh && manager && firstCompany !== undefined) await seedInvoices(db, firstCompany, manager);
  if (fresh && firstCompany !== undefined) await seedFollowUps(db, firstCompany);
  if (fresh && firstCompany !== undefined) await seedAudit(db, firstCompany);
  if (fresh && firstCompany !== undefined) await seedAlerts(db, firstCompany);
  if (fresh && firstCompany !== undefined) await seedReplies(db, firstCompany);
  await showStoredReviews(db, fake);
  return {
    fake,
    sink,
    credentials: demoCredentials,
    async close() {
      await Promise.all([fake.close(), sink.close()]);
    },
  };
}

/**
 * The simulated Google shows every stored review on its place, except those of cases that saw them
 * gone ('verifying', 'removed'): the demo's next scan then verifies the 'verifying' case.
 */
export async function showStoredReviews(db: Db, fake: FakeApify) {
  for (const r of await q.listPlaceReviews(db)) {
    if (!r.link || !r.reviewDate) continue;
    const list = fake.places.get(r.link) ?? [];
    list.push(
      reviewItem({
        reviewId: r.externalId,
        stars: r.rating,
        publishedAtDate: r.reviewDate.toISOString(),
        name: r.username,
        text: r.text,
        ...(r.reviewUrl ? { reviewUrl: r.reviewUrl } : {}),
        ...(r.placeId ? { placeId: r.placeId } : {}),
      }),
    );
    fake.places.set(r.link, list);
  }
  for (const id of await q.listGoneReviewIds(db)) fake.removeReview(id);
}
