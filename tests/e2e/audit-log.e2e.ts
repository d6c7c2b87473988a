import { beforeAll, expect, it } from 'vitest';
import { NARROW, signIn, signInTo, themeShots, useBrowser } from './support';

// 'Änderungsprotokoll' (issue 24, docs/product.md §14): a price and a status changed on the
// customers page show on /audit-log (with its filters) and in the drawer's 'Änderungen'; a plain
// user sees neither the entry nor the page.

const browser = useBrowser();
const WIDE_1440 = { width: 1440, height: 900 };
const COMPANY = 'Protokoll GmbH';
const CUSTOMER = 'Protokoll Bäckerei';
const PLAIN_USER = { email: 'audit-user@example.com', password: 'audit-user-passwort' };
const PRICE_LINE = 'Preis pro Bewertung: 89,00\u00a0€ → 99,00\u00a0€';
const STATUS_LINE = 'Status: Email gesendet → Verkauft';

let companyId = 0;
let customerId = 0;

beforeAll(async () => {
  const page = await browser.newPage();
  await signIn(page);
  const company = await (await page.request.post('/api/companies', { data: { name: COMPANY } })).json();
  companyId = company.id;
  const customer = await (
    await page.request.post('/api/customers', {
      data: {
        companyId,
        name: CUSTOMER,
        email: 'protokoll@example.de',
        googleMapsLink: 'https://maps.app.goo.gl/protokoll',
      },
    })
  ).json();
  customerId = customer.id;
  const created = await page.request.post('/api/users', {
    data: { name: 'Nur Lesen Protokoll', role: 'user', ...PLAIN_USER },
  });
  expect([201, 409]).toContain(created.status());
  await page.context().close();
});

it('shows a changed price and status on /audit-log with its filters and in the drawer', async () => {
  const page = await browser.newPage(WIDE_1440);
  await signInTo(page, `/customers-new/${companyId}`);
  await page.getByRole('button', { name: `${CUSTOMER} bearbeiten` }).click();
  const edit = page.getByRole('dialog', { name: 'Kunde bearbeiten' });
  await edit.getByLabel('Preis pro Rezension (€) *').fill('99,00');
  await edit.getByRole('button', { name: 'Aktualisieren' }).click();
  await page.getByText('Kunde aktualisiert').first().waitFor();
  await page.getByRole('combobox', { name: `Status von ${CUSTOMER}` }).click();
  await page.getByRole('option', { name: 'Verkauft', exact: true }).click();
  await page.getByText('Kundenstatus wurde erfolgreich geändert').first().waitFor();

  // The sidebar leads admins to the page.
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Änderungsprotokoll' })
    .click();
  await page.waitForURL('**/audit-log');
  await page.getByRole('heading', { name: 'Änderungsprotokoll', level: 1 }).waitFor();
  const log = page.getByRole('region', { name: 'Änderungsprotokoll' });
  await page.getByRole('searchbox', { name: /Objekt suchen/ }).fill(CUSTOMER);
  await page.waitForURL(/q=Protokoll/);
  await log.getByText(STATUS_LINE).waitFor();
  await log.getByText(PRICE_LINE).waitFor();
  await log.getByText('Angelegt').waitFor();
  await page.getByText('Änderungen (3)').waitFor();
  await themeShots(page, 'F-audit-1440');

  // The action filter keeps the status change alone.
  await page.getByRole('combobox', { name: 'Aktion filtern' }).click();
  await page.getByRole('option', { name: 'Status geändert' }).click();
  await page.waitForURL(/action=status_changed/);
  await page.getByText('Änderungen (1)').waitFor();
  await log.getByText(STATUS_LINE).waitFor();
  expect(await log.getByText(PRICE_LINE).count()).toBe(0);
  // The company filter narrows to the customer's company.
  await page.getByRole('combobox', { name: 'Firma filtern' }).click();
  await page.getByRole('option', { name: COMPANY }).click();
  await page.getByText('Änderungen (1)').waitFor();
  await page.getByRole('combobox', { name: 'Aktion filtern' }).click();
  await page.getByRole('option', { name: 'Alle Aktionen' }).click();
  await page.getByText('Änderungen (3)').waitFor();
  await page.getByRole('combobox', { name: 'Objekt filtern' }).click();
  await page.getByRole('option', { name: 'Benutzer' }).click();
  await page.getByText('Keine Änderungen gefunden').waitFor();
  await page.getByRole('combobox', { name: 'Objekt filtern' }).click();
  await page.getByRole('option', { name: 'Kunde' }).click();
  await page.getByText('Änderungen (3)').waitFor();

  // The customer's name leads to its drawer, whose 'Änderungen' show the same changes.
  await log.getByRole('link', { name: CUSTOMER }).first().click();
  await page.waitForURL(`**/customers-new/${companyId}?customer=${customerId}`);
  const drawer = page.getByRole('dialog', { name: CUSTOMER });
  const history = drawer.getByRole('region', { name: /^Änderungen \(/ });
  await history.getByText(STATUS_LINE).waitFor();
  await history.getByText(PRICE_LINE).waitFor();
  await history.getByText('Status geändert').waitFor();
  await history.scrollIntoViewIfNeeded();
  await themeShots(page, 'F-drawer-history-1440');

  const phone = await browser.newPage(NARROW);
  await signInTo(phone, `/audit-log?q=${encodeURIComponent(CUSTOMER)}`);
  await phone.getByText(STATUS_LINE).waitFor();
  await themeShots(phone, 'F-audit-390');
  await phone.goto(`/customers-new/${companyId}?customer=${customerId}`);
  await phone
    .getByRole('dialog', { name: CUSTOMER })
    .getByRole('region', { name: /^Änderungen \(/ })
    .scrollIntoViewIfNeeded();
  await themeShots(phone, 'F-drawer-history-390');
});

it('keeps the page from a plain user, who still sees the history in the drawer', async () => {
  const page = await browser.newPage(WIDE_1440);
  await signIn(page, PLAIN_USER.email, PLAIN_USER.password);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Kunden' }).waitFor();
  expect(await nav.getByRole('link', { name: 'Änderungsprotokoll' }).count()).toBe(0);
  await page.goto('/audit-log');
  await page.getByText('Das Änderungsprotokoll sehen nur Administratoren.').waitFor();
  expect((await page.request.get('/api/audit-events')).status()).toBe(403);
  await page.goto(`/customers-new/${companyId}?customer=${customerId}`);
  const history = page
    .getByRole('dialog', { name: CUSTOMER })
    .getByRole('region', { name: /^Änderungen \(/ });
  await history.getByText(STATUS_LINE).waitFor();
});
