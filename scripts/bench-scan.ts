import { DEFAULT_APIFY_BATCH_SIZE, DEFAULT_APIFY_MAX_RUNS } from '../common/constants';
import { createUserSchema } from '../common/schemas/user';
import { buildApp } from '../server/app';
import type { Config } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import { startFakeApify } from '../server/demo/fake-apify';
import { startSmtpSink } from '../server/demo/smtp-sink';
import { createUser } from '../server/modules/users/users.service';
import { insertCustomer, insertScanCompany, placeLink, reviews } from '../tests/support/scan-fixture';
import { withScratchDatabase } from './scratch-database';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

async function bench(label: string, database: Database) {
  await database.migrate();
  const fake = await startFakeApify({ defaultLatencyMs: LATENCY_MS });
  const sink = await startSmtpSink();
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    appSecret: 'bench-secret-bench-secret-bench-secret-01',
    apifyBaseUrl: fake.url,
    publicUrl: 'http://127.0.0.1:5000',
    scanConcurrency: CONCURRENCY,
    apifyBatchSize: DEFAULT_APIFY_BATCH_SIZE,
    apifyMaxRuns: DEFAULT_APIFY_MAX_RUNS,
    scheduler: false,
    scanWorkers: true,
    serveWeb: false,
  };
  const app = await buildApp({ database, config, jobs: { startDelayMs: 0 } });
  await app.ready();
  const db = database.db;
  await createUser(
    db,
    createUserSchema.parse({
      name: 'Bench',
      email: 'bench@example.com',
      password: 'bench-passwort',
      role: 'admin',
    }),
  );
  const companyId = await insertScanCompany(db, app.ctx.secrets, fake, sink);
  for (let i = 0; i < CUSTOMERS; i++) {
    await insertCustomer(db, companyId, {
      name: `Kunde ${i}`,
      email: `k${i}@example.com`,
      googleMapsLink: placeLink(`B${i}`),
    });
    // Every tenth customer has a new negative review, so the bench also mails.
    fake.scenarios.set(placeLink(`B${i}`), {
      items: reviews(
        `b${i}`,
        i % 10 === 0
          ? [
              [2, 3],
              [5, 4],
            ]
          : [[5, 4]],
      ),
    });
  }
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench@example.com', password: 'bench-passwort' },
  });
  const cookie = `sid=${login.cookies[0].value}`;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  await app.inject({ method: 'POST', url: `/api/manual-scan/${companyId}`, headers: { cookie } });
  for (;;) {
    const status = (
      await app.inject({ url: `/api/manual-scan/status/${companyId}`, headers: { cookie } })
    ).json();
    if (!status.running) {
      const wall = performance.now() - started;
      const ideal = (LATENCY_MS * CUSTOMERS) / CONCURRENCY;
      console.log(
        `${label}: ${CUSTOMERS} Kunden, Latenz ${LATENCY_MS} ms, ${CONCURRENCY} parallel: ${(wall / 1000).toFixed(1)} s ` +
          `(ideal ${(ideal / 1000).toFixed(1)} s, ${(wall / ideal).toFixed(2)}×), ${status.last.emailsSent} E-Mails, ` +
          `Spitzen-RSS ${Math.round(peakRss / 1024 / 1024)} MB, Status ${status.last.status}`,
      );
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  clearInterval(sampler);
  await app.close();
  await fake.close();
  await sink.close();
}

const pglite = await openDatabase({ kind: 'pglite' });
await bench('PGlite', pglite);
await pglite.close();

const url = process.env.BENCH_DATABASE_URL;
if (url) await withScratchDatabase(url, 'bench_scan', (database) => bench('PostgreSQL', database));
