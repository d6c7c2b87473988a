// A scan under Apify's limits (issue 23): the company's cost cap goes with every run, Apify's 429
// is waited out instead of failing customers, and two instances together keep APIFY_MAX_RUNS.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScanStatusResponse } from '../../../common/schemas/scan';
import { signInAt, startAppProcess, waitForScanEnd } from '../../../tests/support/app-process';
import { createPostgresTestDatabase, onPostgres } from '../../../tests/support/db';
import {
  insertChefAndCompany,
  insertNumberedCustomers,
  processesPerTest,
} from '../../../tests/support/instances-fixture';
import * as fx from '../../../tests/support/scan-fixture';
import { openDatabase } from '../../db/client';
import { apifyRunSlots, scanLogs } from '../../db/schema';

fx.describeScanApi(
  'a scan against a busy Apify account',
  (ctx, services) => {
    beforeEach(() => {
      services.fake.scenarios.clear();
      services.fake.settings.maxConcurrentRuns = Number.POSITIVE_INFINITY;
      services.fake.resetPeak();
    });

    it("waits out Apify's 429 and sends the company's cost cap with every run: every customer succeeds", async () => {
      const { fake, sink } = services;
      const db = ctx.database.db;
      const companyId = await fx.insertScanCompany(db, ctx.app.ctx.secrets, fake, sink, 'Agentur Süd');
      const { cookie } = await ctx.signIn('manager');
      // 'Max. Kosten pro Lauf' as the settings page sends it: German comma, checked in German.
      const settings = (maxRunCostUsd: string) =>
        ctx.request('PUT', `/api/companies/${companyId}`, cookie, { name: 'Agentur Süd', maxRunCostUsd });
      const tooLow = await settings('0,05');
      expect(tooLow.statusCode).toBe(400);
      expect(tooLow.body).toContain('Max. Kosten pro Lauf: ein Betrag in USD zwischen 0,10 und 1.000');
      expect((await settings('1,25')).json()).toMatchObject({ maxRunCostUsd: '1.25' });
      for (let i = 0; i < 4; i++) {
        const link = fx.placeLink(`busy-${ctx.backend}-${i}`);
        await fx.insertCustomer(db, companyId, { name: `Kunde ${i}`, googleMapsLink: link });
        fake.scenarios.set(link, { latencyMs: 1000, items: fx.reviews(`busy${i}`, [[5, 2]]) });
      }
      // Our limit would allow three runs at once, but Apify takes one (other tools on the same key).
      fake.settings.maxConcurrentRuns = 1;
      const before = fake.starts.length;
      expect((await ctx.request('POST', `/api/manual-scan/${companyId}`, cookie)).statusCode).toBe(200);
      let status: ScanStatusResponse | undefined;
      for (let i = 0; i < 600; i++) {
        status = (await ctx.request('GET', `/api/manual-scan/status/${companyId}`, cookie)).json();
        if (!status?.running) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const logs = await db.select().from(scanLogs);
      expect(logs).toHaveLength(4);
      expect(logs.map((l) => l.status)).toEqual(['success', 'success', 'success', 'success']);
      const starts = fake.starts.slice(before);
      expect(starts.filter((s) => s.status === 429).length).toBeGreaterThan(0);
      expect(fake.peakConcurrentRuns).toBe(1);
      expect(starts.every((s) => s.options.maxTotalChargeUsd === 1.25)).toBe(true);
      // Every run ended: no slot is left taken.
      expect(await db.select().from(apifyRunSlots)).toEqual([]);
    });
  },
  {
    config: () => ({ apifyMaxRuns: 3 }),
    jobs: { retryDelayMs: 10 },
  },
);

const APP_SECRET = 'run-limit-test-secret-run-limit-test-0123';
const USER = { email: 'chef@example.com', password: 'chef-passwort' };

describe.runIf(onPostgres)('two instances on PostgreSQL under APIFY_MAX_RUNS', () => {
  const run = processesPerTest();
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;

  it('never has more runs in flight than the limit, between them, and Apify refuses none', {
    timeout: 120_000,
  }, async () => {
    const CUSTOMERS = 10;
    database = await createPostgresTestDatabase();
    run.drop = database.drop;
    const db = await openDatabase({ kind: 'postgres', url: database.url });
    const companyId = await insertChefAndCompany(db.db, APP_SECRET, USER, run);
    const prefix = `${database.name.slice(-6)}-`;
    await insertNumberedCustomers(db.db, companyId, run.fake, prefix, CUSTOMERS, (name) => ({
      latencyMs: 600,
      items: fx.reviews(name, [[1, 2]]),
    }));
    // Apify would take one run more than our limit: only our count can keep it at two.
    run.fake.settings.maxConcurrentRuns = 3;
    run.fake.resetPeak();
    const env = {
      DATABASE_URL: database.url,
      APP_SECRET,
      APIFY_BASE_URL: run.fake.url,
      APIFY_MAX_RUNS: '2',
      SCAN_CONCURRENCY: '3',
    };
    run.instances = await Promise.all([startAppProcess(env), startAppProcess(env)]);
    const [a, b] = run.instances;
    const cookie = await signInAt(a.base, USER.email, USER.password);
    const before = run.fake.starts.length;
    const started = await fetch(`${a.base}/api/manual-scan/${companyId}`, {
      method: 'POST',
      headers: { cookie, origin: a.base },
    });
    expect(started.status).toBe(200);
    const status = await waitForScanEnd(b.base, cookie, companyId, 100_000);
    expect(status?.last).toMatchObject({ status: 'completed', done: CUSTOMERS });

    const logs = await db.db.select().from(scanLogs);
    const slots = await db.db.select().from(apifyRunSlots);
    await db.close();
    expect(logs.filter((l) => l.status === 'success')).toHaveLength(CUSTOMERS);
    expect(run.fake.peakConcurrentRuns).toBe(2);
    expect(run.fake.starts.slice(before).filter((s) => s.status === 429)).toHaveLength(0);
    // The company's default cap ('Max. Kosten pro Lauf', 5,00 $) went with every run.
    expect(run.fake.starts.slice(before).every((s) => s.options.maxTotalChargeUsd === 5)).toBe(true);
    expect(slots).toEqual([]);
  });
});
