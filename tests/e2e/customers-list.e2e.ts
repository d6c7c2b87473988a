import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { E2E_MAX_PRICE, E2E_MIN_PRICE } from './seed-customers';
import { NARROW, screenshot, signIn, signInTo, useBrowser } from './support';

// Read-only on the seeded company 1 (150 customers; reviews and e-mails from seed-activity.ts).
const browser = useBrowser();
const firstRowName = (page: Page) => page.getByRole('row').nth(1).locator('td .font-medium').first();
const pageLabel = (page: Page) => page.getByText(/^Seite \d+ \(\d+ Kunden\)$/);

it('sorts on the server, searches all pages and pages by 100', async () => {
  const page = await browser.newPage();
  await signIn(page);
  // Hold the first answer until the skeleton has been seen.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/customers?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/customers-new/1');
  await page.getByRole('status', { name: 'Kunden werden geladen' }).waitFor();
  release(); // later requests pass straight through the route
  await pageLabel(page).filter({ hasText: 'Seite 1 (100 Kunden)' }).waitFor();
  await expect.poll(() => firstRowName(page).textContent()).toBe('Apotheke Bauer');

  const header = (name: string) => page.getByRole('columnheader', { name });
  await page.getByRole('button', { name: 'Kunde', exact: true }).click();
  await expect.poll(() => firstRowName(page).textContent()).toBe('Restaurant Zimmermann');
  expect(await header('Kunde').getAttribute('aria-sort')).toBe('descending');

  await page.getByRole('button', { name: 'Preis/Rezension' }).click();
  await page.getByRole('row').nth(1).getByText(E2E_MIN_PRICE).waitFor();
  expect(await header('Preis/Rezension').getAttribute('aria-sort')).toBe('ascending');
  await page.getByRole('button', { name: 'Preis/Rezension' }).click();
  await page.getByRole('row').nth(1).getByText(E2E_MAX_PRICE).waitFor();

  for (const [label, key] of [
    ['Letzte E-Mail', 'lastEmail'],
    ['Letzte Rezension', 'lastReview'],
  ]) {
    const request = page.waitForRequest((r) => r.url().includes(`sort=${key}&dir=asc`));
    await page.getByRole('button', { name: label }).click();
    await request;
    expect(await header(label).getAttribute('aria-sort')).toBe('ascending');
  }

  await page.getByRole('button', { name: 'Kunde', exact: true }).click();
  await expect.poll(() => firstRowName(page).textContent()).toBe('Apotheke Bauer');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await pageLabel(page)
    .filter({ hasText: /^Seite 2 \(/ })
    .waitFor();
  const second = Number(/\((\d+) Kunden\)/.exec((await pageLabel(page).textContent()) ?? '')?.[1]);
  expect(second).toBeGreaterThan(0);
  expect(second).toBeLessThan(100);
  expect(await page.getByRole('button', { name: 'Weiter' }).isDisabled()).toBe(true);
  await page.getByRole('row', { name: /Restaurant Zimmermann/ }).waitFor();

  // The search is global: from page 2 it finds customers of every page, by name or phone.
  await page.getByLabel('Suchen...').fill('zimmermann');
  await pageLabel(page).filter({ hasText: 'Seite 1 (10 Kunden)' }).waitFor();
  await page.getByRole('row', { name: /Apotheke Zimmermann/ }).waitFor();
  await page.getByLabel('Suchen...').fill('4000000');
  await pageLabel(page).filter({ hasText: 'Seite 1 (1 Kunden)' }).waitFor();
  await expect.poll(() => firstRowName(page).textContent()).toBe('Apotheke Bauer');
  await page.getByLabel('Suchen...').fill('gibt es nicht');
  await page.getByText('Keine Kunden gefunden').waitFor();
  await page.getByLabel('Suchen...').fill('');
  await pageLabel(page).filter({ hasText: 'Seite 1 (100 Kunden)' }).waitFor();
  await page
    .getByRole('row', { name: /Hotel Bauer/ })
    .getByText('@Heute 5')
    .waitFor();
  await screenshot(page, 'customers-wide');
  // The narrowest table (xl, beside the full sidebar) and the two-column cards just below it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('table').waitFor();
  await page.screenshot({ path: 'tests/e2e/screenshots/customers-xl.png' });
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.getByRole('article', { name: 'Apotheke Bauer' }).waitFor();
  await page.screenshot({ path: 'tests/e2e/screenshots/customers-lg.png' });
});

it('shows cards with the counts and asks the short question on small screens', async () => {
  const page = await browser.newPage(NARROW);
  await signInTo(page, '/customers-new/1');
  const card = page.getByRole('article', { name: 'Apotheke Bauer' });
  await card.waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  await card.getByText(/^\d+ Rezensionen$/).waitFor();
  await card.getByText(/^\d+ E-Mails$/).waitFor();
  for (const name of ['Neue Firma', 'Neuer Kunde', 'Firma bearbeiten']) {
    await page.getByRole('button', { name, exact: true }).waitFor();
  }
  await screenshot(page, 'customers-narrow');

  await card.getByRole('button', { name: 'Apotheke Bauer löschen' }).click();
  await page.getByRole('alertdialog').getByText('"Apotheke Bauer" löschen?', { exact: true }).waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Abbrechen' }).click();
  await card.waitFor();
});
