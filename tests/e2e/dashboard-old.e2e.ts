import { expect, it } from 'vitest';
import { NARROW, screenshot, signIn, signInTo, useBrowser } from './support';

const browser = useBrowser();

it('shows the stats and the customer table of the company and follows company changes', async () => {
  const page = await browser.newPage();
  await signIn(page);
  const companies = (await (await page.request.get('/api/companies')).json()) as {
    id: number;
    name: string;
  }[];
  const dental = companies.find((c) => c.name === 'Zahnarztpraxis Dr. Weber')!;
  const stats = await (await page.request.get(`/api/dashboard-stats/${dental.id}`)).json();

  await page.goto(`/dashboard/${dental.id}`);
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  await page.getByText('Übersicht für Zahnarztpraxis Dr. Weber').waitFor();
  await page.getByText('Kunden Übersicht').waitFor();
  const activeCard = page.getByText('Aktive Kunden').locator('..');
  await activeCard.getByText(String(stats.activeCustomers), { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Neuer Kunde' }).first().waitFor();
  await page.getByRole('button', { name: 'Firma bearbeiten' }).first().waitFor();
  await screenshot(page, 'dashboard-old-wide');

  // A 'companyChanged' event from anywhere switches the company shown.
  const other = companies.find((c) => c.id !== dental.id && c.name === 'Autohaus Müller GmbH')!;
  await page.evaluate(
    (id) => window.dispatchEvent(new CustomEvent('companyChanged', { detail: id })),
    other.id,
  );
  await page.getByText('Übersicht für Autohaus Müller GmbH').waitFor();

  // The customer modal opens from the page's table (adding is the header's 'Neuer Kunde').
  await page
    .getByRole('main')
    .getByRole('button', { name: / bearbeiten$/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Kunde bearbeiten' }).waitFor();
  expect(await page.getByRole('dialog').getByText('Name *').count()).toBeGreaterThan(0);
});

it('fits a narrow screen', async () => {
  const page = await browser.newPage(NARROW);
  await signInTo(page, '/dashboard/1');
  await page.getByText('Kunden Übersicht').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'dashboard-old-narrow');
});
