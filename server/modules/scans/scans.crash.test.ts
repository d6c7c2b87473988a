// A server killed with SIGKILL in the middle of a scan, then started again on the same data.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserSchema } from '../../../common/schemas/user';
import { insertCustomer, insertScanCompany, placeLink, reviews } from '../../../tests/support/scan-fixture';
import { openDatabase } from '../../db/client';
import { emailLogs, scanLogs, scans } from '../../db/schema';
import { type FakeApify, startFakeApify } from '../../demo/fake-apify';
import { type SmtpSink, startSmtpSink } from '../../demo/smtp-sink';
import { createSecretBox } from '../../lib/secrets';
import { createUser } from '../users/users.service';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const APP_SECRET = 'crash-test-secret-crash-test-secret-0123';
const CUSTOMERS = 8;
let fake: FakeApify;
let sink: SmtpSink;
let server: ChildProcess | undefined;

beforeAll(async () => {
  fake = await startFakeApify({ defaultLatencyMs: 400 });
  sink = await startSmtpSink();
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await fake.close();
  await sink.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_SECRET,
      APIFY_BASE_URL: fake.url,
      SCHEDULER: 'off',
      SCAN_CONCURRENCY: '2',
      LOG_LEVEL: 'fatal',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Server startete nicht');
}

it('sends no e-mail twice and leaves no scan running after a SIGKILL mid-scan', {
  timeout: 120_000,
}, async () => {
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

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = await startServer(dataDir, port);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'chef@example.com', password: 'chef-passwort' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const started = await fetch(`${base}/api/manual-scan/${companyId}`, {
    method: 'POST',
    headers: { cookie, origin: base },
  });
  expect(started.status).toBe(200);

  // Kill it once a few mails went out and more runs are in flight.
  for (let i = 0; i < 200 && sink.messages.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
  expect(sink.messages.length).toBeGreaterThanOrEqual(2);
  server.kill('SIGKILL');
  await new Promise((r) => server?.once('exit', r));
  const sentBeforeCrash = sink.messages.length;
  expect(sentBeforeCrash).toBeLessThan(CUSTOMERS);

  server = await startServer(dataDir, port);
  let status: { running: boolean; last: { status: string; done: number } | null } | undefined;
  for (let i = 0; i < 300; i++) {
    status = await (
      await fetch(`${base}/api/manual-scan/status/${companyId}`, { headers: { cookie } })
    ).json();
    if (status && !status.running) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(status?.running).toBe(false);
  expect(status?.last).toMatchObject({ status: 'completed', done: CUSTOMERS });
  server.kill('SIGTERM');
  await new Promise((r) => server?.once('exit', r));
  server = undefined;

  const perRecipient = new Map<string, number>();
  for (const m of sink.messages) for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
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
});
