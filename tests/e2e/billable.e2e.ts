import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { companyIdByName, rowWith } from './activity-helpers';
import { addAxe, expectAxeClean } from './axe-page';
import { BILLABLE_COMPANY, BULK_CUSTOMERS, ROW_CUSTOMER, SHEET_CUSTOMER } from './seed-billable';
import { NARROW, signIn, signInByApi, signInTo, themeShots, useBrowser } from './support';
import { recordToasts } from './toasts';

// From a removed review to its invoice in one step (issue 34 point 3): the dashboard's
// 'Abrechenbar' card, 'Rechnung erstellen' on a removed case's row and in its sheet, the tab
// 'Abrechenbar' on 'Rechnungen' with one draft per selected customer. Seed: seed-billable.ts.

const browser = useBrowser();
const WIDE_1440 = { width: 1440, height: 900 };
const SHOTS = process.env.SHOTS_DIR;
/** Lists load after the page: polls wait as long as a locator would. */
const wait = { timeout: 10_000 };

let companyId = 0;

beforeAll(async () => {
  const page = await browser.newPage();
  await signIn(page);
  companyId = await companyIdByName(page, BILLABLE_COMPANY);
  await page.context().close();
});

/** German amounts carry a no-break space before '€'. */
const euro = (text: string) => text.replace(/ €/g, '\u00a0€');

/** A page that has axe-core loaded and no transitions (a colour mid-switch would be measured). */
async function newPage(viewport = WIDE_1440) {
  const page = await browser.newPage(viewport);
  await addAxe(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

async function shots(page: Page, name: string) {
  if (SHOTS) await themeShots(page, name);
}

/** A stat card by its label; its value is the card's second line. */
const card = (page: Page, label: string) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByText(label, { exact: true }) });

it("the dashboard's 'Abrechenbar' card shows the net sum and leads to the tab", async () => {
  const page = await newPage();
  await signInTo(page, `/dashboard-new/${companyId}`);
  const billable = card(page, 'Abrechenbar');
  // 2 × 75 + 49 + 2 × 60 + 30 = 349,00 € over four customers; our money cards read '349,00 €'.
  await billable.getByText(euro('349,00 €'), { exact: true }).waitFor();
  await billable.getByText('Netto, 4 Kunden ohne Rechnung').waitFor();
  await card(page, 'Verdient').getByText(euro('349,00 €'), { exact: true }).waitFor();
  await billable.scrollIntoViewIfNeeded();
  await expectAxeClean(page, 'dashboard');
  await shots(page, 'billable-dashboard-1440');

  await page.getByRole('link', { name: /Abrechenbar/ }).click();
  await page.waitForURL(new RegExp(`/invoices-new/${companyId}\\?status=billable$`));
  const tab = page.getByRole('tab', { name: /^Abrechenbar \(/ });
  await expect.poll(() => tab.textContent(), wait).toBe(euro('Abrechenbar (4)· 349,00 € netto'));
  expect(await tab.getAttribute('aria-selected')).toBe('true');
  await page.getByText('Abrechenbare Kunden', { exact: true }).waitFor();
  // Longest waiting first: Optik (20 days), Café (12), Friseur (9), Blumen (5).
  await expect
    .poll(() => page.locator('tbody tr td:first-child').allTextContents(), wait)
    .toEqual([BULK_CUSTOMERS[0], ROW_CUSTOMER, SHEET_CUSTOMER, BULK_CUSTOMERS[1]]);
  const optik = rowWith(page, BULK_CUSTOMERS[0]);
  await optik.getByText(euro('120,00 €')).waitFor();
  await expectAxeClean(page, 'Abrechenbar');
  await shots(page, 'billable-tab-1440');
  await page.context().close();

  const phone = await newPage(NARROW);
  await signInTo(phone, `/dashboard-new/${companyId}`);
  await card(phone, 'Abrechenbar').scrollIntoViewIfNeeded();
  await card(phone, 'Abrechenbar').getByText(euro('349,00 €'), { exact: true }).waitFor();
  await shots(phone, 'billable-dashboard-390');
  await phone.goto(`/invoices-new/${companyId}?status=billable`);
  await rowWith(phone, BULK_CUSTOMERS[1]).waitFor();
  await expectAxeClean(phone, 'Abrechenbar 390');
  await shots(phone, 'billable-tab-390');
  await phone.context().close();
});

it("'Rechnung erstellen' on a removed case's row and in its sheet opens the customer's draft", async () => {
  const page = await newPage();
  const toastSeen = await recordToasts(page);
  await signInByApi(page);

  // The row: Café's two verified removals become one draft, opened in the invoice sheet.
  await page.goto(`/removals-new/${companyId}?state=removed`);
  const rows = rowWith(page, ROW_CUSTOMER);
  await expect.poll(() => rows.count(), wait).toBe(2);
  await expectAxeClean(page, 'Löschaufträge');
  await shots(page, 'billable-removals-row-1440');
  await rows
    .first()
    .getByRole('button', { name: `Rechnung erstellen für ${ROW_CUSTOMER}` })
    .click();
  await page.waitForURL(new RegExp(`/invoices-new/${companyId}\\?invoice=\\d+$`));
  const invoiceSheet = page.getByRole('dialog');
  await invoiceSheet.getByText('Entfernung der Google-Bewertung von Kundin 1.1').waitFor();
  await invoiceSheet.getByText('Entfernung der Google-Bewertung von Kundin 1.2').waitFor();
  await toastSeen('Rechnungsentwurf erstellt');
  const rowInvoice = new URL(page.url()).searchParams.get('invoice');

  // Both of Café's cases now lead to that invoice instead.
  await page.goto(`/removals-new/${companyId}?state=removed`);
  await expect
    .poll(() => rows.getByRole('link', { name: `Rechnung öffnen: ${ROW_CUSTOMER}` }).count(), wait)
    .toBe(2);
  await rows
    .first()
    .getByRole('link', { name: `Rechnung öffnen: ${ROW_CUSTOMER}` })
    .click();
  await page.waitForURL(new RegExp(`\\?invoice=${rowInvoice}$`));

  // The sheet: Friseur's one removal, from the case opened on its own.
  await page.goto(`/removals-new/${companyId}?state=removed`);
  await rowWith(page, SHEET_CUSTOMER)
    .getByRole('link', { name: `Löschauftrag für ${SHEET_CUSTOMER} öffnen` })
    .click();
  const sheet = page.getByRole('dialog', { name: SHEET_CUSTOMER });
  await sheet.getByText('Noch nicht abgerechnet', { exact: true }).waitFor();
  await sheet
    .getByText('Der Entwurf enthält alle entfernten, noch nicht abgerechneten Bewertungen dieses Kunden.')
    .waitFor();
  await expectAxeClean(page, 'Löschauftrag, Sheet');
  await shots(page, 'billable-removal-sheet-1440');
  await sheet.getByRole('button', { name: `Rechnung erstellen für ${SHEET_CUSTOMER}` }).click();
  await page.waitForURL(new RegExp(`/invoices-new/${companyId}\\?invoice=\\d+$`));
  await page.getByRole('dialog').getByText('Entfernung der Google-Bewertung von Kundin 2.1').waitFor();
  const sheetInvoice = new URL(page.url()).searchParams.get('invoice');
  expect(sheetInvoice).not.toBe(rowInvoice);
  await page.goBack();
  await page
    .getByRole('dialog', { name: SHEET_CUSTOMER })
    .getByText('Abgerechnet', { exact: true })
    .waitFor();
  await page
    .getByRole('dialog', { name: SHEET_CUSTOMER })
    .getByRole('link', { name: /^Rechnung öffnen/ })
    .click();
  await page.waitForURL(new RegExp(`\\?invoice=${sheetInvoice}$`));
  await page.context().close();

  const phone = await newPage(NARROW);
  await signInTo(phone, `/removals-new/${companyId}?state=removed`);
  await rowWith(phone, BULK_CUSTOMERS[0])
    .first()
    .getByRole('button', { name: /^Rechnung erstellen/ })
    .waitFor();
  await shots(phone, 'billable-removals-row-390');
  await phone.context().close();
});

it("'Abrechenbar': one draft for each selected customer, with a German result", async () => {
  const page = await newPage();
  const toastSeen = await recordToasts(page);
  await signInTo(page, `/invoices-new/${companyId}?status=billable`);
  // Café and Friseur were billed by the test before: two customers are left.
  await expect
    .poll(() => page.locator('tbody tr td:first-child').allTextContents(), wait)
    .toEqual([BULK_CUSTOMERS[0], BULK_CUSTOMERS[1]]);
  for (const name of BULK_CUSTOMERS) await page.getByRole('checkbox', { name: `${name} auswählen` }).click();
  const create = page.getByRole('button', { name: 'Rechnungen erstellen (2)' });
  await expectAxeClean(page, 'Abrechenbar, Auswahl');
  await shots(page, 'billable-selected-1440');
  await create.click();
  await toastSeen('2 Rechnungsentwürfe erstellt');
  await page.waitForURL(new RegExp(`/invoices-new/${companyId}\\?status=draft$`));
  await rowWith(page, BULK_CUSTOMERS[0]).waitFor();
  await rowWith(page, BULK_CUSTOMERS[1]).waitFor();
  await expect
    .poll(() => page.getByRole('tab', { name: /^Entwurf \(/ }).textContent(), wait)
    .toMatch(/^Entwurf \(4\)/);
  await expect
    .poll(() => page.getByRole('tab', { name: /^Abrechenbar \(/ }).textContent(), wait)
    .toBe(euro('Abrechenbar (0)· 0,00 € netto'));
  await page.getByRole('tab', { name: /^Abrechenbar \(/ }).click();
  await page.getByText('Keine verifizierten Entfernungen offen zur Abrechnung.').waitFor();

  await page.goto(`/dashboard-new/${companyId}`);
  await card(page, 'Abrechenbar').getByText(euro('0,00 €'), { exact: true }).waitFor();
  await card(page, 'Abrechenbar').getByText('Keine entfernten Bewertungen offen zur Abrechnung').waitFor();
  await page.context().close();
});
