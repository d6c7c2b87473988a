import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { companyIdByName } from './activity-helpers';
import { SIGNUP_COMPANY } from './seed-signup';
import { NARROW, screenshot, signIn, signInByApi, signInTo, useBrowser } from './support';
import { recordToasts } from './toasts';

const browser = useBrowser();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const switchOf = (page: Page, label: string) => page.getByRole('switch', { name: label });

let companyId = 0;
const NAME = 'Einstellungen Test GmbH';

it('shows the defaults, validates, resets, saves and keeps the secrets masked', async () => {
  const page = await browser.newPage();
  const sawToast = await recordToasts(page);
  await signInByApi(page);
  companyId = (await (await page.request.post('/api/companies', { data: { name: NAME } })).json()).id;
  await page.goto(`/settings-new/${companyId}`);
  await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();
  await page.getByText(`Konfiguration für ${NAME}`).waitFor();
  expect(await field(page, 'SMTP-Host').inputValue()).toBe('smtp.gmail.com');
  expect(await field(page, 'SMTP-Port').inputValue()).toBe('587');
  expect(await field(page, 'Actor-ID').inputValue()).toBe('compass/Google-Maps-Reviews-Scraper');
  expect(await field(page, 'Max. Kosten pro Lauf (USD)').inputValue()).toBe('5,00');
  const defaults = {
    'E-Mail-Benachrichtigungen': 'true',
    'Tägliche Berichte': 'false',
    'SMS-Benachrichtigungen': 'false',
    'Zwei-Faktor-Authentifizierung': 'false',
    'Automatische Datenlöschung': 'true',
  };
  for (const [label, checked] of Object.entries(defaults)) {
    expect(await switchOf(page, label).getAttribute('aria-checked')).toBe(checked);
  }
  await page.getByText('Alte Daten werden nach 365 Tagen automatisch gelöscht').waitFor();
  await screenshot(page, 'settings-wide');

  await field(page, 'Firmenname *').fill('');
  await field(page, 'Website').fill('kein-link');
  await field(page, 'Max. Kosten pro Lauf (USD)').fill('0,05');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await page.getByText('Firmenname ist erforderlich').waitFor();
  await page.getByText('Bitte geben Sie eine gültige URL ein').waitFor();
  await page
    .getByText('Max. Kosten pro Lauf: ein Betrag in USD zwischen 0,10 und 1.000, z. B. 5,00')
    .waitFor();
  await page.getByRole('button', { name: 'Zurücksetzen', exact: true }).click();
  expect(await field(page, 'Firmenname *').inputValue()).toBe(NAME);
  expect(await field(page, 'Website').inputValue()).toBe('');

  // A failed save says so and keeps what was typed.
  await page.route('**/api/companies/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, body: '{"message":"kaputt"}' })
      : route.fallback(),
  );
  await field(page, 'Beschreibung').fill('Test der Fehlermeldung');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await page.getByText('Einstellungen konnten nicht gespeichert werden.').first().waitFor();
  await page.unroute('**/api/companies/*');

  await field(page, 'Website').fill('https://www.einstellungen-test.de');
  await field(page, 'Beschreibung').fill('Betreut Praxen in Hamburg');
  await field(page, 'Gmail-Adresse').fill('einstellungen@gmail.com');
  await field(page, 'App-Passwort').fill('geheimes-app-passwort');
  await field(page, 'SMTP-Port').fill('2525');
  await field(page, 'Apify API-Schlüssel').fill('apify_api_geheim');
  await field(page, 'Max. Kosten pro Lauf (USD)').fill('2,50');
  await switchOf(page, 'Tägliche Berichte').click();
  await switchOf(page, 'Automatische Datenlöschung').click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await sawToast('Einstellungen gespeichert');
  await reloaded;

  await page.getByText('Ein App-Passwort ist gespeichert. Leer lassen, um es beizubehalten.').waitFor();
  await page.getByText('Ein API-Schlüssel ist gespeichert. Leer lassen, um ihn beizubehalten.').waitFor();
  expect(await field(page, 'App-Passwort').inputValue()).toBe('');
  expect(await field(page, 'Apify API-Schlüssel').inputValue()).toBe('');
  expect(await field(page, 'App-Passwort').getAttribute('type')).toBe('password');
  expect(await field(page, 'Website').inputValue()).toBe('https://www.einstellungen-test.de');
  expect(await field(page, 'SMTP-Port').inputValue()).toBe('2525');
  expect(await field(page, 'Max. Kosten pro Lauf (USD)').inputValue()).toBe('2,50');
  expect(await switchOf(page, 'Tägliche Berichte').getAttribute('aria-checked')).toBe('true');
  expect(await switchOf(page, 'Automatische Datenlöschung').getAttribute('aria-checked')).toBe('false');
  const stored = await (await page.request.get(`/api/companies/${companyId}`)).json();
  expect(stored).toMatchObject({
    hasGmailPassword: true,
    hasApifyApiKey: true,
    dailyReports: true,
    maxRunCostUsd: '2.50',
  });
  expect(JSON.stringify(stored)).not.toContain('geheim');

  // Saving again with blank secrets keeps them; a blank port falls back to 587, and a new port
  // drops the stored app password (issue 17): the form says so before saving.
  await field(page, 'Beschreibung').fill('Betreut Praxen in Hamburg und Kiel');
  const again = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await again;
  const kept = await (await page.request.get(`/api/companies/${companyId}`)).json();
  expect(kept).toMatchObject({ hasGmailPassword: true, hasApifyApiKey: true, smtpPort: 2525 });
  await page
    .getByText(
      'Bei Änderung von Server, Port oder Absenderadresse muss das App-Passwort neu eingegeben werden.',
    )
    .waitFor();
  await field(page, 'SMTP-Port').fill('');
  await page
    .getByText('Server, Port oder Absenderadresse geändert: Bitte geben Sie das App-Passwort neu ein')
    .waitFor();
  const moved = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await moved;
  await expect.poll(() => field(page, 'SMTP-Port').inputValue()).toBe('587');
  const dropped = await (await page.request.get(`/api/companies/${companyId}`)).json();
  expect(dropped).toMatchObject({ hasGmailPassword: false, hasApifyApiKey: true, smtpPort: 587 });
});

it('is read-only for plain users and fits small screens', async () => {
  expect(companyId).toBeGreaterThan(0);
  const admin = await browser.newPage();
  await signIn(admin);
  await admin.request.post('/api/users', {
    data: { name: 'Lea Lesend', email: 'lea@example.com', role: 'user', password: 'lea-passwort' },
  });
  const page = await browser.newPage(NARROW);
  await signInTo(page, `/settings-new/${companyId}`, 'lea@example.com', 'lea-passwort');
  await page.getByText(`Konfiguration für ${NAME}`).waitFor();
  expect(await field(page, 'Firmenname *').isDisabled()).toBe(true);
  expect(await switchOf(page, 'Tägliche Berichte').isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Einstellungen speichern' }).count()).toBe(0);
  await page.getByText('Nur Administratoren und Manager können die Einstellungen ändern.').waitFor();

  await admin.setViewportSize(NARROW);
  await admin.goto(`/settings-new/${companyId}`);
  await admin.getByRole('button', { name: 'Einstellungen speichern' }).waitFor();
  await screenshot(admin, 'settings-narrow');

  // The sign-up address to share is one long line: cut with an ellipsis, it widens no card.
  await admin.goto(`/settings-new/${await companyIdByName(admin, SIGNUP_COMPANY)}`);
  await admin.getByText('Adresse zum Teilen').waitFor();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
});
