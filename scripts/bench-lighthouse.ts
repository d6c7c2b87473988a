// Mobile Lighthouse on the login page, the dashboard, the customer portal and the first demo
// company's sign-up page (/alarm/reputationsschutz-nord, decision 078): `npm run
// bench:lighthouse` (builds the web app first). Starts the server in demo mode on a fresh DATA_DIR,
// signs in as the demo admin and hands the session cookie to Lighthouse for the dashboard; the
// portal is opened without it, through a new link the admin makes for the demo customer with the
// most reviews (POST /api/customers/{id}/portal-link). Chromium is Debian's
// (CHROME_PATH, default /usr/bin/chromium); RUNS=n repeats each page and prints the median run;
// PAGES=login,portal,signup runs those; LH_OUT=<dir> keeps each run's full report (JSON) there, to read what Lighthouse blames.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const port = 5400 + Math.floor(Math.random() * 500);
const debugPort = port + 1000;
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RUNS ?? 3);
const admin = { email: 'admin@demo.test', password: 'demo-admin' };

async function waitFor(url: string, what: string) {
  for (let i = 0; i < 900; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start`);
}

async function startServer(): Promise<ChildProcess> {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'data') };
  // As `npm run demo` does: the server bundle (built when stale) in demo mode.
  const server = spawn(process.execPath, ['scripts/build-if-stale.mjs', '--start', '--demo'], {
    env: { ...env, SCHEDULER: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${base}/api/health`, 'server');
  return server;
}

function startChromium(): ChildProcess {
  const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];
  flags.push('--disable-background-networking', '--disable-component-update', '--disable-quic');
  flags.push(`--remote-debugging-port=${debugPort}`, `--user-data-dir=${join(dataDir, 'chromium')}`);
  return spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', [...flags, 'about:blank'], {
    stdio: 'ignore',
  });
}

async function sessionCookie() {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A fresh portal link of the first company's customer with the most reviews, as a path. */
async function portalPath(cookie: string) {
  const headers = { Cookie: cookie, 'content-type': 'application/json', origin: base };
  const list = await fetch(
    `${base}/api/customers?companyId=1&withReviews=true&sort=lastReview&dir=desc&limit=100`,
    {
      headers,
    },
  );
  if (!list.ok) throw new Error(`customers: ${list.status}`);
  const rows = (await list.json()) as { id: number; reviewCount?: number }[];
  const customer = [...rows].sort((a, b) => (b.reviewCount ?? 0) - (a.reviewCount ?? 0))[0];
  const link = await fetch(`${base}/api/customers/${customer.id}/portal-link`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (!link.ok) throw new Error(`portal link: ${link.status} ${await link.text()}`);
  return new URL(((await link.json()) as { url: string }).url).pathname;
}

interface Run {
  performance: number;
  accessibility: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  siMs: number;
}

async function audit(url: string, cookie?: string, tries = 3): Promise<Run> {
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  // A trace Lighthouse could not read (NO_NAVSTART on a loaded machine) scores 0: run again.
  if (result.lhr.runtimeError && tries > 1) {
    console.warn(`${url}: ${result.lhr.runtimeError.code}, once more`);
    return audit(url, cookie, tries - 1);
  }
  if (process.env.LH_OUT) {
    mkdirSync(process.env.LH_OUT, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W/g, '') || 'root'}-${Date.now()}.json`;
    writeFileSync(join(process.env.LH_OUT, name), result.report as string);
  }
  const { categories, audits } = result.lhr;
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? -1);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    tbtMs: ms('total-blocking-time'),
    lcpMs: ms('largest-contentful-paint'),
    fcpMs: ms('first-contentful-paint'),
    siMs: ms('speed-index'),
  };
}

/** The run with the median performance score (Lighthouse's own advice for noisy machines). */
const median = (all: Run[]) => [...all].sort((a, b) => a.performance - b.performance)[all.length >> 1];

async function main() {
  const server = await startServer();
  const chromium = startChromium();
  try {
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 'chromium');
    const cookie = await sessionCookie();
    const rows: Record<string, unknown>[] = [];
    const pages: [name: string, path: () => Promise<string>, withCookie: boolean][] = [
      ['login', async () => '/login', false],
      ['dashboard', async () => '/', true],
      ['portal', () => portalPath(cookie), false],
      ['signup', async () => '/alarm/reputationsschutz-nord', false],
    ];
    for (const [name, pathOf, withCookie] of pages) {
      if (process.env.PAGES && !process.env.PAGES.split(',').includes(name)) continue;
      const path = await pathOf();
      const all: Run[] = [];
      for (let i = 0; i < runs; i++) all.push(await audit(`${base}${path}`, withCookie ? cookie : undefined));
      console.log(`${name}: performance ${all.map((r) => r.performance).join(', ')}`);
      rows.push({ page: name, ...median(all) });
    }
    console.table(rows);
  } finally {
    chromium.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
