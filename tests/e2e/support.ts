import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openBrowser } from '../support/browser';
import { companyIdByName } from './activity-helpers';
import { waitForTheme } from './axe-page';
import { E2E_ADMIN } from './constants';

export const WIDE = { width: 1400, height: 900 };
export const NARROW = { width: 390, height: 844 };

export const baseUrl = () => process.env.E2E_BASE_URL!;

/**
 * The run's shared Chromium (global-setup), connected per test file. newPage() opens a fresh context (no cookies) in German and Berlin
 * time; failed requests and console errors are collected in page-errors for assertions.
 */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** `base`: another server of the run (the one on PostgreSQL). */
    async newPage(viewport = WIDE, base = baseUrl()): Promise<Page> {
      const context = await browser.newContext({
        viewport,
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
        baseURL: base,
      });
      return context.newPage();
    },
  };
}

/**
 * Signs in through the API: the page's context keeps the cookie, and nothing loads yet. The login
 * page itself is the subject of signInWithForm's tests, not of every test's start.
 */
export async function signInByApi(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok())
    throw new Error(`Anmeldung fehlgeschlagen: ${response.status()} ${await response.text()}`);
}

/**
 * Signs in and opens `path` with the app shell: one page load, as a bookmarked page is opened (a
 * load costs Chromium one to two seconds of CPU on the CI machine).
 */
export async function signInTo(
  page: Page,
  path: string,
  email = E2E_ADMIN.email,
  password = E2E_ADMIN.password,
) {
  await signInByApi(page, email, password);
  await openInShell(page, path);
}

/** Signs in and opens the dashboard of company 1, where the login form leads. */
export const signIn = (page: Page, email?: string, password?: string) =>
  signInTo(page, '/dashboard-new/1', email, password);

/** Signs in as a person does: the login page's form, then the dashboard it leads to. */
export async function signInWithForm(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL('**/dashboard-new/1');
  await shellReady(page);
}

/** The URL changes before the app shell renders; its shortcuts (Ctrl+K, '/') need it there. */
const shellReady = (page: Page) => page.getByRole('button', { name: /^Suchen und Befehle/ }).waitFor();

async function openInShell(page: Page, path: string) {
  await page.goto(path);
  await shellReady(page);
}

/** Signs in on a fresh page and opens `${path}/${id}` of the seeded company of that name. */
export async function openCompanyPage(
  browser: ReturnType<typeof useBrowser>,
  companyName: string,
  path: string,
  viewport?: typeof WIDE,
): Promise<{ page: Page; id: number }> {
  const page = await browser.newPage(viewport);
  await signInByApi(page);
  const id = await companyIdByName(page, companyName);
  await openInShell(page, `${path}/${id}`);
  return { page, id };
}

/** Screenshots land in tests/e2e/screenshots/ (not committed) to be looked at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync('tests/e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage: true });
}

/**
 * Light and dark pictures of the viewport (sheets, drawers and popovers are fixed overlays) into
 * SHOTS_DIR (default tests/e2e/screenshots/, not committed), without colour transitions and
 * animations: a picture right after the theme switch would catch them half-way. `byMedia`: see
 * waitForTheme.
 */
export async function themeShots(page: Page, name: string, byMedia = false) {
  const dir = process.env.SHOTS_DIR ?? 'tests/e2e/screenshots';
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, ::before, ::after { transition: none !important; animation: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await waitForTheme(page, theme, byMedia);
    await page.screenshot({ path: `${dir}/${name}-${theme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
