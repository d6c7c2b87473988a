import type { Locator, Page, Request } from 'playwright-core';

/** The id of a seeded company, looked up by name (ids depend on the seed order). */
export async function companyIdByName(page: Page, name: string): Promise<number> {
  const res = await page.request.get('/api/companies');
  const list = (await res.json()) as { id: number; name: string }[];
  const company = list.find((c) => c.name === name);
  if (!company) throw new Error(`Firma ${name} fehlt`);
  return company.id;
}

/** A JSON answer of the signed-in page's session, and its X-Total-Count. */
export async function apiGet<T>(page: Page, url: string): Promise<{ body: T; total: number }> {
  const res = await page.request.get(url);
  if (!res.ok()) throw new Error(`${url}: ${res.status()}`);
  return { body: (await res.json()) as T, total: Number(res.headers()['x-total-count'] ?? -1) };
}

const apiPath = (path: string) => (url: URL) => url.pathname === path;

/**
 * Holds every answer of one API path until release() is called, so a loading state can be
 * asserted without timing guesses.
 */
export async function holdApi(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(apiPath(path), async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Answers one API path with a server error. */
export async function failApi(page: Page, path: string, method = 'GET') {
  await page.route(apiPath(path), (route) =>
    route.request().method() === method
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Interner Fehler"}' })
      : route.continue(),
  );
}

/** Rewrites the rows of one list path before the page sees them. */
export async function rewriteApi<T>(page: Page, path: string, rewrite: (rows: T[]) => T[]) {
  await page.route(apiPath(path), async (route) => {
    const res = await route.fetch();
    const rows = (await res.json()) as T[];
    await route.fulfill({ response: res, json: rewrite(rows) });
  });
}

/** The body rows of the page's table that are in the DOM (the virtualised ones only). */
export const bodyRows = (page: Page): Locator => page.locator('tbody tr');

/** The rendered data rows, without the 'Weitere werden geladen...' row of a next page. */
export const dataRows = (page: Page): Locator =>
  bodyRows(page).filter({ hasNotText: 'Weitere werden geladen...' });

export const rowWith = (page: Page, text: string | RegExp): Locator =>
  bodyRows(page).filter({ hasText: text });

/** The heading text of the list card once its count arrived, e.g. 'E-Mail Logs (5)'. */
export async function waitForHeading(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
}

/** Offsets of the list requests the page made to one path. */
export function trackOffsets(page: Page, path: string): number[] {
  const offsets: number[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname === path) offsets.push(Number(url.searchParams.get('offset') ?? 0));
  });
  return offsets;
}

/**
 * Scrolls the list to its end until every row of the filter is loaded (no 'next page' row is left),
 * and reports the most rows the DOM held meanwhile.
 */
export async function scrollToEnd(page: Page, total: number): Promise<number> {
  const table = page.locator('section[aria-label] table');
  let most = 0;
  for (let i = 0; i < 40; i++) {
    most = Math.max(most, await bodyRows(page).count());
    const before = await table.getAttribute('aria-rowcount');
    if (before === String(total + 1)) return most;
    await page.locator('section[aria-label]').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    // Waits for the next page's rows (the row count grows) rather than for a fixed time.
    await page.waitForFunction(
      (previous) =>
        document.querySelector('section[aria-label] table')?.getAttribute('aria-rowcount') !== previous,
      before,
      { timeout: 10_000 },
    );
  }
  throw new Error('Liste nicht vollständig geladen');
}
