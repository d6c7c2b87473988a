// Server processes started without SCAN_CONCURRENCY (decision 057): an instance fills the account's
// run limit by itself, and two such instances together still keep APIFY_MAX_RUNS.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createUserSchema } from '../../../common/schemas/user';
import {
  type AppProcess,
  signInAt,
  startAppProcess,
  waitForScanEnd,
} from '../../../tests/support/app-process';
import { backends, createPostgresTestDatabase, onPostgres } from '../../../tests/support/db';
import { insertCustomer, insertScanCompany, placeLink, reviews } from '../../../tests/support/scan-fixture';
import { type Database, openDatabase } from '../../db/client';
import { apifyRunSlots, scanLogs } from '../../db/schema';
import { type FakeApify, startFakeApify } from '../../demo/fake-apify';
import { type SmtpSink, startSmtpSink } from '../../demo/smtp-sink';
import { createSecretBox } from '../../lib/secrets';
import { createUser } from '../users/users.service';

const APP_SECRET = 'default-concurrency-secret-0123456789abc';
const USER = { email: 'chef@example.com', password: 'chef-passwort' };

let fake: FakeApify;
let sink: SmtpSink;
let instances: AppProcess[] = [];
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  fake = await startFakeApify();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await fake?.close();
  await sink?.close();
});
afterEach(async () => {
  await Promise.all(instances.map((i) => i.kill()));
  instances = [];
  await drop?.();
  drop = undefined;
});

/**
 * A database of its own with a company of `customers` new customers (no place id yet: the first
 * scan is one Apify run per customer), each run taking `latencyMs`; the env that reaches it.
 */
async function newCompany(backend: 'pglite' | 'postgres', customers: number, latencyMs: number) {
  let open: () => Promise<Database>;
  let env: Record<string, string>;
  if (backend === 'postgres') {
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    open = () => openDatabase({ kind: 'postgres', url: database.url });
    env = { DATABASE_URL: database.url };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'default-concurrency-'));
    open = () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    env = { DATA_DIR: dataDir };
  }
  const db = await open();
  await db.migrate();
  await createUser(db.db, createUserSchema.parse({ name: 'Chef', role: 'admin', ...USER }));
  const companyId = await insertScanCompany(db.db, createSecretBox(APP_SECRET), fake, sink);
  const prefix = `${backend}-${Date.now().toString(36)}-`;
  for (let i = 0; i < customers; i++) {
    const link = placeLink(`${prefix}${i}`);
    await insertCustomer(db.db, companyId, {
      name: `Kunde ${i}`,
      email: `${prefix}${i}@example.com`,
      googleMapsLink: link,
    });
    fake.scenarios.set(link, { latencyMs, items: reviews(`${prefix}${i}`, [[5, 2]]) });
  }
  // PGlite's files belong to one process at a time: closed while the server runs.
  await db.close();
  return { open, companyId, env: { ...env, APP_SECRET, APIFY_BASE_URL: fake.url } };
}

/** After the instances stopped: every customer scanned successfully, no run slot left taken. */
async function expectAllScanned(open: () => Promise<Database>, customers: number) {
  await Promise.all(instances.map((i) => i.stop()));
  instances = [];
  const db = await open();
  const logs = await db.db.select().from(scanLogs);
  const slots = await db.db.select().from(apifyRunSlots);
  await db.close();
  expect(logs.filter((l) => l.status === 'success')).toHaveLength(customers);
  expect(slots).toEqual([]);
}

async function scan(base: string, statusBase: string, companyId: number, customers: number) {
  const cookie = await signInAt(base, USER.email, USER.password);
  const started = await fetch(`${base}/api/manual-scan/${companyId}`, {
    method: 'POST',
    headers: { cookie, origin: base },
  });
  expect(started.status).toBe(200);
  const status = await waitForScanEnd(statusBase, cookie, companyId, 100_000);
  expect(status?.last).toMatchObject({ status: 'completed', done: customers });
}

for (const backend of backends) {
  it(`[${backend}] one instance without SCAN_CONCURRENCY runs a first scan's runs side by side, up to APIFY_MAX_RUNS`, {
    timeout: 120_000,
  }, async () => {
    // Twelve new customers, runs of 4 s: with the old default of 3 at most three were in flight.
    const CUSTOMERS = 12;
    const { open, companyId, env } = await newCompany(backend, CUSTOMERS, 4000);
    fake.settings.maxConcurrentRuns = Number.POSITIVE_INFINITY;
    fake.resetPeak();
    const before = fake.starts.length;
    instances = [await startAppProcess(env)];
    await scan(instances[0].base, instances[0].base, companyId, CUSTOMERS);
    // The default (APIFY_MAX_RUNS 25) leaves room for all twelve; a loaded machine may start the
    // last few after the first ones ended, never only three.
    expect(fake.peakConcurrentRuns).toBeGreaterThanOrEqual(10);
    expect(fake.starts.slice(before)).toHaveLength(CUSTOMERS);
    await expectAllScanned(open, CUSTOMERS);
  });
}

it.runIf(onPostgres)(
  'two instances without SCAN_CONCURRENCY keep APIFY_MAX_RUNS between them, and Apify refuses none',
  { timeout: 120_000 },
  async () => {
    const CUSTOMERS = 12;
    const { open, companyId, env } = await newCompany('postgres', CUSTOMERS, 1500);
    // Each instance would take four jobs at once (the default from APIFY_MAX_RUNS 4), eight in all;
    // Apify would take five: only the count in the database keeps it at four.
    fake.settings.maxConcurrentRuns = 5;
    fake.resetPeak();
    const before = fake.starts.length;
    const shared = { ...env, APIFY_MAX_RUNS: '4' };
    instances = await Promise.all([startAppProcess(shared), startAppProcess(shared)]);
    await scan(instances[0].base, instances[1].base, companyId, CUSTOMERS);
    expect(fake.peakConcurrentRuns).toBe(4);
    expect(fake.starts.slice(before).filter((s) => s.status === 429)).toHaveLength(0);
    await expectAllScanned(open, CUSTOMERS);
  },
);
