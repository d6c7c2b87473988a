import { expect, it } from 'vitest';
import { screenshot, signIn, useBrowser } from './support';

const browser = useBrowser();

// The shared e2e database has companies, so the list is answered empty here, as on a fresh install.
it('invites the operator to create the first company instead of showing errors', async () => {
  const page = await browser.newPage();
  await page.route('**/api/companies', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue(),
  );
  await signIn(page);
  await page.getByRole('heading', { name: 'Noch keine Firma vorhanden' }).waitFor();
  expect(await page.getByText('Daten konnten nicht geladen werden.').count()).toBe(0);
  await page.getByRole('button', { name: 'Erste Firma anlegen' }).click();
  await page.getByRole('dialog').waitFor();
  await screenshot(page, 'first-run');
});
