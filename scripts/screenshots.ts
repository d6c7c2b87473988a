// Screenshots of the app's pages, wide and narrow, light and dark, from a running server: to look
// at every page after a change, and (with --readme) the README's pictures.
//
//   node --import tsx scripts/screenshots.ts --url http://127.0.0.1:3000 \
//     --email admin@example.com --password … [--company 2] [--out .tmp/screenshots] [--readme]
//   npm run screenshots:readme   (starts a demo server of its own: --demo --readme --out docs/screenshots)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { demoCredentials } from '../server/demo/start-demo';
import { launchBrowser } from '../tests/support/browser';
import { buildIfStale } from './build-if-stale.mjs';

export interface ScreenshotOptions {
  url: string;
  email: string;
  password: string;
  /** The company whose pages are shown. */
  companyId: number;
  out: string;
  /** Only the main pages, wide, in both themes. */
  readme?: boolean;
}

interface Shot {
  name: string;
  path: string;
  /** What to do before the picture, after the page's heading and data are there. */
  ready?: (page: Page) => Promise<unknown>;
  main?: boolean;
}

const widths = { wide: { width: 1440, height: 900 }, narrow: { width: 390, height: 844 } };
const themes = ['light', 'dark'] as const;

function shots(companyId: number): Shot[] {
  const c = companyId;
  return [
    { name: 'dashboard', path: `/dashboard-new/${c}`, main: true },
    { name: 'customers', path: `/customers-new/${c}`, main: true },
    {
      name: 'customer-drawer',
      path: `/customers-new/${c}`,
      ready: async (page) => {
        await page
          .getByRole('button', { name: /^Details zu / })
          .first()
          .click();
        await page.getByRole('heading', { name: /^Status-Verlauf/ }).waitFor();
      },
      main: true,
    },
    { name: 'reviews', path: `/reviews-new/${c}`, main: true },
    { name: 'email-logs', path: `/email-logs-new/${c}`, main: true },
    { name: 'automation', path: `/automation-new/${c}`, main: true },
    { name: 'settings', path: `/settings-new/${c}` },
    { name: 'scan-logs', path: '/scan-logs', main: true },
    { name: 'users', path: '/users' },
    {
      name: 'command-palette',
      path: `/customers-new/${c}`,
      ready: async (page) => {
        await page.keyboard.press('Control+K');
        await page.getByRole('dialog', { name: 'Befehlspalette' }).waitFor();
      },
    },
    { name: 'old-dashboard', path: `/dashboard/${c}` },
    { name: 'old-customers', path: `/customers/${c}` },
    { name: 'old-reviews', path: `/reviews/${c}` },
    { name: 'old-email-logs', path: `/email-logs/${c}` },
    { name: 'old-automation', path: `/automation/${c}` },
  ];
}

async function signedInPage(
  browser: Browser,
  o: ScreenshotOptions,
  viewport: { width: number; height: number },
  theme: string,
) {
  const context = await browser.newContext({
    viewport,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    baseURL: o.url,
    colorScheme: theme === 'dark' ? 'dark' : 'light',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(o.email);
  await page.getByLabel('Passwort').fill(o.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL('**/dashboard-new/**');
  return page;
}

/** Takes the pictures; answers the files written. */
export async function takeScreenshots(o: ScreenshotOptions): Promise<string[]> {
  mkdirSync(o.out, { recursive: true });
  const browser = await launchBrowser();
  const files: string[] = [];
  try {
    for (const [widthName, viewport] of Object.entries(widths)) {
      if (o.readme && widthName !== 'wide') continue;
      for (const theme of themes) {
        // The README shows every main page in light and the dashboard in dark too.
        const only = o.readme && theme === 'dark' ? ['dashboard'] : undefined;
        const page = await signedInPage(browser, o, viewport, theme);
        const login = await browser.newPage({ viewport, colorScheme: theme, locale: 'de-DE' });
        await login.goto(new URL('/login', o.url).href);
        await login.getByLabel('E-Mail-Adresse').waitFor();
        if (!o.readme) files.push(await save(login, o.out, `login-${widthName}-${theme}`));
        await login.close();
        for (const shot of shots(o.companyId)) {
          if (o.readme && !shot.main) continue;
          if (only && !only.includes(shot.name)) continue;
          await page.goto(shot.path);
          await page.locator('main h1').first().waitFor();
          await page.waitForLoadState('networkidle');
          await shot.ready?.(page);
          const name = o.readme ? `${shot.name}-${theme}` : `${shot.name}-${widthName}-${theme}`;
          files.push(await save(page, o.out, name));
        }
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
  }
  return files;
}

async function save(page: Page, out: string, name: string) {
  const path = join(out, `${name}.png`);
  // Let animations (dialogs, drawers) settle.
  await page.waitForTimeout(300);
  await page.screenshot({ path });
  return path;
}

/** A demo server of its own (fixed demo data, demo accounts) for the README's pictures. */
async function startDemoServer() {
  if (!buildIfStale()) throw new Error('Build fehlgeschlagen');
  const dataDir = mkdtempSync(join(tmpdir(), 'screenshots-demo-'));
  const port = 22_000 + Math.floor(Math.random() * 20_000);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DEMO: 'on',
      SCHEDULER: 'off',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 600 || server.exitCode !== null) throw new Error('Demo-Server nicht bereit');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop() {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      demo: { type: 'boolean', default: false },
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      email: { type: 'string' },
      password: { type: 'string' },
      company: { type: 'string', default: '1' },
      out: { type: 'string', default: '.tmp/screenshots' },
      readme: { type: 'boolean', default: false },
    },
  });
  const demo = values.demo ? await startDemoServer() : undefined;
  if (demo) {
    values.url = demo.url;
    values.email = demoCredentials[0].email;
    values.password = demoCredentials[0].password;
  }
  if (!values.email || !values.password) {
    console.error(
      'Aufruf: scripts/screenshots.ts --url … --email … --password … [--company N] [--out DIR] [--readme]',
    );
    process.exit(2);
  }
  const files = await takeScreenshots({
    url: values.url,
    email: values.email,
    password: values.password,
    companyId: Number(values.company),
    out: values.out,
    readme: values.readme,
  });
  demo?.stop();
  console.log(`${files.length} Bilder in ${values.out}`);
}
