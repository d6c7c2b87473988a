import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createUserSchema } from '../../common/schemas/user';
import { type Database, openDatabase } from '../../server/db/client';
import { startFakeApify } from '../../server/demo/fake-apify';
import { startSmtpSink } from '../../server/demo/smtp-sink';
import { fillRemovalChances } from '../../server/modules/reviews/review-chance.queries';
import { createUser } from '../../server/modules/users/users.service';
import { launchBrowserServer } from '../support/browser';
import { E2E_ADMIN, E2E_APP_SECRET } from './constants';
import { seedE2eData } from './seed';
import { seedAlerts } from './seed-alerts';
import { seedBillable } from './seed-billable';
import { seedBulk } from './seed-bulk';
import { seedChanceStats } from './seed-chance-stats';
import { seedFunnel } from './seed-funnel';
import { seedInvoices } from './seed-invoices';
import { seedPortal } from './seed-portal';
import { seedPortalInvoices } from './seed-portal-invoices';
import { seedRemovalFlow } from './seed-removal-flow';
import { seedReplies } from './seed-replies';
import { seedE2eScans } from './seed-scans';
import { seedSignup } from './seed-signup';

const root = fileURLToPath(new URL('../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts the real server with this environment and waits until it answers. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SCHEDULER: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Two minutes: on a loaded two-core machine a start can take far longer than its usual seconds.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`Server beendet mit Code ${server.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('Server nicht rechtzeitig erreichbar');
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
  return { baseUrl, stop };
}

/** A migrated database with the admin; `more` fills it (the order fixes the company ids). */
async function seed(database: Database, more: (db: Database['db']) => Promise<void>) {
  await database.migrate();
  await createUser(
    database.db,
    createUserSchema.parse({ name: 'Administrator', role: 'admin', ...E2E_ADMIN }),
  );
  await more(database.db);
  // The Löschchance of the seeded reviews, as the server's fill task would compute it (decision 067).
  await fillRemovalChances(database.db, new Date());
  await database.close();
}

/**
 * The real server (built web app, PGlite in a temporary DATA_DIR) with the fixed e2e data. With
 * TEST_DATABASE_URL (CI) a second one runs on a PostgreSQL database of its own, with the scan
 * companies only, for the scan started from the page (E2E_PG_BASE_URL).
 */
export default async function setup() {
  if (!existsSync(join(root, 'dist/web/index.html')))
    throw new Error('dist/web fehlt: zuerst "npm run build"');
  const dataDir = mkdtempSync(join(tmpdir(), 'review-dashboard-e2e-'));
  // Scans in the browser tests talk to a local fake of Apify and mail into a local SMTP sink.
  const fake = await startFakeApify();
  const sink = await startSmtpSink();
  const appSecret = E2E_APP_SECRET;
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  let portalToken = '';
  let invoiceTokens = { live: '', expired: '', revoked: '' };
  await seed(database, async (db) => {
    await seedE2eData(db);
    await seedE2eScans(db, appSecret, fake, sink);
    await seedSignup(db);
    await seedInvoices(db);
    await seedBillable(db);
    await seedBulk(db);
    await seedChanceStats(db);
    await seedAlerts(db, appSecret, fake, sink);
    await seedReplies(db);
    portalToken = await seedPortal(db, appSecret, fake, sink);
    await seedFunnel(db);
    // Last, so the companies above keep their ids.
    invoiceTokens = await seedPortalInvoices(db);
  });
  const env = { APP_SECRET: appSecret, APIFY_BASE_URL: fake.url };
  const main = await startServer({ ...env, DATA_DIR: dataDir });
  process.env.E2E_BASE_URL = main.baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  // The customer portal's link (tests/e2e/portal.e2e.ts): only its hash is in the database.
  process.env.E2E_PORTAL_TOKEN = portalToken;
  // The portal with invoices (tests/e2e/portal-invoices.e2e.ts): a live, an expired, one to revoke.
  process.env.E2E_PORTAL_INVOICE_TOKEN = invoiceTokens.live;
  process.env.E2E_PORTAL_EXPIRED_TOKEN = invoiceTokens.expired;
  process.env.E2E_PORTAL_REVOKE_TOKEN = invoiceTokens.revoked;

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgres: { stop(): Promise<void> } | undefined;
  if (adminUrl) {
    const name = `e2e_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pgDatabase = await openDatabase({ kind: 'postgres', url: url.toString() });
    await seed(pgDatabase, async (db) => {
      await seedE2eScans(db, appSecret, fake, sink);
      await seedRemovalFlow(db, appSecret, fake, sink);
    });
    const server = await startServer({
      ...env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-pg-')),
      DATABASE_URL: url.toString(),
    });
    process.env.E2E_PG_BASE_URL = server.baseUrl;
    // The removal test moves a case's first miss back in time, as if a day had passed.
    process.env.E2E_PG_DATABASE_URL = url.toString();
    postgres = {
      async stop() {
        await server.stop();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }

  // One Chromium for every test file (each opens its own contexts on it, closed when it disconnects).
  const browser = await launchBrowserServer();
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();

  return async () => {
    await browser.close();
    await main.stop();
    await postgres?.stop();
    await fake.close();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
