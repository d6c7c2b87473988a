import type { Page, Request } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { signIn, useBrowser } from './support';

// Issue 35 point 9: no call is made twice while one page loads (the same method and URL).
const browser = useBrowser();

/** The operator pages, as the sidebar names them. */
const pages: [name: string, path: string][] = [
  ['Dashboard', '/'],
  ['Kunden', '/customers-new/1'],
  ['Bewertungen', '/reviews-new/1'],
  ['E-Mail Logs', '/email-logs-new/1'],
  ['Scan-Protokolle', '/scan-logs'],
  ['Löschaufträge', '/removals-new/1'],
  ['Rechnungen', '/invoices-new/1'],
  ['Wiedervorlagen', '/follow-ups'],
  ['Antworten', '/replies-new/1'],
  ['Einstellungen', '/settings-new/1'],
  ['Automatisierung', '/automation-new/1'],
  ['Benutzer', '/users'],
];

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

/**
 * Every API request of one full load of `path`, until no API call has been open for a second.
 * Not 'networkidle': a page may hold other requests open (an image of an unreachable host).
 */
async function apiCallsOfLoad(page: Page, path: string) {
  const calls: string[] = [];
  let open = 0;
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (!isApi(request)) return;
    const url = new URL(request.url());
    calls.push(`${request.method()} ${url.pathname}${url.search}`);
    open += 1;
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (!isApi(request)) return;
    open -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path);
    await page.waitForLoadState('load');
    // Chunks loaded late (charts, the bell) ask after the first answers: a quiet second, at most 20 s.
    const deadline = Date.now() + 20_000;
    while ((open > 0 || Date.now() - lastChange < 1000) && Date.now() < deadline)
      await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  return calls;
}

let page: Page;
beforeAll(async () => {
  page = await browser.newPage();
  await signIn(page);
  // The signed-in dashboard's late calls (the bell loads after the first paint) are not the next page's.
  await page.waitForLoadState('networkidle');
});

for (const [name, path] of pages) {
  it(`asks the server for nothing twice while ${name} (${path}) loads`, async () => {
    const calls = await apiCallsOfLoad(page, path);
    expect(calls.length, 'no API call at all').toBeGreaterThan(0);
    expect(calls.filter((call, i) => calls.indexOf(call) !== i)).toEqual([]);
  });
}
