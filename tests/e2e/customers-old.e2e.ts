import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { NARROW, screenshot, signIn, signInTo, useBrowser } from './support';

const browser = useBrowser();
const badge = (page: Page, customer: string) =>
  page
    .getByRole('row', { name: new RegExp(customer) })
    .getByRole('cell')
    .nth(4);

it('shows the activity badges and (de)activates a customer', async () => {
  const page = await browser.newPage();
  await signInTo(page, '/customers/2');
  // Lindner's and Berger's latest reviews have 1 and 3 stars; Hafen is inactive (seed-activity.ts).
  await expect.poll(() => badge(page, 'Kieferorthopädie Lindner').textContent()).toBe('Negative Bewertung');
  await expect.poll(() => badge(page, 'Dentallabor Berger').textContent()).toBe('Negative Bewertung');
  await expect.poll(() => badge(page, 'Zahnklinik Hafen').textContent()).toBe('Inaktiv');

  await page.getByRole('button', { name: 'Zahnklinik Hafen aktivieren' }).click();
  await page.getByText('Kunde aktiviert').first().waitFor();
  await expect.poll(() => badge(page, 'Zahnklinik Hafen').textContent()).toBe('Negative Bewertung');
  await page.getByRole('button', { name: 'Zahnklinik Hafen deaktivieren' }).click();
  await page.getByText('Kunde deaktiviert').first().waitFor();
  await expect.poll(() => badge(page, 'Zahnklinik Hafen').textContent()).toBe('Inaktiv');

  // Company 1: 4 and 5 stars are 'Aktiv', no review 'Keine Bewertungen'; the search runs on the server.
  await page.goto('/customers/1');
  await page.getByLabel('Suchen...').fill('Bauer');
  await page.getByText('Seite 1 (10 Kunden)').waitFor();
  await expect.poll(() => badge(page, 'Hotel Bauer').textContent()).toBe('Aktiv');
  await expect.poll(() => badge(page, 'Metzgerei Bauer').textContent()).toBe('Keine Bewertungen');
  await expect.poll(() => badge(page, 'Physiotherapie Bauer').textContent()).toBe('Inaktiv');
  await screenshot(page, 'customers-old-wide');
});

it('follows the selected company and asks in the app dialog before deleting', async () => {
  const page = await browser.newPage();
  await signIn(page);
  const company = await (
    await page.request.post('/api/companies', { data: { name: 'Alte Seite GmbH' } })
  ).json();
  for (const name of ['Bleibt Kunde', 'Geht Kunde']) {
    const res = await page.request.post('/api/customers', {
      data: {
        companyId: company.id,
        name,
        email: 'x@example.de',
        googleMapsLink: 'https://maps.google.com/?cid=1',
      },
    });
    expect(res.status()).toBe(201);
  }

  // Without an id the old page goes to the selected company; choosing another changes the address.
  await page.goto('/customers');
  await page.waitForURL('**/customers/1');
  await page.getByRole('combobox', { name: 'Firma auswählen' }).click();
  await page.getByRole('option', { name: 'Alte Seite GmbH' }).click();
  await page.waitForURL(`**/customers/${company.id}`);
  await page.getByRole('row', { name: /Geht Kunde/ }).waitFor();

  // The app's own dialog asks (issue 19: no browser confirm()); 'Abbrechen' keeps the customer.
  const question = page.getByRole('alertdialog', { name: 'Kunde löschen' });
  await page.getByRole('button', { name: 'Geht Kunde löschen' }).click();
  await question.getByText('Sind Sie sicher, dass Sie diesen Kunden löschen möchten?').waitFor();
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await question.waitFor({ state: 'detached' });
  await page.getByRole('row', { name: /Geht Kunde/ }).waitFor();
  await page.getByRole('button', { name: 'Geht Kunde löschen' }).click();
  await question.getByRole('button', { name: 'Löschen' }).click();
  await page.getByText('Kunde gelöscht').first().waitFor();
  await page.getByRole('row', { name: /Geht Kunde/ }).waitFor({ state: 'detached' });
  await page.getByRole('row', { name: /Bleibt Kunde/ }).waitFor();
});

it('shows cards instead of the wide table on a phone, without sideways scrolling', async () => {
  const page = await browser.newPage(NARROW);
  await signInTo(page, '/customers/2');
  const card = page.getByRole('listitem').filter({ hasText: 'Kieferorthopädie Lindner' });
  await card.getByText('Negative Bewertung').waitFor();
  await card.getByText('+49 40 555 0101').waitFor();
  await card.getByRole('button', { name: 'Kieferorthopädie Lindner bearbeiten' }).waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'customers-old-narrow');
});
