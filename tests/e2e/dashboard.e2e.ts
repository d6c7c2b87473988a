import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiGet, companyIdByName, failApi, holdApi } from './activity-helpers';
import { E2E_ACTIVITY } from './seed-activity';
import { NARROW, screenshot, signIn, signInByApi, useBrowser } from './support';

const browser = useBrowser();

const cardValue = (page: Page, label: string) =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('p')
    .nth(1);

async function statValues(page: Page) {
  return Promise.all(
    ['Aktive Kunden', 'Neue Rezensionen (Heute)', 'E-Mails heute', 'Potentielle Einnahmen'].map((label) =>
      cardValue(page, label).textContent(),
    ),
  );
}

it("shows today's numbers, the newest customers and the 30-day chart of a company", async () => {
  const page = await browser.newPage();
  await signInByApi(page);
  const id = await companyIdByName(page, 'Zahnarztpraxis Dr. Weber');
  await page.goto(`/dashboard-new/${id}`);
  await page.getByRole('heading', { name: 'Dashboard Übersicht' }).waitFor();
  await page.getByText('Verwaltung für die ausgewählte Firma').waitFor();
  await page.getByText('Kunden in der Pipeline').waitFor();
  await page.getByText('Automatische Benachrichtigungen').waitFor();

  // Pipeline statuses belong to the customer pages' tests, so that number comes from the API.
  const { body: stats } = await apiGet<{ activeCustomers: number }>(page, `/api/dashboard-stats/${id}`);
  const { praxis } = E2E_ACTIVITY;
  await cardValue(page, 'Potentielle Einnahmen').getByText(praxis.potentialRevenue).waitFor();
  expect(await statValues(page)).toEqual([
    String(stats.activeCustomers),
    String(praxis.todayReviews),
    String(praxis.emailsSentToday),
    praxis.potentialRevenue,
  ]);

  const recent = page.getByRole('list', { name: 'Neueste Kunden' });
  await recent.getByText('Dentallabor Berger').waitFor();
  for (const name of ['Kieferorthopädie Lindner', 'Zahnklinik Hafen']) await recent.getByText(name).waitFor();
  await recent.locator('li', { hasText: 'Dentallabor Berger' }).getByText('Angerufen').waitFor();

  // The chart draws once it comes near the viewport (WhenVisible), as a person scrolls to it.
  const chart = page.getByRole('figure', { name: 'Aktivität der letzten 30 Tage' });
  await chart.scrollIntoViewIfNeeded();
  await chart.locator('.recharts-surface').first().waitFor();
  for (const name of ['Negativ', 'Positiv', 'E-Mails gesendet'])
    await chart.getByText(name, { exact: true }).waitFor();
  const ticks = await chart.locator('.recharts-xAxis-tick-labels text').allTextContents();
  expect(ticks.length).toBeGreaterThan(3);
  for (const tick of ticks) expect(tick).toMatch(/^\d\d\.\d\d\.$/);
  await chart.getByText('Anzahl').waitFor();
  // The tooltip of today (the right-most day) reads like the legend, in its order.
  const grid = await chart.locator('.recharts-cartesian-grid').boundingBox();
  if (!grid) throw new Error('Kein Diagrammraster');
  await page.mouse.move(grid.x + grid.width * (1 - 1 / 60), grid.y + grid.height / 2);
  const tooltip = chart.locator('.recharts-tooltip-item');
  await tooltip.first().waitFor();
  expect((await tooltip.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
    'Negativ: 3',
    'Positiv: 1',
    'E-Mails gesendet: 2',
  ]);
  await page.getByText('Heute neu erkannte Bewertungen, alle Scans').waitFor();
  await screenshot(page, 'dashboard-wide');
});

it('shows four placeholders while loading, then zeros for a company without data', async () => {
  const page = await browser.newPage();
  await signIn(page);
  const id = await companyIdByName(page, 'Leere Firma GmbH');
  // The page's one summary request (decision 069) brings the stats.
  const release = await holdApi(page, `/api/dashboard/${id}`);
  await page.goto(`/dashboard-new/${id}`);
  await page.getByRole('heading', { name: 'Dashboard Übersicht' }).waitFor();
  expect(await page.getByTestId('stat-card-skeleton').count()).toBe(4);
  release();
  await cardValue(page, 'Potentielle Einnahmen').getByText('€ 0,00').waitFor();
  expect(await statValues(page)).toEqual(['0', '0', '0', '€ 0,00']);
  await page.getByText('Noch keine Kunden vorhanden').waitFor();
  // No empty chart with a made-up axis.
  await page.getByText('Noch keine Aktivität').waitFor();
  expect(await page.locator('.recharts-surface').count()).toBe(0);
});

it('shows the fetch failure of the stats', async () => {
  const page = await browser.newPage();
  await signIn(page);
  // Without the summary (decision 069) the cards ask their own endpoint, which fails too.
  await failApi(page, '/api/dashboard/1');
  await failApi(page, '/api/dashboard-stats/1');
  await page.goto('/dashboard-new/1');
  const alert = page.getByRole('alert').filter({ hasText: 'Die Kennzahlen konnten nicht geladen werden.' });
  await alert.waitFor();
  // German only (issue 19): what failed and the server's message; no 'Technische Angabe: Failed to …'.
  expect(await alert.locator('p').allTextContents()).toEqual([
    'Die Kennzahlen konnten nicht geladen werden.',
    'Interner Fehler',
  ]);
  // No zeros that look like data.
  expect(await statValues(page)).toEqual(['–', '–', '–', '–']);
  await page.unrouteAll();
  await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
  await alert.waitFor({ state: 'detached' });
  expect((await statValues(page)).every((v) => v !== '–')).toBe(true);
});

/** Whether any script the page loaded carries recharts (its SVG class name is a string literal in it). */
async function loadedRecharts(page: Page, scripts: string[]) {
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  return bodies.some((js) => js.includes('recharts-surface'));
}

function trackScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  return scripts;
}

it('loads the chart library only with the dashboard chart', async () => {
  const page = await browser.newPage();
  await signIn(page);
  // The dashboard's own chart code (asked for when it mounts, decision 069) is not the next page's.
  await page.waitForLoadState('networkidle');
  const scripts = trackScripts(page);
  await page.goto('/reviews-new/1');
  await page.getByText(/^Aktive Bewertungen \(\d+\)$/).waitFor();
  expect(scripts.length).toBeGreaterThan(0);
  expect(await loadedRecharts(page, scripts)).toBe(false);

  const dashboard = await browser.newPage(NARROW);
  await signIn(dashboard);
  const chartScripts = trackScripts(dashboard);
  await dashboard.reload();
  // Below the first screen on a phone: the chart draws once scrolled near (WhenVisible).
  await dashboard.getByRole('figure', { name: 'Aktivität der letzten 30 Tage' }).scrollIntoViewIfNeeded();
  await dashboard.locator('.recharts-surface').first().waitFor();
  expect(await loadedRecharts(dashboard, chartScripts)).toBe(true);
  await cardValue(dashboard, 'Aktive Kunden').waitFor();
  await screenshot(dashboard, 'dashboard-narrow');
});

it('asks for the companies once when a page opens, and again on the next page', async () => {
  const page = await browser.newPage();
  await signIn(page);
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/companies') paths.push(new URL(page.url()).pathname);
  });
  await page.reload();
  await page.getByRole('heading', { name: 'Dashboard Übersicht' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(paths).toHaveLength(1);

  // The list is always stale (docs/product.md §9): the next page that reads it fetches it again, once.
  await page.getByRole('link', { name: 'Automatisierung' }).click();
  await page.getByRole('heading', { name: 'Automatisierung', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(paths).toHaveLength(2);
  await page.close();
});
