import type { Customer } from '@common/schemas/customer';
import type { InvoiceCounts } from '@common/schemas/invoice';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiGet, companyIdByName, rowWith, waitForHeading } from './activity-helpers';
import { INVOICE_COMPANY, INVOICE_CUSTOMER } from './seed-invoices';
import { NARROW, signIn, signInByApi, signInTo, themeShots, useBrowser } from './support';

// 'Rechnungen' (docs/product.md §13): from verified removals (seeded 'removed', see seed-invoices.ts)
// through the customer drawer's 'Rechnung erstellen', the sheet's 'Festschreiben', the PDF and
// e-invoice downloads and two payments to the tab 'Bezahlt'; a cancellation; a plain user's view.

const browser = useBrowser();
const WIDE_1440 = { width: 1440, height: 900 };
const PLAIN_USER = { email: 'invoices-user@example.com', password: 'invoices-user-passwort' };
const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(
  new Date(),
);

let companyId = 0;
let customerId = 0;
/** The invoice the first test finalizes and pays (the cancellation test goes on with it). */
let invoiceId = 0;

beforeAll(async () => {
  const page = await browser.newPage();
  await signIn(page);
  companyId = await companyIdByName(page, INVOICE_COMPANY);
  const { body } = await apiGet<Customer[]>(
    page,
    `/api/customers?companyId=${companyId}&search=${encodeURIComponent(INVOICE_CUSTOMER)}`,
  );
  customerId = body[0].id;
  const created = await page.request.post('/api/users', {
    data: { name: 'Nur Lesen Rechnungen', role: 'user', ...PLAIN_USER },
  });
  expect([201, 409]).toContain(created.status());
  await page.context().close();
});

/** Text with the no-break spaces of German amounts ('319,52 €') as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(`) });

it('bills verified removals from the drawer, finalizes, downloads and books two payments', async () => {
  const page = await browser.newPage(WIDE_1440);
  await signInByApi(page);

  // The drawer says what a new invoice would bill: 3 × 89,50 €.
  await page.goto(`/customers-new/${companyId}?customer=${customerId}`);
  const drawer = page.getByRole('dialog', { name: INVOICE_CUSTOMER });
  const section = drawer.getByRole('region', { name: /^Rechnungen/ });
  await section.getByText('3 entfernte Bewertungen abrechenbar · 268,50 € netto').waitFor();
  await section.getByText('Keine Rechnungen').waitFor();
  await section.scrollIntoViewIfNeeded();
  await themeShots(page, 'invoices-drawer-1440');

  await section.getByRole('button', { name: 'Rechnung erstellen' }).click();
  await page.waitForURL(new RegExp(`/invoices-new/${companyId}\\?invoice=\\d+`));
  invoiceId = Number(new URL(page.url()).searchParams.get('invoice'));
  const sheet = page.getByRole('dialog', { name: INVOICE_CUSTOMER });
  await sheet.getByText(`Rechnung (Entwurf #${invoiceId})`).waitFor();
  expect(
    await sheet
      .getByRole('region', { name: /^Positionen/ })
      .getByRole('listitem')
      .count(),
  ).toBe(3);
  const totals = sheet.getByRole('region', { name: 'Summen' });
  // 268,50 € at 19 %: 51,015 rounds half up to 51,02 €.
  expect(plain(await totals.textContent())).toContain('Netto268,50 €zzgl. 19 % USt51,02 €Brutto319,52 €');
  await themeShots(page, 'invoices-sheet-draft-1440');

  await sheet.getByRole('button', { name: 'Festschreiben' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rechnung festschreiben' });
  await confirm.getByText('Danach ist keine Änderung mehr möglich', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Festschreiben' }).click();
  await confirm.waitFor({ state: 'detached' });
  const number = `RE-${year}-0001`;
  await sheet.getByText(`Rechnung ${number}`, { exact: true }).waitFor();
  await sheet.getByText('Offen', { exact: true }).first().waitFor();
  expect(await sheet.getByRole('button', { name: 'Festschreiben' }).count()).toBe(0);

  // Both downloads answer what they say.
  const pdfHref = await sheet.getByRole('link', { name: 'PDF', exact: true }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const xmlHref = await sheet.getByRole('link', { name: 'E-Rechnung (XRechnung)' }).getAttribute('href');
  const xml = await page.request.get(xmlHref!);
  expect(xml.status()).toBe(200);
  expect(await xml.text()).toContain(number);

  // A part payment first: the dialog offers the whole open amount.
  await sheet.getByRole('button', { name: 'Als bezahlt markieren' }).click();
  let pay = page.getByRole('dialog', { name: 'Als bezahlt markieren' });
  const amount = pay.getByLabel('Betrag (€)');
  expect(await amount.inputValue()).toBe('319,52');
  await amount.fill('100,00');
  await pay.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await page.getByText('Teilzahlung erfasst').first().waitFor();
  await pay.waitFor({ state: 'detached' });
  const payments = sheet.getByRole('region', { name: 'Zahlungen' });
  await payments.getByText('100,00 €').waitFor();
  expect(plain(await totals.textContent())).toContain('Offen219,52 €');
  await sheet.getByText('100,00 € von 319,52 € bezahlt').waitFor();
  await themeShots(page, 'invoices-sheet-open-1440');

  await sheet.getByRole('button', { name: 'Als bezahlt markieren' }).click();
  pay = page.getByRole('dialog', { name: 'Als bezahlt markieren' });
  expect(await pay.getByLabel('Betrag (€)').inputValue()).toBe('219,52');
  await pay.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await page.getByText('Rechnung bezahlt').first().waitFor();
  await sheet.getByText('Bezahlt', { exact: true }).first().waitFor();
  const history = await sheet.getByRole('region', { name: 'Verlauf' }).textContent();
  expect(history).toContain('Rechnung festgeschrieben');
  expect(history).toContain('Zahlung erfasst');
  expect(history).toContain('Administrator');
  await sheet.getByRole('region', { name: 'Verlauf' }).scrollIntoViewIfNeeded();
  await themeShots(page, 'invoices-sheet-paid-bottom-1440');

  // Closed, the invoice stands in the tab 'Bezahlt' with its sum.
  await sheet.getByRole('button', { name: 'Schließen' }).click();
  await sheet.waitFor({ state: 'detached' });
  await tab(page, 'Bezahlt').click();
  await page.waitForURL(/status=paid/);
  await waitForHeading(page, 'Rechnungen (1)');
  const row = rowWith(page, number);
  expect((await row.locator('td').allTextContents()).map(plain)).toEqual([
    number,
    INVOICE_CUSTOMER,
    expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
    expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
    '319,52 €',
    '319,52 €',
    'Bezahlt',
  ]);
  expect(await tab(page, 'Bezahlt').textContent()).toContain('(1)');
  expect(plain(await tab(page, 'Bezahlt').textContent())).toContain('319,52 €');
  await tab(page, 'Alle').click();
  await waitForHeading(page, 'Rechnungen (1)');
  await page.mouse.move(0, 0);
  await themeShots(page, 'invoices-page-1440');

  // The dashboard's removals section counts it.
  await page.goto(`/dashboard-new/${companyId}`);
  const paidCard = page.getByText('Bezahlt (Monat)').locator('..');
  await expect.poll(() => paidCard.textContent()).toContain('319,52');
  await page.evaluate(() =>
    document.getElementById('dashboard-removals')?.scrollIntoView({ block: 'start' }),
  );
  await themeShots(page, 'invoices-dashboard-1440');
  await page.context().close();
});

it('cancels the paid invoice with a Stornorechnung and frees its removals', async () => {
  expect(invoiceId).toBeGreaterThan(0);
  const page = await browser.newPage(WIDE_1440);
  await signInTo(page, `/invoices-new/${companyId}?invoice=${invoiceId}`);
  const sheet = page.getByRole('dialog', { name: INVOICE_CUSTOMER });
  await sheet.getByRole('button', { name: 'Stornieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechnung stornieren' });
  await dialog.getByText('Stornorechnung mit eigener Nummer', { exact: false }).waitFor();
  await dialog.getByLabel(/^Grund/).fill('Doppelt berechnet');
  await dialog.getByRole('button', { name: 'Stornieren' }).click();
  await dialog.waitFor({ state: 'detached' });
  // The sheet moves on to the new cancellation invoice, which names the original (number and
  // day) and shows a state of its own: 'Storno', while 'Storniert' stays the original's.
  const original = `RE-${year}-0001`;
  const correction = `RE-${year}-0002`;
  await sheet.getByText(`Stornorechnung zu ${original} · ${correction}`, { exact: true }).waitFor();
  await sheet.getByText('Storno', { exact: true }).waitFor();
  expect(await sheet.getByText('Storniert', { exact: true }).count()).toBe(0);
  await sheet.getByRole('button', { name: original }).waitFor();
  expect(plain(await sheet.getByText('Storniert Rechnung').locator('..').textContent())).toMatch(
    new RegExp(`Storniert Rechnung${original} vom \\d\\d\\.\\d\\d\\.${year}`),
  );
  expect(plain(await sheet.getByRole('region', { name: 'Summen' }).textContent())).toContain(
    'Brutto-319,52 €',
  );
  await themeShots(page, 'invoices-sheet-cancellation-1440');
  const counts = (await apiGet<InvoiceCounts>(page, `/api/invoices/counts?companyId=${companyId}`)).body;
  expect(counts.cancelled.count).toBe(2);
  expect(counts.paid.count).toBe(0);

  // In the list's tab 'Storniert': the original 'Storniert', its correction 'Stornorechnung zu …'
  // with 'Storno'; on a phone the card says the same.
  for (const size of [WIDE_1440, NARROW]) {
    await page.setViewportSize(size);
    await page.goto(`/invoices-new/${companyId}?status=cancelled`);
    await waitForHeading(page, 'Rechnungen (2)');
    const cells = async (number: string) =>
      (
        await rowWith(page, new RegExp(`^${number}`))
          .locator('td')
          .allTextContents()
      ).map(plain);
    if (size === WIDE_1440) {
      expect(await cells(original)).toEqual([
        original,
        INVOICE_CUSTOMER,
        expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
        expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
        '319,52 €',
        '319,52 €',
        'Storniert',
      ]);
      expect(await cells(correction)).toEqual([
        `${correction}Stornorechnung zu ${original}`,
        INVOICE_CUSTOMER,
        expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
        '–',
        '-319,52 €',
        '–',
        'Storno',
      ]);
    } else {
      await page.getByText(`Stornorechnung zu ${original}`).first().waitFor();
    }
    await page.mouse.move(0, 0);
    await themeShots(page, `invoices-cancelled-tab-${size.width}`);
  }
  await page.setViewportSize(WIDE_1440);

  // The removals can be billed again.
  await page.goto(`/customers-new/${companyId}?customer=${customerId}`);
  const section = page
    .getByRole('dialog', { name: INVOICE_CUSTOMER })
    .getByRole('region', { name: /^Rechnungen/ });
  await section.getByText('3 entfernte Bewertungen abrechenbar · 268,50 € netto').waitFor();
  expect(await section.getByRole('listitem').count()).toBe(2);
  await page.context().close();
});

it('shows a plain user the invoices without any write button, and the server refuses them', async () => {
  const page = await browser.newPage(WIDE_1440);
  await signInTo(
    page,
    `/invoices-new/${companyId}?invoice=${invoiceId}`,
    PLAIN_USER.email,
    PLAIN_USER.password,
  );
  const sheet = page.getByRole('dialog', { name: INVOICE_CUSTOMER });
  await sheet.getByRole('link', { name: 'PDF', exact: true }).waitFor();
  for (const name of ['Als bezahlt markieren', 'Stornieren', 'Per E-Mail senden', 'Festschreiben'])
    expect(await sheet.getByRole('button', { name }).count()).toBe(0);
  const refused = await page.request.post(`/api/invoices/${invoiceId}/payments`, {
    data: { paidOn: '2026-01-01', amount: '1,00' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).not.toBe('');

  await page.goto(`/customers-new/${companyId}?customer=${customerId}`);
  const section = page
    .getByRole('dialog', { name: INVOICE_CUSTOMER })
    .getByRole('region', { name: /^Rechnungen/ });
  await section.getByRole('listitem').first().waitFor();
  expect(await section.getByRole('button', { name: 'Rechnung erstellen' }).count()).toBe(0);
  await page.context().close();
});

it('lists the invoices as cards on a phone, with the sheet over the whole width', async () => {
  const page = await browser.newPage(NARROW);
  await signInTo(page, `/invoices-new/${companyId}`);
  await waitForHeading(page, 'Rechnungen (2)');
  // Anchored: the Stornorechnung's card names RE-…-0001 too ('Stornorechnung zu RE-…-0001').
  const card = rowWith(page, new RegExp(`^RE-${year}-0001`));
  expect(plain(await card.locator('td[data-label="Brutto"]').textContent())).toBe('319,52 €');
  await page.mouse.move(0, 0);
  await themeShots(page, 'invoices-page-390');
  await card.getByRole('link').click();
  const sheet = page.getByRole('dialog', { name: INVOICE_CUSTOMER });
  await sheet.getByText(`Rechnung RE-${year}-0001`, { exact: true }).waitFor();
  expect((await sheet.boundingBox())?.width).toBe(NARROW.width);
  await themeShots(page, 'invoices-sheet-390');
  await page.keyboard.press('Escape');

  await page.goto(`/customers-new/${companyId}?customer=${customerId}`);
  const section = page
    .getByRole('dialog', { name: INVOICE_CUSTOMER })
    .getByRole('region', { name: /^Rechnungen/ });
  await section.getByRole('button', { name: 'Rechnung erstellen' }).waitFor();
  await section.scrollIntoViewIfNeeded();
  await themeShots(page, 'invoices-drawer-390');

  // The settings' section 'Rechnungsdaten' with its live number example.
  for (const [viewport, width] of [
    [NARROW, 390],
    [WIDE_1440, 1440],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/settings-new/${companyId}#rechnungsdaten`);
    // The same address again is only a jump to its anchor: load the form afresh.
    await page.reload();
    const billing = page.locator('#rechnungsdaten');
    await billing.getByText(`RE-${year}-0001`).waitFor();
    await billing.getByLabel('Präfix').fill('RG');
    await billing.getByText(`RG-${year}-0001`).waitFor();
    await billing.scrollIntoViewIfNeeded();
    await themeShots(page, `invoices-settings-${width}`);
  }
  await page.context().close();
});
