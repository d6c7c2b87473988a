import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  apiGet,
  bodyRows,
  companyIdByName,
  failApi,
  holdApi,
  rowWith,
  scrollToEnd,
  trackOffsets,
  waitForHeading,
} from './activity-helpers';
import { E2E_ACTIVITY } from './seed-activity';
import { NARROW, openCompanyPage, screenshot, signIn, signInByApi, useBrowser } from './support';

const browser = useBrowser();
const { praxis } = E2E_ACTIVITY;

const PRAXIS = 'Zahnarztpraxis Dr. Weber';

async function chooseRating(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Bewertung filtern' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A Berlin calendar day `days` back, as the date input takes it. */
const berlinDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() - days * 86_400_000),
  );

it('lists the active reviews with stars, type badges and German fallbacks, and filters them on the server', async () => {
  const { page } = await openCompanyPage(browser, PRAXIS, '/reviews-new');
  await page.getByRole('heading', { name: 'Bewertungen' }).waitFor();
  await waitForHeading(page, `Aktive Bewertungen (${praxis.activeReviews})`);
  const headers = await page.locator('thead th').allTextContents();
  expect(headers).toEqual([
    'Kunde',
    'Benutzer',
    'Sterne',
    'Typ',
    'Text',
    'Datum',
    'Erkannt',
    'Löschchance',
    'Aktion',
  ]);

  const erika = rowWith(page, 'Erika Mustermann');
  expect(await erika.getByRole('img').getAttribute('aria-label')).toBe('1 von 5 Sternen');
  expect(await erika.locator('td').nth(3).textContent()).toContain('Negativ');
  expect(await erika.locator('td').nth(0).textContent()).toContain('Kieferorthopädie Lindner');
  expect(await rowWith(page, 'Jonas Weiß').locator('td').nth(3).textContent()).toContain('Neutral');
  expect(await rowWith(page, 'Lena Sonnenschein').locator('td').nth(3).textContent()).toContain('Positiv');
  const max = rowWith(page, 'Max Beispiel');
  expect(await max.locator('td').nth(4).textContent()).toBe('Keine Bewertung verfügbar');
  expect(await max.locator('td').nth(5).textContent()).toBe('-');
  expect(await rowWith(page, 'Klara Kurz').locator('td').nth(4).textContent()).toBe(
    'Keine Bewertung verfügbar',
  );
  expect(await erika.locator('td').nth(6).textContent()).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  await screenshot(page, 'reviews-new-wide');

  await chooseRating(page, 'Negativ (1-3)');
  await waitForHeading(page, 'Aktive Bewertungen (4)');
  await chooseRating(page, 'Positiv (4-5)');
  await waitForHeading(page, 'Aktive Bewertungen (2)');
  await chooseRating(page, '5 Sterne');
  await waitForHeading(page, 'Aktive Bewertungen (1)');
  await chooseRating(page, 'Alle Bewertungen');

  const search = page.getByLabel('Suche nach Benutzer, Text oder Kunde...');
  await search.fill('KAFFEE');
  await waitForHeading(page, 'Aktive Bewertungen (1)');
  await rowWith(page, 'Erika Mustermann').waitFor();
  await search.fill('Zahnklinik');
  await waitForHeading(page, 'Aktive Bewertungen (2)');
  await search.fill('gibt es nicht');
  await page.getByText('Keine Bewertungen gefunden').waitFor();
  await search.fill('');

  // Review dates from 15 days ago on: the 40-day-old one and the one without a date drop out.
  // Typed the German way, the same in every browser (not the browser's own date field).
  const from = page.getByLabel('Ab Datum', { exact: true });
  const german = (iso: string) => iso.split('-').reverse().join('.');
  await from.fill(german(berlinDay(15)));
  await from.press('Enter');
  await waitForHeading(page, 'Aktive Bewertungen (4)');
  expect(await rowWith(page, 'Peter Alt').count()).toBe(0);
  await from.fill('31.02.2026');
  await from.press('Enter');
  await page.getByText('Bitte als TT.MM.JJJJ eingeben').waitFor();
  await page.getByRole('button', { name: 'Ab Datum löschen' }).click();
  await waitForHeading(page, `Aktive Bewertungen (${praxis.activeReviews})`);
  // The calendar: weeks start on Monday, the arrow keys move, Enter picks.
  await page.getByRole('button', { name: 'Kalender öffnen' }).click();
  const month = page.getByRole('table', { name: /^\S+ \d{4}$/ });
  expect(await month.getByRole('columnheader').allTextContents()).toEqual([
    'Mo',
    'Di',
    'Mi',
    'Do',
    'Fr',
    'Sa',
    'So',
  ]);
  // 'Ab Datum' offers no future days (issue 19): tomorrow is not pickable, the arrow stays on today.
  const tomorrow = month.locator(`[data-day="${berlinDay(-1)}"]`);
  if (await tomorrow.count()) expect(await tomorrow.isDisabled()).toBe(true);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => from.inputValue()).toBe(german(berlinDay(0)));
  // A typed future day is said, not applied; a text that is no date is said too.
  await from.fill(german(berlinDay(-3)));
  await from.press('Enter');
  await page.getByText(`Bitte ein Datum bis ${german(berlinDay(0))} wählen`).waitFor();
  await from.fill('gestern');
  await from.press('Enter');
  await page.getByText('Datum nicht erkannt – bitte als TT.MM.JJJJ eingeben').waitFor();
});

it('archives a review, shows it in the archive and restores it', async () => {
  const { page } = await openCompanyPage(browser, PRAXIS, '/reviews-new');
  await waitForHeading(page, `Aktive Bewertungen (${praxis.activeReviews})`);
  await rowWith(page, 'Erika Mustermann').getByRole('button', { name: 'Archivieren' }).click();
  await page.getByText('Bewertung archiviert').first().waitFor();
  await waitForHeading(page, `Aktive Bewertungen (${praxis.activeReviews - 1})`);
  expect(await rowWith(page, 'Erika Mustermann').count()).toBe(0);

  await page.getByRole('button', { name: 'Archiv', exact: true }).click();
  await waitForHeading(page, `Archivierte Bewertungen (${praxis.archivedReviews + 1})`);
  await rowWith(page, 'Erika Mustermann').getByRole('button', { name: 'Wiederherstellen' }).click();
  await page.getByText('Bewertung wiederhergestellt').first().waitFor();
  await waitForHeading(page, `Archivierte Bewertungen (${praxis.archivedReviews})`);

  await page.getByRole('button', { name: 'Aktiv', exact: true }).click();
  await waitForHeading(page, `Aktive Bewertungen (${praxis.activeReviews})`);
  await rowWith(page, 'Erika Mustermann').waitFor();
});

it('takes an archive back with Rückgängig in its notice', async () => {
  const { page } = await openCompanyPage(browser, PRAXIS, '/reviews-new');
  await waitForHeading(page, `Aktive Bewertungen (${praxis.activeReviews})`);
  await rowWith(page, 'Lena Sonnenschein').getByRole('button', { name: 'Archivieren' }).click();
  await waitForHeading(page, `Aktive Bewertungen (${praxis.activeReviews - 1})`);
  await page.getByRole('button', { name: 'Rückgängig' }).click();
  await page.getByText('Rückgängig gemacht').first().waitFor();
  await waitForHeading(page, `Aktive Bewertungen (${praxis.activeReviews})`);
  await rowWith(page, 'Lena Sonnenschein').waitFor();
});

it('reports a failed archive with docs/product.md text', async () => {
  const { page } = await openCompanyPage(browser, PRAXIS, '/reviews-new');
  await waitForHeading(page, `Aktive Bewertungen (${praxis.activeReviews})`);
  const row = rowWith(page, 'Lena Sonnenschein');
  await page.route(/\/api\/reviews\/\d+\/archive$/, (route) => route.fulfill({ status: 500, body: '' }));
  await row.getByRole('button', { name: 'Archivieren' }).click();
  // German only (issue 19): no '(Failed to archive review)' behind the sentence.
  const notice = page.getByText(/^Die Bewertung konnte nicht archiviert werden\./).first();
  await notice.waitFor();
  expect(await notice.textContent()).toBe('Die Bewertung konnte nicht archiviert werden.');
  await page.getByText('Fehler', { exact: true }).first().waitFor();
  await waitForHeading(page, `Aktive Bewertungen (${praxis.activeReviews})`);
});

it('shows the loading, failure and empty texts', async () => {
  const page = await browser.newPage();
  await signInByApi(page);
  const release = await holdApi(page, '/api/reviews');
  await page.goto('/reviews-new/1');
  await page.getByText('Lade Bewertungen...').waitFor();
  release();
  await page.getByText(/^Aktive Bewertungen \(\d+\)$/).waitFor();

  await page.unrouteAll();
  await failApi(page, '/api/reviews');
  await page.reload();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Die Bewertungen konnten nicht geladen werden.' })
    .waitFor();

  await page.unrouteAll();
  const empty = await companyIdByName(page, 'Leere Firma GmbH');
  await page.goto(`/reviews-new/${empty}`);
  await page.getByText('Noch keine Bewertungen vorhanden').waitFor();
  await page.getByRole('button', { name: 'Archiv', exact: true }).click();
  await page.getByText('Keine archivierten Bewertungen vorhanden').waitFor();
});

it('keeps few rows in the DOM and pages through hundreds of reviews', async () => {
  const page = await browser.newPage();
  await signIn(page);
  const offsets = trackOffsets(page, '/api/reviews');
  const { total } = await apiGet(page, '/api/reviews?companyId=1&limit=1');
  expect(total).toBeGreaterThan(E2E_ACTIVITY.bulkReviews - 20);
  await page.goto('/reviews-new/1');
  await waitForHeading(page, `Aktive Bewertungen (${total})`);
  expect(await bodyRows(page).count()).toBeLessThan(40);

  const most = await scrollToEnd(page, total);
  expect(most).toBeLessThan(60);
  expect(offsets).toEqual(expect.arrayContaining([0, 100, 200, 300]));
  // The oldest review of the bulk customer is the last row.
  await bodyRows(page).last().waitFor();
  await screenshot(page, 'reviews-new-scrolled');
});

it('shows the reviews as cards on small screens', async () => {
  const { page } = await openCompanyPage(browser, PRAXIS, '/reviews-new', NARROW);
  await waitForHeading(page, `Aktive Bewertungen (${praxis.activeReviews})`);
  await rowWith(page, 'Erika Mustermann').getByRole('button', { name: 'Archivieren' }).waitFor();
  expect(await page.locator('thead').isVisible()).toBe(false);
  await screenshot(page, 'reviews-new-narrow');
});

it('searches and filters the simple review list by stars', async () => {
  const { page } = await openCompanyPage(browser, PRAXIS, '/reviews');
  await waitForHeading(page, `Bewertungen (${praxis.activeReviews})`);
  expect(await page.locator('thead th').allTextContents()).toEqual([
    'Benutzer',
    'Bewertung',
    'Text',
    'Bewertungsdatum',
    'Erkannt am',
  ]);
  expect(await rowWith(page, 'Max Beispiel').locator('td').nth(2).textContent()).toBe(
    'Keine Bewertung verfügbar',
  );
  await screenshot(page, 'reviews-wide');
  await chooseRating(page, '1 Stern');
  await waitForHeading(page, 'Bewertungen (1)');
  await rowWith(page, 'Erika Mustermann').waitFor();
  await chooseRating(page, 'Alle Sterne');
  await page.getByLabel('Suche nach Benutzer oder Text...').fill('beratung');
  await waitForHeading(page, 'Bewertungen (1)');
  await rowWith(page, 'Lena Sonnenschein').waitFor();

  const { page: narrow } = await openCompanyPage(browser, PRAXIS, '/reviews', NARROW);
  await waitForHeading(narrow, `Bewertungen (${praxis.activeReviews})`);
  await screenshot(narrow, 'reviews-narrow');
});
