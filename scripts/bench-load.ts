// Load benchmark of the list API at a million reviews (decision 034). For each call: pgbench alone
// (one connection: the database time per request), then at 10 and 50 connections wrk (where
// installed, else autocannon) against the server bundle `npm start` runs next to pgbench running
// the SQL statements that same request sends (its reads: see run()). Every call runs once,
// unmeasured, before the first is measured, so the server's warm-up falls on none of them.
// API ÷ pgbench says how much of the database's speed the API keeps. PostgreSQL runs on CPUs of
// its own and the API, wrk and pgbench's client on the others (scripts/split-cpus.ts, decisions
// 052 and 061), as in a deployment where the app does not take its CPU from the database; `--cpus shared`
// puts everything on the same CPUs, where the API's own CPU per answer counts against it. The
// machine is shared and noisy, so read the ratios of one run, not absolute numbers.
//
//   npm run bench:load [-- --reviews 1000000 --removals 50000 --seconds 5 --rounds 2]
//   npm run bench:load -- --keep            (seeds, measures, keeps the database; prints its URL)
//   npm run bench:load -- --existing <url> --only 'reviews|e-mail'   (again on it; --only is a regex)
//   npm run bench:load -- --cpus shared     (all on the same CPUs; the default split needs a local
//                                            PostgreSQL and root)
//
// Needs PostgreSQL (BENCH_DATABASE_URL, else the local postgres://postgres@127.0.0.1:5432/postgres)
// and pgbench. It works on a scratch database of its own, dropped at the end.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Logger } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { createUserSchema } from '../common/schemas/user';
import { type App, buildApp } from '../server/app';
import type { Config } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import { companies } from '../server/db/schema';
import { seedDemo } from '../server/demo/seed/seed-demo';
import { createUser } from '../server/modules/users/users.service';
import { testConfig } from '../tests/support/app';
import { seedRemovals } from './bench-removals';
import { startBenchServer } from './bench-server';
import { buildServer } from './build-if-stale.mjs';
import { withScratchDatabase } from './scratch-database';
import { type CpuSplit, splitCpus } from './split-cpus';

const { values: args } = parseArgs({
  options: {
    reviews: { type: 'string', default: '1000000' },
    customers: { type: 'string', default: '10000' },
    'email-logs': { type: 'string', default: '50000' },
    /** Removal cases of the first company, over its negative reviews (scripts/bench-removals.ts). */
    removals: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '5' },
    /** API and pgbench take turns this often per concurrency; their means make the ratio. */
    rounds: { type: 'string', default: '2' },
    only: { type: 'string' },
    /** A database already filled by this script's seed (kept): for trying a change again quickly. */
    existing: { type: 'string' },
    /** Keep the seeded scratch database (its URL is printed) for later runs with --existing. */
    keep: { type: 'boolean', default: false },
    /** Only write each call's SQL (pgbench scripts), no load. */
    'sql-only': { type: 'boolean', default: false },
    /** split: the database on CPUs of its own (needs it local and root); shared: all on the same. */
    cpus: { type: 'string', default: 'split' },
  },
});
if (args.cpus !== 'split' && args.cpus !== 'shared') throw new Error('--cpus is split or shared');
const volume = {
  customers: Number(args.customers),
  reviews: Number(args.reviews),
  emailLogs: Number(args['email-logs']),
  scanLogs: 20_000,
  removals: Number(args.removals),
};
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const connections = [10, 50];
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const secret = 'bench-load-secret-bench-load-secret-0123';
const admin = { email: 'bench@example.com', password: 'bench-password-123' };
const out = '.tmp/bench-load';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const calls = (c: number): [string, string][] => [
  ['customers, by name', `/api/customers?companyId=${c}&withReviews=true&limit=100`],
  [
    'customers, last review',
    `/api/customers?companyId=${c}&withReviews=true&limit=100&sort=lastReview&dir=desc`,
  ],
  [
    'customers, last e-mail',
    `/api/customers?companyId=${c}&withReviews=true&limit=100&sort=lastEmail&dir=asc`,
  ],
  ['customers, price', `/api/customers?companyId=${c}&withReviews=true&limit=100&sort=price&dir=desc`],
  ['customers, search', `/api/customers?companyId=${c}&withReviews=true&limit=100&search=b%C3%A4cker`],
  ['reviews, first page', `/api/reviews?companyId=${c}`],
  ['reviews, negative', `/api/reviews?companyId=${c}&rating=negative`],
  ['reviews, 2 stars from', `/api/reviews?companyId=${c}&rating=2&from=${daysAgo(14)}`],
  ['reviews, archived', `/api/reviews/archived?companyId=${c}`],
  ['reviews, search', `/api/reviews?companyId=${c}&search=freundlich`],
  ['reviews, search rare', `/api/reviews?companyId=${c}&search=Zahnarzt`],
  // As the web list asks (no mail texts: its dialog loads them), then the API's default with them.
  ['e-mail logs, first page', `/api/email-logs?companyId=${c}&withContent=false`],
  ['e-mail logs, failed', `/api/email-logs?companyId=${c}&status=failed&withContent=false`],
  ['e-mail logs, search', `/api/email-logs?companyId=${c}&search=krause&withContent=false`],
  ['e-mail logs, with texts', `/api/email-logs?companyId=${c}`],
  ['removals, first page', `/api/removals?companyId=${c}`],
  ['removals, state tab', `/api/removals?companyId=${c}&state=filed`],
  ['removals, due', `/api/removals?companyId=${c}&due=true`],
  ['removals, search', `/api/removals?companyId=${c}&search=freundlich`],
  ['removals, search rare', `/api/removals?companyId=${c}&search=Zahnarzt`],
  ['removals, deadline', `/api/removals?companyId=${c}&sort=deadline`],
  ['removals, counts', `/api/removals/counts?companyId=${c}`],
];

/** A statement with its parameters written in, for pgbench's simple protocol. */
function inline(query: string, params: unknown[]) {
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (Array.isArray(v)) return `'{${v.join(',')}}'`;
    const text = v instanceof Date ? v.toISOString() : String(v);
    return `'${text.replace(/'/g, "''")}'`;
  };
  return `${query.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1])).replace(/\s+/g, ' ')};`;
}

function pgbench(url: string, script: string, clients: number) {
  const result = spawnSync(
    'pgbench',
    ['-n', '-M', 'simple', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, url],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(result.stdout)?.[1];
  if (!tps) throw new Error(`pgbench: ${result.stderr || result.stdout}`);
  return { tps: Number(tps), latency: Number(latency) };
}

/**
 * The API under load for `duration` seconds. With wrk (C, like pgbench: `apt-get install wrk`) the
 * load generator costs the shared two cores about what pgbench's client does; autocannon (Node)
 * takes a good part of a core from the server it measures, so it is only the fallback.
 */
async function drive(url: string, cookie: string, clients: number, duration: number) {
  if (hasWrk) {
    const r = spawnSync(
      'wrk',
      ['-t2', `-c${clients}`, `-d${duration}s`, '--latency', '-H', `cookie: ${cookie}`, url],
      { encoding: 'utf8' },
    );
    const rps = /Requests\/sec:\s+([\d.]+)/.exec(r.stdout)?.[1];
    if (!rps) throw new Error(`wrk: ${r.stderr || r.stdout}`);
    const bad = /Non-2xx or 3xx responses: (\d+)/.exec(r.stdout)?.[1];
    if (bad) throw new Error(`${url}: ${bad} answers not 2xx`);
    const ms = (p: string) => {
      const m = new RegExp(`${p}%\\s+([\\d.]+)(us|ms|s)`).exec(r.stdout);
      if (!m) return Number.NaN;
      return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
    };
    return { rps: Number(rps), p50: ms('50'), p99: ms('99') };
  }
  const r = (await autocannon({
    url,
    connections: clients,
    duration,
    headers: { cookie },
  })) as autocannon.Result;
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} answers not 2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

/** One measurement: a second to open the connections, then `seconds` measured. */
async function load(url: string, cookie: string, clients: number) {
  await drive(url, cookie, clients, 1);
  return drive(url, cookie, clients, seconds);
}

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** The server as `npm start` runs it: the esbuild bundle, built fresh from the sources here. */
async function startServer(databaseUrl: string): Promise<{ url: string; stop: () => void }> {
  if (!buildServer()) throw new Error('Server-Bundle nicht gebaut');
  const { url, server } = await startBenchServer({
    databaseUrl,
    appSecret: secret,
    nodeArgs: ['dist/server/main.mjs'],
    portBase: 38_000,
  });
  return { url, stop: () => server.kill() };
}

async function main() {
  mkdirSync(out, { recursive: true });
  if (args.existing) {
    const database = await openDatabase({ kind: 'postgres', url: args.existing });
    try {
      await database.migrate();
      const [company] = await database.db
        .select({ id: companies.id })
        .from(companies)
        .orderBy(companies.id)
        .limit(1);
      // Tops the cases up to --removals (a no-op on a database this script filled before).
      await seedRemovals(database.db, company.id, volume.removals);
      await database.db.execute(sql`vacuum analyze removals, removal_events`);
      await run(database, args.existing, Number(company.id));
    } finally {
      await database.close();
    }
    return;
  }
  if (args.keep) {
    // A database of its own that outlives the run, for --existing afterwards.
    const name = `review_dashboard_load_kept_${Date.now().toString(36)}`;
    const adminDb = await openDatabase({ kind: 'postgres', url: baseUrl });
    await adminDb.db.execute(sql.raw(`create database ${name}`));
    await adminDb.close();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    console.log(`Kept database: ${url}`);
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await seedAndRun(database, url.toString());
    } finally {
      await database.close();
    }
    return;
  }
  await withScratchDatabase(baseUrl, 'review_dashboard_load', seedAndRun);
}

async function seedAndRun(database: Database, dbUrl: string) {
  await database.migrate();
  const started = performance.now();
  const { companyIds } = await seedDemo(database.db, volume);
  await seedRemovals(database.db, companyIds[0], volume.removals);
  await database.db.execute(sql`vacuum analyze`);
  console.log(`Seeded ${JSON.stringify(volume)} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await run(database, dbUrl, companyIds[0]);
}

async function run(database: Database, dbUrl: string, companyId: number) {
  await database.db.execute(sql`delete from users where email = ${admin.email}`);
  await createUser(database.db, createUserSchema.parse({ name: 'Bench', role: 'admin', ...admin }));
  // The SQL of each request, captured from an in-process app on the same database.
  const capture: Capture = { on: false, statements: [] };
  const logger: Logger = {
    logQuery: (query, params) => void (capture.on && capture.statements.push({ query, params })),
  };
  const capturing$ = await openDatabase({ kind: 'postgres', url: dbUrl, logger });
  const config: Config = { ...testConfig, appSecret: secret };
  const inProcess = await buildApp({ database: capturing$, config });
  const login = await inProcess.inject({ method: 'POST', url: '/api/auth/login', payload: admin });
  const injectCookie = `sid=${login.cookies.find((c) => c.name === 'sid')?.value}`;

  // Before the server starts, so it and every load generator inherit the clients' CPUs.
  const split: CpuSplit | undefined =
    args.cpus === 'split' && !args['sql-only'] ? await splitCpus(dbUrl) : undefined;
  const cpus = split
    ? `database on CPU ${split.database}, API and load generators on CPU ${split.clients}`
    : 'shared';
  if (split) console.log(`CPUs: ${cpus}`);
  const server = args['sql-only']
    ? undefined
    : await startServer(dbUrl).catch((e) => {
        split?.undo();
        throw e;
      });
  const rows = [];
  try {
    const res = server
      ? await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(admin),
        })
      : undefined;
    const cookie = (res?.headers.get('set-cookie') ?? '').split(';')[0];
    const measured = calls(companyId).filter(([name]) => !args.only || new RegExp(args.only).test(name));
    // A server just started compiles its hot code for seconds on the second core (the first call
    // measured lost a quarter of its throughput to that): every call runs 7 s, unmeasured, first.
    if (server) for (const [, path] of measured) await drive(`${server.url}${path}`, cookie, 10, 7);
    for (const [name, path] of measured) {
      const row = await measureCall({ dbUrl, capture, inProcess, injectCookie, server, cookie }, name, path);
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  } finally {
    server?.stop();
    split?.undo();
    await inProcess.close();
    await capturing$.close();
  }
  console.log(`load generator: ${hasWrk ? 'wrk' : 'autocannon'}; CPUs: ${cpus}`);
  console.table(rows);
  writeFileSync(
    join(out, 'results.json'),
    JSON.stringify({ volume, seconds, rounds, client: hasWrk ? 'wrk' : 'autocannon', cpus, rows }, null, 2),
  );
}

type Capture = { on: boolean; statements: { query: string; params: unknown[] }[] };

interface CallBench {
  dbUrl: string;
  capture: Capture;
  inProcess: App;
  injectCookie: string;
  server: { url: string } | undefined;
  cookie: string;
}

/** One call: its SQL captured and run alone in pgbench, then the API against pgbench per concurrency. */
async function measureCall(
  { dbUrl, capture, inProcess, injectCookie, server, cookie }: CallBench,
  name: string,
  path: string,
) {
  capture.statements.length = 0;
  capture.on = true;
  const answer = await inProcess.inject({ url: path, headers: { cookie: injectCookie } });
  capture.on = false;
  if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode} ${answer.body}`);
  // Without writes: a list writes nothing but the session's last-seen time, at most once a
  // minute, not per request (in pgbench it would be every transaction, all on one row); and
  // the in-process app's session sweep, due every 10 minutes, fires in the first capture after
  // a spawnSync held the event loop (it once put two deletes into a call's script).
  const statements = capture.statements.filter((s) => !/^\s*(update|delete|insert)\b/i.test(s.query));
  const script = join(out, `${name.replace(/\W+/g, '-')}.sql`);
  writeFileSync(script, statements.map((s) => inline(s.query, s.params)).join('\n'));
  const alone = pgbench(dbUrl, script, 1);
  const row: Record<string, string | number> = {
    call: name,
    statements: statements.length,
    total:
      answer.headers['x-total-count'] === undefined
        ? '-'
        : `${answer.headers['x-total-count']}${answer.headers['x-total-count-capped'] ? '+' : ''}`,
    'db ms': Number(alone.latency.toFixed(1)),
  };
  for (const c of server ? connections : []) {
    // Taking turns, so a neighbour's load on the shared machine falls on both sides.
    const apis = [];
    const dbs = [];
    for (let round = 0; round < rounds; round++) {
      apis.push(await load(`${server?.url}${path}`, cookie, c));
      dbs.push(pgbench(dbUrl, script, c));
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const rps = mean(apis.map((a) => a.rps));
    const tps = mean(dbs.map((d) => d.tps));
    row[`c${c} req/s`] = Math.round(rps);
    row[`c${c} p50`] = Math.round(mean(apis.map((a) => a.p50)));
    row[`c${c} p99`] = Math.round(Math.max(...apis.map((a) => a.p99)));
    row[`c${c} pgbench tps`] = Math.round(tps);
    row[`c${c} API÷pgbench`] = Number((rps / tps).toFixed(2));
  }
  return row;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
