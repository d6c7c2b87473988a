import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { waitForHeading } from './activity-helpers';
import { openCompanyPage, signInTo, useBrowser } from './support';

const browser = useBrowser();
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

const PRAXIS = 'Zahnarztpraxis Dr. Weber';

it('keeps the reviews view, search and rating in the address: reload, back and a shared link', async () => {
  const { page } = await openCompanyPage(browser, PRAXIS, '/reviews-new');
  const search = page.getByLabel('Suche nach Benutzer, Text oder Kunde...');
  const rating = page.getByRole('combobox', { name: 'Bewertung filtern' });

  await search.fill('Zahnklinik');
  await waitForHeading(page, 'Aktive Bewertungen (2)');
  await expect.poll(() => param(page, 'q')).toBe('Zahnklinik');
  await rating.click();
  await page.getByRole('option', { name: 'Negativ (1-3)', exact: true }).click();
  await waitForHeading(page, 'Aktive Bewertungen (1)');
  expect(param(page, 'rating')).toBe('negative');

  await page.reload();
  await waitForHeading(page, 'Aktive Bewertungen (1)');
  expect(await search.inputValue()).toBe('Zahnklinik');
  expect(await rating.textContent()).toContain('Negativ (1-3)');

  // Back takes the rating away, the search stays (typing made no history entries of its own).
  await page.goBack();
  await waitForHeading(page, 'Aktive Bewertungen (2)');
  expect(param(page, 'rating')).toBeNull();
  expect(await search.inputValue()).toBe('Zahnklinik');

  await page.getByRole('button', { name: 'Archiv', exact: true }).click();
  await expect.poll(() => param(page, 'view')).toBe('archive');
  await page.getByText(/^Archivierte Bewertungen \(\d+\)$/).waitFor();

  // The address alone, in a new tab: the same view; nonsense values fall back to the defaults.
  const shared = await browser.newPage();
  await signInTo(shared, page.url());
  await shared.getByText(/^Archivierte Bewertungen \(\d+\)$/).waitFor();
  expect(await shared.getByLabel('Suche nach Benutzer, Text oder Kunde...').inputValue()).toBe('Zahnklinik');
  await shared.goto(`${new URL(page.url()).pathname}?rating=7&from=gestern`);
  await shared.getByText(/^Aktive Bewertungen \(\d+\)$/).waitFor();
  expect(await shared.getByRole('combobox', { name: 'Bewertung filtern' }).textContent()).toContain(
    'Alle Bewertungen',
  );
});

it('keeps the e-mail log search and an open e-mail in the address', async () => {
  const { page } = await openCompanyPage(browser, PRAXIS, '/email-logs-new');
  const search = page.getByLabel('Suche nach Kunde, Betreff oder Inhalt...');
  await search.fill('dentallabor-berger.de');
  await waitForHeading(page, 'E-Mail Logs (2)');
  await expect.poll(() => param(page, 'q')).toBe('dentallabor-berger.de');

  await page
    .getByRole('link', { name: /^E-Mail „.*“ anzeigen$/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  expect(param(page, 'log')).not.toBeNull();
  await page.reload();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect(param(page, 'log')).toBeNull();
  expect(param(page, 'q')).toBe('dentallabor-berger.de');
  expect(await search.inputValue()).toBe('dentallabor-berger.de');
  await waitForHeading(page, 'E-Mail Logs (2)');
});
