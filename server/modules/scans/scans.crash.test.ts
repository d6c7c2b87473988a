// A server killed with SIGKILL in the middle of a scan, then started again on the same data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserSchema } from '../../../common/schemas/user';
import {
  type AppProcess,
  signInAt,
  startAppProcess,
  waitForScanEnd,
} from '../../../tests/support/app-process';
import { onPglite } from '../../../tests/support/db';
import { insertCustomer, insertScanCompany, placeLink, reviews } from '../../../tests/support/scan-fixture';
import { openDatabase } from '../../db/client';
import { emailLogs, scanLogs, scans } from '../../db/schema';
import { type FakeApify, startFakeApify } from '../../demo/fake-apify';
import { type SmtpSink, startSmtpSink } from '../../demo/smtp-sink';
import { createSecretBox } from '../../lib/secrets';
import { createUser } from '../users/users.service';

const APP_SECRET = 'crash-test-secret-crash-test-secret-0123';
const CUSTOMERS = 8;
let fake: FakeApify;
let sink: SmtpSink;
let server: AppProcess | undefined;

beforeAll(async () => {
  fake = await startFakeApify({ defaultLatencyMs: 400 });
  sink = await startSmtpSink();
});
afterAll(async () => {
  await server?.kill();
  await fake.close();
  await sink.close();
});

// On PGlite only: CI's PostgreSQL step (TEST_BACKENDS=postgres) would run the same again.
it.runIf(onPglite)(
  'sends no e-mail twice and leaves no scan running after a SIGKILL mid-scan',
  {
    timeout: 120_000,
  },
  async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crash-test-'));
    const seed = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    await seed.migrate();
    await createUser(
      seed.db,
      createUserSchema.parse({
        name: 'Chef',
        email: 'chef@example.com',
        password: 'chef-passwort',
        role: 'admin',
      }),
    );
    const companyId = await insertScanCompany(seed.db, createSecretBox(APP_SECRET), fake, sink);
    for (let i = 0; i < CUSTOMERS; i++) {
      await insertCustomer(seed.db, companyId, {
        name: `Kunde ${i}`,
        email: `kunde${i}@example.com`,
        googleMapsLink: placeLink(`K${i}`),
      });
      fake.scenarios.set(placeLink(`K${i}`), {
        items: reviews(`k${i}`, [
          [1, 2],
          [2, 3],
        ]),
      });
    }
    await seed.close();

    const env = { DATA_DIR: dataDir, APP_SECRET, APIFY_BASE_URL: fake.url, SCAN_CONCURRENCY: '2' };
    server = await startAppProcess(env);
    const cookie = await signInAt(server.base, 'chef@example.com', 'chef-passwort');
    const started = await fetch(`${server.base}/api/manual-scan/${companyId}`, {
      method: 'POST',
      headers: { cookie, origin: server.base },
    });
    expect(started.status).toBe(200);

    // Kill it once a few mails went out and more runs are in flight.
    for (let i = 0; i < 200 && sink.messages.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(sink.messages.length).toBeGreaterThanOrEqual(2);
    await server.kill();
    const sentBeforeCrash = sink.messages.length;
    expect(sentBeforeCrash).toBeLessThan(CUSTOMERS);

    // Started again on the same data; the session lives in the database, so the cookie still holds.
    server = await startAppProcess(env);
    const status = await waitForScanEnd(server.base, cookie, companyId, 30_000);
    expect(status?.running).toBe(false);
    expect(status?.last).toMatchObject({ status: 'completed', done: CUSTOMERS });
    await server.stop();
    server = undefined;

    const perRecipient = new Map<string, number>();
    for (const m of sink.messages)
      for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);

    const check = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const logs = await check.db.select().from(scanLogs);
    expect(new Set(logs.map((l) => l.customerId)).size).toBe(CUSTOMERS);
    expect(logs).toHaveLength(CUSTOMERS);
    const mails = await check.db.select().from(emailLogs);
    expect(mails.filter((m) => m.status === 'pending')).toHaveLength(0);
    // Every mail that reached the sink is logged sent, or failed as interrupted; none went out twice.
    expect(mails.filter((m) => m.status === 'sent').length).toBeLessThanOrEqual(sink.messages.length);
    expect(await check.db.select().from(scans)).toHaveLength(1);
    await check.close();
  },
);
