import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { NARROW, screenshot, signIn, useBrowser } from './support';

const browser = useBrowser();
const PRAXIS = 'Zahnarztpraxis Dr. Weber';
const LINDNER = 'Kieferorthopädie Lindner';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Befehlspalette' });
const activeOption = (page: Page) => palette(page).locator('[role="option"][aria-selected="true"]');

/** Ctrl+K, the words, then Enter on the first hit once it is `expected`. */
async function runFromPalette(page: Page, words: string, expected: string) {
  await page.keyboard.press('Control+K');
  await palette(page).waitFor();
  await page.keyboard.type(words);
  await expect.poll(() => activeOption(page).textContent()).toContain(expected);
  await page.keyboard.press('Enter');
  await palette(page).waitFor({ state: 'detached' });
}

it('jumps to a company, a customer and a page, and runs actions, with the keyboard alone', async () => {
  const page = await browser.newPage();
  await signIn(page);
  // The palette lists companies and customers once they are loaded; under load a late answer
  // would move the options between the arrow keys below.
  await page.waitForLoadState('networkidle');

  // Opens from anywhere, the cursor in its search field; arrows move the choice, Esc closes.
  await page.keyboard.press('Control+K');
  await palette(page).waitFor();
  const field = page.getByRole('combobox', { name: 'Kunde, Seite oder Befehl suchen' });
  expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
  const first = await activeOption(page).textContent();
  await page.keyboard.press('ArrowDown');
  expect(await activeOption(page).textContent()).not.toBe(first);
  await page.keyboard.press('ArrowUp');
  expect(await activeOption(page).textContent()).toBe(first);
  await screenshot(page, 'palette-wide');
  await page.keyboard.press('Escape');
  await palette(page).waitFor({ state: 'detached' });

  // A company, found without its umlauts or case: its dashboard.
  await runFromPalette(page, 'zahnarztpraxis', PRAXIS);
  await page.waitForURL(/\/dashboard-new\/\d+$/);
  const praxisId = Number(new URL(page.url()).pathname.split('/').pop());

  // A customer of the selected company, found by a part of the name: the drawer opens.
  await runFromPalette(page, 'lindn', LINDNER);
  await page.waitForURL(new RegExp(`/customers-new/${praxisId}\\?customer=\\d+$`));
  await page.getByRole('dialog', { name: LINDNER }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: LINDNER }).waitFor({ state: 'detached' });

  // A page.
  await runFromPalette(page, 'bewertungen', 'Bewertungen');
  await page.waitForURL(`**/reviews-new/${praxisId}`);
  await page.getByRole('heading', { name: 'Bewertungen', exact: true }).waitFor();

  // 'Neuer Kunde' opens the header's form, its first field ready to type.
  await runFromPalette(page, 'neuer kunde', 'Neuer Kunde');
  const form = page.getByRole('dialog', { name: 'Neuer Kunde' });
  await form.waitFor();
  await expect.poll(() => form.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await form.waitFor({ state: 'detached' });

  // Nothing found says so.
  await page.keyboard.press('Control+K');
  await page.keyboard.type('xyzxyz');
  await palette(page).getByText('Keine Treffer für „xyzxyz“').waitFor();
  await page.keyboard.press('Escape');
});

it('opens from the header button on a phone; a click runs a command', async () => {
  const page = await browser.newPage(NARROW);
  await signIn(page);
  await page.getByRole('button', { name: /^Suchen und Befehle/ }).click();
  await palette(page).waitFor();
  for (const label of ['Neuer Kunde', 'Manueller Scan', 'Neue Firma', 'Kunden', 'Scan-Protokolle'])
    await palette(page).getByRole('option', { name: label, exact: true }).waitFor();
  await screenshot(page, 'palette-narrow');

  // A click runs a command as Enter does.
  await palette(page).getByRole('option', { name: 'Scan-Protokolle', exact: true }).click();
  await page.waitForURL('**/scan-logs');
});

it('offers a plain user no actions of managers', async () => {
  const admin = await browser.newPage();
  await signIn(admin);
  const created = await admin.request.post('/api/users', {
    data: { name: 'Pia Palette', email: 'pia@example.com', role: 'user', password: 'pia-passwort' },
  });
  expect(created.status()).toBe(201);
  const page = await browser.newPage();
  await signIn(page, 'pia@example.com', 'pia-passwort');
  await page.keyboard.press('Control+K');
  await palette(page).getByRole('option', { name: 'Kunden', exact: true }).waitFor();
  for (const label of ['Neuer Kunde', 'Manueller Scan', 'Neue Firma'])
    expect(await palette(page).getByRole('option', { name: label, exact: true }).count()).toBe(0);
});
