// Server processes started without SCAN_CONCURRENCY (decision 057): an instance fills the account's
// run limit by itself, and two such instances together still keep APIFY_MAX_RUNS.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { signInAt, startAppProcess, waitForScanEnd } from '../../../tests/support/app-process';
import { backends, createPostgresTestDatabase, onPostgres } from '../../../tests/support/db';
import {
  insertChefAndCompany,
  insertNumberedCustomers,
  processesPerTest,
} from '../../../tests/support/instances-fixture';
import { reviews } from '../../../tests/support/scan-fixture';
import { type Database, openDatabase } from '../../db/client';
import { apifyRunSlots, scanLogs } from '../../db/schema';

const APP_SECRET = 'default-concurrency-secret-0123456789abc';
const USER = { email: 'chef@example.com', password: 'chef-passwort' };

const run = processesPerTest();

/**
 * A database of its own with a company of `customers` new customers (no place id yet: the first
 * scan is one Apify run per customer), each run taking `latencyMs`; the env that reaches it.
 */
async function newCompany(backend: 'pglite' | 'postgres', customers: number, latencyMs: number) {
  let open: () => Promise<Database>;
  let env: Record<string, string>;
  if (backend === 'postgres') {
    const database = await createPostgresTestDatabase();
    run.drop = database.drop;
    open = () => openDatabase({ kind: 'postgres', url: database.url });
    env = { DATABASE_URL: database.url };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'default-concurrency-'));
    open = () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    env = { DATA_DIR: dataDir };
  }
  const db = await open();
  await db.migrate();
  const companyId = await insertChefAndCompany(db.db, APP_SECRET, USER, run);
  const prefix = `${backend}-${Date.now().toString(36)}-`;
  await insertNumberedCustomers(db.db, companyId, run.fake, prefix, customers, (name) => ({
    latencyMs,
    items: reviews(name, [[5, 2]]),
  }));
  // PGlite's files belong to one process at a time: closed while the server runs.
  await db.close();
  return { open, companyId, env: { ...env, APP_SECRET, APIFY_BASE_URL: run.fake.url } };
}

/** After the instances stopped: every customer scanned successfully, no run slot left taken. */
async function expectAllScanned(open: () => Promise<Database>, customers: number) {
  await Promise.all(run.instances.map((i) => i.stop()));
  run.instances = [];
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
    run.fake.settings.maxConcurrentRuns = Number.POSITIVE_INFINITY;
    run.fake.resetPeak();
    const before = run.fake.starts.length;
    run.instances = [await startAppProcess(env)];
    await scan(run.instances[0].base, run.instances[0].base, companyId, CUSTOMERS);
    // The default (APIFY_MAX_RUNS 25) leaves room for all twelve; a loaded machine may start the
    // last few after the first ones ended, never only three.
    expect(run.fake.peakConcurrentRuns).toBeGreaterThanOrEqual(10);
    expect(run.fake.starts.slice(before)).toHaveLength(CUSTOMERS);
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
    run.fake.settings.maxConcurrentRuns = 5;
    run.fake.resetPeak();
    const before = run.fake.starts.length;
    const shared = { ...env, APIFY_MAX_RUNS: '4' };
    run.instances = await Promise.all([startAppProcess(shared), startAppProcess(shared)]);
    await scan(run.instances[0].base, run.instances[1].base, companyId, CUSTOMERS);
    expect(run.fake.peakConcurrentRuns).toBe(4);
    expect(run.fake.starts.slice(before).filter((s) => s.status === 429)).toHaveLength(0);
    await expectAllScanned(open, CUSTOMERS);
  },
);
