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
import * as q from './demo.queries';
import { type FakeApify, type FakeScenario, reviewItem, startFakeApify } from './fake-apify';
import { seedDemo } from './seed/seed-demo';
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

const reviewTexts = [
  [1, 'Leider sehr enttäuschend, niemand hat sich um uns gekümmert.'],
  [2, 'Lange Wartezeit und unfreundlicher Empfang. Schade.'],
  [3, 'Ganz in Ordnung, aber nichts Besonderes.'],
  [5, 'Hervorragend! Sehr freundlich und kompetent, gerne wieder.'],
  [4, 'Gute Beratung, faire Preise.'],
  [1, null],
] as const;

/** A number from a text, the same on every run. */
const hash = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/**
 * What the simulated scraper finds for a place on its `run`-th scan: zero to three reviews from
 * yesterday, different on every scan (a busy day), the same for the same place, day and run.
 */
export function demoScenario(mapsUrl: string, run: number, now = new Date()): FakeScenario {
  const day = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const h = hash(`${mapsUrl}|${day}|${run}`);
  const items = Array.from({ length: h % 4 }, (_, i) => {
    const [stars, text] = reviewTexts[(h >>> (4 + i * 3)) % reviewTexts.length];
    return reviewItem({
      reviewId: `demo-${h.toString(36)}-${i}`,
      stars,
      text,
      publishedAtDate: `${day}T${String(8 + i * 3).padStart(2, '0')}:15:00.000Z`,
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
  const [fake, sink] = await Promise.all([
    startFakeApify({ fallback: (url) => demoScenario(url, nextRun(url)) }),
    startSmtpSink({ anyUser: true }),
  ]);
  if ((await q.countCompanies(db)) === 0) {
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
  return {
    fake,
    sink,
    credentials: demoCredentials,
    async close() {
      await Promise.all([fake.close(), sink.close()]);
    },
  };
}
