// A manual scan of one company with many customers against the fake Apify made realistic (issue 23,
// decision 045; the runs in docs/bench/): a run of n places takes start + n × per place, at most the plan's runs in
// flight (more are refused with 429), a start fee and a price per review; mails into the SMTP sink.
// Prints wall time against the ideal those parameters allow, runs, 429s, cost, peak RSS, statements
// per customer, mails and where the time beyond the ideal went (timeline()), on PGlite and on
// PostgreSQL with one and with two instances — in this process, or (targets pg1proc, pg2proc) as
// server processes of their own, whose peak RSS is then the engine's alone (the fake Apify and the
// SMTP sink stay here).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { DEFAULT_APIFY_BATCH_SIZE, DEFAULT_APIFY_MAX_RUNS, MAIL_DAILY_CAP_MAX } from '../common/constants';
import { createUserSchema } from '../common/schemas/user';
import { type App, buildApp } from '../server/app';
import type { Config } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import { customers } from '../server/db/schema';
import { type FakeApify, placeIdOf, startFakeApify } from '../server/demo/fake-apify';
import { type SmtpSink, startSmtpSink } from '../server/demo/smtp-sink';
import { createUser } from '../server/modules/users/users.service';
import { type AppProcess, startAppProcess } from '../tests/support/app-process';
import { insertScanCompany, placeLink, reviews } from '../tests/support/scan-fixture';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CUSTOMERS = env('BENCH_CUSTOMERS', 10_000);
const BATCH = env('BENCH_BATCH', DEFAULT_APIFY_BATCH_SIZE);
const MAX_RUNS = env('BENCH_MAX_RUNS', DEFAULT_APIFY_MAX_RUNS);
/** The plan's cap at Apify (Starter: 32): starts beyond it are answered with 429. */
const PLAN_RUNS = env('BENCH_PLAN_RUNS', 32);
// The actor's timing at 1/20 of real time (a run's container and browser start ≈ 10 s, a place with
// a day's new reviews ≈ 2 s within a run), so 10,000 customers take a minute, not a quarter hour.
const START_MS = env('BENCH_START_MS', 500);
const PER_PLACE_MS = env('BENCH_PER_PLACE_MS', 100);
/** Price: $0.50 per 1,000 reviews (the actor's store page) and a start fee for the platform usage. */
const START_FEE_USD = env('BENCH_START_FEE_USD', 0.01);
const PER_RESULT_USD = env('BENCH_PER_RESULT_USD', 0.0005);
/** Jobs in flight per instance (SCAN_CONCURRENCY); as many as runs may be in flight, so they never limit. */
const CONCURRENCY = env('BENCH_CONCURRENCY', MAX_RUNS);
/** Customers whose place id is known (the daily scan); 0 = a first scan that learns them. */
const KNOWN = env('BENCH_KNOWN_PLACES', 1) === 1;
/** Which runs: pglite, pg1 (one instance on PostgreSQL), pg2 (two instances). */
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,pg1,pg2').split(',');

/**
 * What the fake's timings and the run limit allow: full batches in waves of at most MAX_RUNS runs
 * (fewer if the instances' jobs in flight are fewer), each start + batch × per place.
 */
function ideal(instances: number) {
  const runs = Math.ceil(CUSTOMERS / BATCH);
  const slots = Math.min(MAX_RUNS, PLAN_RUNS, CONCURRENCY * instances);
  const waves = Math.ceil(runs / slots);
  const perRun = START_MS + Math.min(BATCH, CUSTOMERS) * PER_PLACE_MS;
  return { runs, waves, ms: waves * perRun };
}

// Every statement any pg client sends (the app's pool and pg-boss's), on PostgreSQL.
let pgStatements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  pgStatements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
let appStatements = 0;
const logger = { logQuery: () => void appStatements++ };

async function seed(database: Database, app: App, fake: FakeApify, sink: SmtpSink) {
  await createUser(
    database.db,
    createUserSchema.parse({
      name: 'Bench',
      email: 'bench@example.com',
      password: 'bench-passwort',
      role: 'admin',
    }),
  );
  // An agency's sending account: every tenth customer's mail within the day's cap.
  const companyId = await insertScanCompany(database.db, app.ctx.secrets, fake, sink, undefined, {
    mailDailyCap: MAIL_DAILY_CAP_MAX,
  });
  const rows: (typeof customers.$inferInsert)[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const link = placeLink(`B${i}`);
    rows.push({
      companyId,
      name: `Kunde ${i}`,
      email: `k${i}@example.com`,
      googleMapsLink: link,
      pricePerReview: '79.50',
      placeId: KNOWN ? placeIdOf(link) : null,
    });
    // Every tenth customer has a new negative review (a mail), every fifth nothing new (a
    // place-only item), every fiftieth place adds the actor's stray error row.
    const list: [number, number][] =
      i % 10 === 0
        ? [
            [2, 3],
            [5, 4],
          ]
        : i % 5 === 1
          ? []
          : [[5, 4]];
    fake.scenarios.set(link, {
      placeId: placeIdOf(link),
      items: reviews(`b${i}`, list),
      errorRow: i % 50 === 7,
    });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await database.db.insert(customers).values(rows.slice(i, i + 1000));
  return companyId;
}

/** A process's resident set now and at its peak (VmRSS, VmHWM), in MB. */
function processRss(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) =>
    Math.round(Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/**
 * `processes`: the scanning instances are server processes on `databaseUrl` (the in-process app then
 * only seeds, starts the scan and reads its status, with no workers of its own).
 */
async function bench(
  label: string,
  databases: Database[],
  processes?: { count: number; databaseUrl: string },
) {
  const [first] = databases;
  await first.migrate();
  const fake = await startFakeApify({
    placeOnlyItems: true,
    itemOrder: 'interleaved',
    maxConcurrentRuns: PLAN_RUNS,
    startLatencyMs: START_MS,
    perPlaceMs: PER_PLACE_MS,
    startFeeUsd: START_FEE_USD,
    perResultUsd: PER_RESULT_USD,
  });
  const sink = await startSmtpSink();
  const config = benchConfig(fake.url, !processes);
  const apps: App[] = [];
  for (const database of databases) {
    const app = await buildApp({ database, config, jobs: { startDelayMs: 0 } });
    await app.ready();
    apps.push(app);
  }
  const [app] = apps;
  const companyId = await seed(first, app, fake, sink);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench@example.com', password: 'bench-passwort' },
  });
  const cookie = `sid=${login.cookies[0].value}`;
  const servers = await startServers(processes, config);
  const serverRssAtStart = servers.map((s) => processRss(s.child.pid ?? 0).rss);
  const statementsBefore = { pg: pgStatements, app: appStatements };
  const measured = await measureScan(app, cookie, companyId);
  const serverRss = servers.map((s) => processRss(s.child.pid ?? 0));
  for (const s of servers) await s.stop();
  const { runs, waves, ms } = ideal(databases.length);
  const perCustomer = (n: number) => (n / CUSTOMERS).toFixed(1);
  const { last, wall } = measured;
  const row = {
    label,
    customers: CUSTOMERS,
    batch: BATCH,
    wallS: +(wall / 1000).toFixed(1),
    idealS: +(ms / 1000).toFixed(1),
    ratio: +(wall / ms).toFixed(2),
    idealRuns: runs,
    waves,
    ...runFacts(fake),
    costUsd: +Number(last.costUsd ?? 0).toFixed(4),
    rssAtStartMb: Math.round(measured.rssAtStart / 1024 / 1024),
    peakRssMb: Math.round(measured.peakRss / 1024 / 1024),
    ...(servers.length > 0 && {
      serverRssAtStartMb: serverRssAtStart.join('/'),
      serverPeakRssMb: serverRss.map((r) => r.peak).join('/'),
    }),
    // The servers' statements are not seen from here.
    appStatementsPerCustomer: servers.length > 0 ? '–' : perCustomer(appStatements - statementsBefore.app),
    pgStatementsPerCustomer:
      first.kind === 'postgres' && servers.length === 0
        ? perCustomer(pgStatements - statementsBefore.pg)
        : '–',
    mails: sink.messages.length,
    mailsReported: last.emailsSent,
    duplicateMails: duplicateMails(sink),
    // Where the time beyond the ideal went: before the first run, between runs, after the last.
    ...timeline(fake, measured.startedAt),
    status: last.status,
    success: last.successCount,
    errors: last.errorCount,
  };
  console.log(JSON.stringify(row));
  for (const a of apps) await a.close();
  await fake.close();
  await sink.close();
}

/** The runs the fake started, the places in them, the refused starts, the peak and the fake's cost. */
function runFacts(fake: FakeApify) {
  const started = fake.starts.filter((s) => s.status === 201);
  const fakeCost = fake.runs.reduce((sum, r) => sum + (r.finishedAt ? r.usageTotalUsd : 0), 0);
  return {
    runs: started.length,
    placesInRuns: started.reduce((n, s) => n + s.startUrls.length, 0),
    refused429: fake.refusedStarts,
    peakRuns: fake.peakConcurrentRuns,
    fakeCostUsd: +fakeCost.toFixed(4),
  };
}

/** Recipients who got more than one mail. */
function duplicateMails(sink: SmtpSink) {
  const mails = new Map<string, number>();
  for (const m of sink.messages) for (const to of m.to) mails.set(to, (mails.get(to) ?? 0) + 1);
  return [...mails.values()].filter((n) => n > 1).length;
}

function benchConfig(apifyBaseUrl: string, scanWorkers: boolean): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    appSecret: 'bench-secret-bench-secret-bench-secret-01',
    apifyBaseUrl,
    publicUrl: 'http://127.0.0.1:5000',
    scanConcurrency: CONCURRENCY,
    apifyBatchSize: BATCH,
    apifyMaxRuns: MAX_RUNS,
    scheduler: false,
    scanWorkers,
    serveWeb: false,
  };
}

/** The scanning server processes, when the bench asks for them, with their workers started. */
async function startServers(processes: { count: number; databaseUrl: string } | undefined, config: Config) {
  const servers: AppProcess[] = [];
  for (let i = 0; i < (processes?.count ?? 0); i++) {
    servers.push(
      await startAppProcess({
        DATABASE_URL: processes?.databaseUrl ?? '',
        APP_SECRET: config.appSecret,
        APIFY_BASE_URL: config.apifyBaseUrl,
        PUBLIC_URL: config.publicUrl,
        SCAN_CONCURRENCY: String(CONCURRENCY),
        APIFY_BATCH_SIZE: String(BATCH),
        APIFY_MAX_RUNS: String(MAX_RUNS),
        SCAN_WORKERS: 'on',
      }),
    );
  }
  // The engine starts its workers 1.5 s after the server (server/plugins/jobs.ts).
  if (servers.length > 0) await new Promise((r) => setTimeout(r, 2000));
  return servers;
}

/** Starts the manual scan and polls its status until it ends: wall time, memory, its last row. */
async function measureScan(app: App, cookie: string, companyId: number) {
  // The fake and the sink live in this process too: the RSS at the scan's start is their share.
  const rssAtStart = process.memoryUsage().rss;
  let peakRss = rssAtStart;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  const startedAt = Date.now();
  await app.inject({ method: 'POST', url: `/api/manual-scan/${companyId}`, headers: { cookie } });
  let last: Record<string, number | string> = {};
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const status = (
      await app.inject({ url: `/api/manual-scan/status/${companyId}`, headers: { cookie } })
    ).json();
    if (!status.running) {
      last = status.last ?? {};
      break;
    }
  }
  const wall = performance.now() - started;
  clearInterval(sampler);
  return { last, wall, startedAt, rssAtStart, peakRss };
}

/**
 * The runs against the scan's clock, s: the first start, the last end, and how long a finished
 * run's slot stood empty before the next run started in it (wave after wave), at most and on mean.
 */
function timeline(fake: FakeApify, startedAt: number) {
  const runs = fake.runs.filter((r) => r.finishedAt);
  const since = (at: Date) => at.getTime() - startedAt;
  const starts = runs.map((r) => since(r.startedAt)).sort((a, b) => a - b);
  const ends = runs.map((r) => since(r.finishedAt as Date)).sort((a, b) => a - b);
  // The k-th start beyond the limit reuses the k-th freed slot.
  const gaps = starts.slice(MAX_RUNS).map((s, k) => s - ends[k]);
  const s = (ms: number) => +(ms / 1000).toFixed(1);
  return {
    firstRunS: s(starts[0] ?? 0),
    lastRunEndS: s(ends.at(-1) ?? 0),
    slotGapMaxS: s(Math.max(0, ...gaps)),
    slotGapMeanS: s(gaps.reduce((a, b) => a + b, 0) / Math.max(1, gaps.length)),
  };
}

async function withScratch(
  url: string,
  instances: number,
  fn: (databases: Database[], scratchUrl: string) => Promise<void>,
) {
  const name = `bench_scan_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const databases: Database[] = [];
  try {
    for (let i = 0; i < instances; i++)
      databases.push(await openDatabase({ kind: 'postgres', url: u.toString(), logger }));
    await fn(databases, u.toString());
  } finally {
    for (const d of databases) await d.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(
  JSON.stringify({
    parameters: {
      customers: CUSTOMERS,
      batch: BATCH,
      maxRuns: MAX_RUNS,
      planRuns: PLAN_RUNS,
      startMs: START_MS,
      perPlaceMs: PER_PLACE_MS,
      startFeeUsd: START_FEE_USD,
      perResultUsd: PER_RESULT_USD,
      concurrency: CONCURRENCY,
      knownPlaces: KNOWN,
    },
  }),
);
if (TARGETS.includes('pglite')) {
  const pglite = await openDatabase({ kind: 'pglite', logger });
  await bench('PGlite', [pglite]);
  await pglite.close();
}
const url = process.env.BENCH_DATABASE_URL;
if (url && TARGETS.includes('pg1')) await withScratch(url, 1, (dbs) => bench('PostgreSQL', dbs));
if (url && TARGETS.includes('pg2')) await withScratch(url, 2, (dbs) => bench('PostgreSQL ×2', dbs));
for (const count of [1, 2]) {
  if (url && TARGETS.includes(`pg${count}proc`))
    await withScratch(url, 1, (dbs, databaseUrl) =>
      bench(`PostgreSQL, ${count} server process${count > 1 ? 'es' : ''}`, dbs, { count, databaseUrl }),
    );
}
