// The operator's everyday defects of issue 10 that are fixed so far: each as a person would meet it.
import { expect, it } from 'vitest';
import { companyIdByName } from './activity-helpers';
import { E2E_ADMIN } from './constants';
import { screenshot, signInByApi, signInTo, useBrowser } from './support';

const browser = useBrowser();

it('puts the cursor in the e-mail field and names every tab by page and company', async () => {
  const page = await browser.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Anmelden' }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
  expect(await page.title()).toBe('Anmelden · Bewertungsmanager');
  await page.keyboard.type(E2E_ADMIN.email);
  await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard-new/1');

  const name = (await (await page.request.get('/api/companies/1')).json()).name;
  await expect.poll(() => page.title()).toBe(`Dashboard – ${name} · Bewertungsmanager`);
  await page.getByRole('link', { name: 'Kunden' }).click();
  await expect.poll(() => page.title()).toBe(`Kunden – ${name} · Bewertungsmanager`);
  await page.goto('/scan-logs');
  await expect.poll(() => page.title()).toBe('Scan-Protokolle · Bewertungsmanager');
});

it('shows the whole company name in the header where there is room, and on hover', async () => {
  const page = await browser.newPage({ width: 1440, height: 900 });
  await signInByApi(page);
  const long = 'Reputationsschutz Nord Bewertungsmanagement GmbH';
  const { id } = await (await page.request.post('/api/companies', { data: { name: long } })).json();
  await page.goto(`/dashboard-new/${id}`);
  const trigger = page.getByRole('combobox', { name: 'Firma auswählen' });
  await trigger.getByText(long).waitFor();
  const cut = await trigger.evaluate((el) => {
    const value = el.querySelector('[data-slot="select-value"]') as HTMLElement;
    return value.scrollWidth > value.clientWidth;
  });
  expect(cut).toBe(false);
  expect(await trigger.getAttribute('title')).toBe(long);
  await screenshot(page, 'header-long-name-wide');
});

it('offers no delete on the own account, adds https:// to a bare website, and keeps the saved notice across the reload', async () => {
  const page = await browser.newPage();
  await signInTo(page, '/users');
  const own = page.getByRole('row', { name: new RegExp(E2E_ADMIN.email) });
  await own.getByRole('button', { name: 'Bearbeiten' }).waitFor();
  expect(await own.getByRole('button', { name: 'Löschen' }).count()).toBe(0);

  await page.goto('/customers-new/1');
  await page.getByRole('button', { name: 'Neue Firma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Firma' });
  await dialog.getByLabel('Firmenname *').fill('Webseiten Test GmbH');
  let reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await reloaded;
  // The notice of the save is still there after the app reloaded.
  await page.getByText('Firma erstellt', { exact: true }).waitFor();

  const id = await companyIdByName(page, 'Webseiten Test GmbH');
  await page.goto(`/settings-new/${id}`);
  await page.getByLabel('Website', { exact: true }).fill('www.webseiten-test.de');
  reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await reloaded;
  await page.getByText('Einstellungen gespeichert', { exact: true }).waitFor();
  expect(await page.getByLabel('Website', { exact: true }).inputValue()).toBe(
    'https://www.webseiten-test.de',
  );
});

it('does not repeat the header buttons on the older dashboard', async () => {
  const page = await browser.newPage();
  await signInTo(page, '/dashboard/1');
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  // The header's company controls load once the first screen stands (decision 069).
  for (const name of ['Neue Firma', 'Neuer Kunde', 'Firma bearbeiten']) {
    await page.getByRole('button', { name }).first().waitFor();
    expect(await page.getByRole('button', { name }).count()).toBe(1);
  }
});
