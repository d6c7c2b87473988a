import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { NARROW, screenshot, signIn, signInTo, useBrowser } from './support';

const browser = useBrowser();

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
/** The page's background lightness, 0 (black) to 255 (white), from the computed colour. */
const backgroundLightness = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.fillStyle = getComputedStyle(document.body).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
    return (r + g + b) / 3;
  });

async function chooseTheme(page: Page, label: 'Hell' | 'Dunkel' | 'Wie System') {
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

it('follows the system setting until the user menu fixes light or dark, across reloads', async () => {
  const page = await browser.newPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page);
  expect(await isDark(page)).toBe(true);
  expect(await backgroundLightness(page)).toBeLessThan(60);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isDark(page)).toBe(false);
  expect(await backgroundLightness(page)).toBeGreaterThan(200);

  await chooseTheme(page, 'Dunkel');
  expect(await isDark(page)).toBe(true);
  await page.reload();
  await page.getByRole('heading', { name: 'Dashboard Übersicht' }).waitFor();
  expect(await isDark(page)).toBe(true);
  await page.getByRole('button', { name: 'Admin' }).click();
  expect(await page.getByRole('menuitemradio', { name: 'Dunkel' }).getAttribute('aria-checked')).toBe('true');
  await page.keyboard.press('Escape');
  await screenshot(page, 'dashboard-dark-wide');

  await chooseTheme(page, 'Wie System');
  expect(await isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => isDark(page)).toBe(true);
  await chooseTheme(page, 'Hell');
  expect(await isDark(page)).toBe(false);
});

it('reads well in dark on a phone: the customer list', async () => {
  const page = await browser.newPage(NARROW);
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInTo(page, '/customers-new/2');
  await page.getByText('Kieferorthopädie Lindner').first().waitFor();
  expect(await isDark(page)).toBe(true);
  await screenshot(page, 'customers-dark-narrow');
});
