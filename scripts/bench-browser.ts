// How the reviews and e-mail log pages feel with 100,000 reviews and 20,000 e-mail logs in one
// company: `npm run bench:browser`. Seeds a fresh PGlite DATA_DIR, starts the real server with
// the built app, and measures in headless Chromium: time until the first rows show, until a
// search answers, how many rows the DOM holds, and frame times while scrolling far down.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/demo/seed/seed-demo';
import { launchBrowser } from '../tests/support/browser';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-browser-'));
const port = 5400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench@example.com', password: 'bench-passwort' };

async function seed() {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  await database.migrate();
  const started = performance.now();
  await seedDemo(database.db, { customers: 10_000, reviews: 100_000, emailLogs: 20_000, scanLogs: 1_000 });
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

async function startServer(): Promise<ChildProcess> {
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SCHEDULER: 'off', LOG_LEVEL: 'warn' };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    stdio: 'inherit',
  });
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** Milliseconds from navigation until `ready` resolves. */
async function timeTo(go: () => Promise<unknown>, ready: () => Promise<unknown>) {
  const started = performance.now();
  await go();
  await ready();
  return Math.round(performance.now() - started);
}

/** Scrolls the list's scroll container to the bottom 10 times, returns the slowest frame and the DOM rows. */
async function scrollFrames(page: Page) {
  return page.evaluate(async () => {
    const scroller = [...document.querySelectorAll<HTMLElement>('*')].find(
      (el) => el.scrollHeight > el.clientHeight + 200 && getComputedStyle(el).overflowY === 'auto',
    );
    if (!scroller) return { worstFrameMs: -1, domRows: -1 };
    let worst = 0;
    let last = performance.now();
    for (let i = 0; i < 60; i++) {
      scroller.scrollTop += 400;
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
    }
    return { worstFrameMs: Math.round(worst), domRows: scroller.querySelectorAll('[data-index]').length };
  });
}

async function main() {
  await seed();
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${base}/login`);
    await page.getByLabel('E-Mail-Adresse').fill(admin.email);
    await page.getByLabel('Passwort').fill(admin.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL('**/dashboard-new/1');
    const results: Record<string, unknown>[] = [];
    for (const [name, path, search] of [
      ['reviews-new', '/reviews-new/1', 'Suche nach Benutzer, Text oder Kunde...'],
      ['email-logs-new', '/email-logs-new/1', 'Suche nach Kunde, Betreff oder Inhalt...'],
    ] as const) {
      const firstRows = await timeTo(
        () => page.goto(`${base}${path}`),
        () => page.locator('[data-index="0"]').first().waitFor(),
      );
      const scroll = await scrollFrames(page);
      const searchMs = await timeTo(
        () => page.getByPlaceholder(search).fill('freundlich'),
        () => page.waitForResponse((r) => r.url().includes('search=freundlich')),
      );
      results.push({ page: name, firstRowsMs: firstRows, searchMs, ...scroll });
    }
    console.table(results);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
