import { expect, it } from 'vitest';
import { failApi } from './activity-helpers';
import { NARROW, signInByApi, signInTo, useBrowser } from './support';

// Issue 19, the rest of the walk: what a person meets at the edges of the app.
const browser = useBrowser();

it("says 'Firma nicht gefunden' for an unknown company id, with a link to one that exists", async () => {
  const page = await browser.newPage();
  await signInTo(page, '/dashboard-new/999999');
  await page.getByRole('heading', { name: 'Firma nicht gefunden' }).waitFor();
  await page.getByText('Eine Firma mit der ID 999999 gibt es nicht').waitFor();
  // Not company 1's dashboard under the wrong id.
  expect(await page.getByText('Dashboard Übersicht').count()).toBe(0);
  const companies = (await (await page.request.get('/api/companies')).json()) as {
    id: number;
    name: string;
  }[];
  const first = companies.find((c) => c.id === 1) ?? companies[0];
  await page.getByRole('link', { name: `Weiter zu ${first.name}` }).click();
  await page.waitForURL(`**/dashboard-new/${first.id}`);
  await page.getByText('Dashboard Übersicht').waitFor();

  await page.goto('/reviews-new/999999');
  await page.getByRole('link', { name: `Weiter zu ${first.name}` }).click();
  await page.waitForURL(`**/reviews-new/${first.id}`);
});

it('shows toasts below the header on a phone, and load errors in German only', async () => {
  const page = await browser.newPage(NARROW);
  await signInByApi(page);
  await failApi(page, '/api/dashboard/1');
  await failApi(page, '/api/dashboard-stats/1');
  await page.goto('/dashboard-new/1');
  const alert = page.getByRole('alert').filter({ hasText: 'Die Kennzahlen konnten nicht geladen werden.' });
  await alert.waitFor();
  expect(await alert.textContent()).not.toMatch(/Failed|fetch|Technische Angabe/);

  // A notice (here the light/dark switch's neighbour: a failed logout) must not cover the header.
  await page.route(
    (url) => url.pathname === '/api/auth/logout',
    (route) => route.fulfill({ status: 500, body: '' }),
  );
  await page
    .getByRole('button', { name: /Admin|Benutzermenü/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  const toast = page.locator('[data-slot="toast"]').first();
  await toast.waitFor();
  expect(await toast.textContent()).toContain('Die Abmeldung ist fehlgeschlagen.');
  const header = await page.locator('header').first().boundingBox();
  const box = await toast.boundingBox();
  expect(header && box).toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await page.screenshot({ path: '/root/shots-walk/toast-390.png' });
});
