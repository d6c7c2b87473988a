import { beforeAll, expect, it } from 'vitest';
import { NARROW, signIn, signInTo, themeShots, useBrowser } from './support';

// 'Wiedervorlage' (issue 24): set in the customer drawer, seen on the page 'Wiedervorlagen', in the
// customer list and on the dashboard, done with one click. A company and customers of its own.

const browser = useBrowser();
const WIDE_1440 = { width: 1440, height: 900 };
const COMPANY = 'Wiedervorlage Testfirma';
const CUSTOMER = 'Bäckerei Rückruf';
const LATE_CUSTOMER = 'Autohaus Nachfass';
const berlinToday = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());

let companyId = 0;
let customerId = 0;

beforeAll(async () => {
  const page = await browser.newPage();
  await signIn(page);
  const company = await page.request.post('/api/companies', { data: { name: COMPANY } });
  expect(company.status()).toBe(201);
  companyId = (await company.json()).id;
  const add = async (name: string) => {
    const res = await page.request.post('/api/customers', {
      data: {
        companyId,
        name,
        email: 'kontakt@example.com',
        googleMapsLink: `https://maps.app.goo.gl/${encodeURIComponent(name)}`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).id as number;
  };
  customerId = await add(CUSTOMER);
  const late = await add(LATE_CUSTOMER);
  // An overdue one, set over the API.
  const set = await page.request.put(`/api/customers/${late}/follow-up`, {
    data: { companyId, date: '2024-02-01', time: '10:00', note: 'Angebot nachfassen' },
  });
  expect(set.status()).toBe(200);
  await page.context().close();
});

it('sets a follow-up in the drawer, shows it on the page and the dashboard, and marks it done', async () => {
  const page = await browser.newPage(WIDE_1440);
  await signInTo(page, `/customers-new/${companyId}?customer=${customerId}`);
  const drawer = page.getByRole('dialog');
  const section = drawer.getByRole('region', { name: 'Wiedervorlage' });
  await section.getByText('Keine offene Wiedervorlage.').waitFor();
  await section.getByRole('button', { name: 'Wiedervorlage setzen' }).click();
  await section.getByLabel('Datum', { exact: true }).fill(berlinToday);
  await section.getByLabel('Datum', { exact: true }).press('Tab');
  await section.getByLabel('Uhrzeit', { exact: true }).fill('23:59');
  await section.getByLabel('Notiz', { exact: true }).fill('Chef ruft zurück');
  await themeShots(page, 'A-drawer-form-1440');
  await section.getByRole('button', { name: 'Wiedervorlage speichern' }).click();
  await page.getByText('Wiedervorlage gesetzt').first().waitFor();
  await section.getByText('Heute, 23:59').waitFor();
  await section.getByText('Bearbeiter: Administrator').waitFor();
  await section.getByText('Chef ruft zurück').waitFor();
  await themeShots(page, 'A-drawer-1440');

  // The customer list: the filter 'Wiedervorlage' and the follow-up in the row.
  await page.goto(`/customers-new/${companyId}?followUp=today`);
  await page.getByText('Wiedervorlage: Heute, 23:59').waitFor();
  expect(await page.getByText(LATE_CUSTOMER).count()).toBe(0);
  await page.goto(`/customers-new/${companyId}?followUp=overdue`);
  await page.getByText(/Wiedervorlage: Überfällig · /).waitFor();
  await themeShots(page, 'A-customers-overdue-1440');

  // 'Meine Wiedervorlagen' (the default), overdue first, with counts on the tabs.
  await page.goto(`/follow-ups?company=${companyId}`);
  await page.getByRole('heading', { name: 'Wiedervorlagen' }).first().waitFor();
  await page.getByRole('tab', { name: 'Heute fällig (1)' }).waitFor();
  await page.getByRole('tab', { name: 'Überfällig (1)' }).waitFor();
  const rows = page.locator('tbody tr');
  await expect
    .poll(() => rows.allInnerTexts())
    .toEqual([expect.stringContaining(LATE_CUSTOMER), expect.stringContaining(CUSTOMER)]);
  await rows
    .first()
    .getByText(/Überfällig · /)
    .waitFor();
  await themeShots(page, 'A-page-1440');

  // The dashboard: 'Heute fällig' of the company leads to the page with that filter.
  await page.goto(`/dashboard-new/${companyId}`);
  const todayTile = page.getByRole('link', { name: /^Heute fällig\s*1$/ });
  await todayTile.waitFor();
  await page
    .getByRole('link', { name: /^Überfällig\s*1$/ })
    .first()
    .waitFor();
  await page.getByRole('link', { name: /^Meine: Heute fällig\s*1$/ }).waitFor();
  await todayTile.scrollIntoViewIfNeeded();
  await themeShots(page, 'A-dashboard-1440');
  await todayTile.click();
  await page.waitForURL(`**/follow-ups?owner=all&due=today&company=${companyId}`);
  await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(CUSTOMER)]);

  // Done with one click: gone from the list, the tab counts down, the drawer says who did it.
  await page.getByRole('button', { name: `Wiedervorlage für ${CUSTOMER} erledigt` }).click();
  await page.getByText('Heute ist nichts mehr fällig.').waitFor();
  await page.getByRole('tab', { name: 'Heute fällig (0)' }).waitFor();
  await page.goto(`/customers-new/${companyId}?customer=${customerId}`);
  await page.getByText(/Zuletzt erledigt am .* von Administrator/).waitFor();
  await page.keyboard.press('Escape');

  // The palette: 'Wiedervorlage setzen' for a customer opens the drawer's form; 'Meine Wiedervorlagen'.
  const palette = page.getByRole('dialog', { name: 'Befehlspalette' });
  await page.keyboard.press('Control+K');
  const field = palette.getByRole('combobox', { name: 'Kunde, Seite oder Befehl suchen' });
  await field.fill('Rückruf');
  await palette.getByRole('option', { name: `Wiedervorlage setzen: ${CUSTOMER}` }).click();
  await page.waitForURL(/#wiedervorlage$/);
  await page
    .getByRole('region', { name: 'Wiedervorlage' })
    .getByRole('form', { name: 'Wiedervorlage bearbeiten' })
    .waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.keyboard.press('Control+K');
  await field.fill('meine wiedervorlagen');
  await palette.getByRole('option', { name: 'Meine Wiedervorlagen' }).click();
  await page.waitForURL('**/follow-ups?owner=me');
  await page.context().close();
});

it('shows cards on a phone', async () => {
  const page = await browser.newPage(NARROW);
  await signInTo(page, `/follow-ups?company=${companyId}&owner=all`);
  await page.getByText(LATE_CUSTOMER).first().waitFor();
  await page
    .getByText(/Überfällig · /)
    .first()
    .waitFor();
  await themeShots(page, 'A-page-390');
  await page.goto(`/customers-new/${companyId}?customer=${customerId}`);
  const section = page.getByRole('dialog').getByRole('region', { name: 'Wiedervorlage' });
  await section.getByRole('button', { name: /^(Wiedervorlage setzen|Ändern)$/ }).click();
  await section.getByRole('form').scrollIntoViewIfNeeded();
  await themeShots(page, 'A-drawer-form-390');
  await page.goto(`/dashboard-new/${companyId}`);
  await page
    .getByRole('link', { name: /^Überfällig\s*1$/ })
    .first()
    .scrollIntoViewIfNeeded();
  await themeShots(page, 'A-dashboard-390');
  await page.context().close();
});
