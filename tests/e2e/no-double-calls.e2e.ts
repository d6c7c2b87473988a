import type { Page } from 'playwright-core';
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

/** Every API request of one full load of `path`, until the network has been quiet for a while. */
async function apiCallsOfLoad(page: Page, path: string) {
  const calls: string[] = [];
  const record = (request: { method(): string; url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on('request', record);
  try {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Chunks loaded late (charts, the bell) may ask once more after the first quiet moment.
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', record);
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
