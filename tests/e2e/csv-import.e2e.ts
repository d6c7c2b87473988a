import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Customer } from '@common/schemas/customer';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiGet } from './activity-helpers';
import { signIn, themeShots, useBrowser } from './support';
import { recordToasts } from './toasts';

// The lead import (issue 24, decision 050): choose a file, see per row what will happen and why,
// import the new rows, see them in the list; cancelling writes nothing; the list's CSV export.

const browser = useBrowser();
const COMPANY = 'CSV Import GmbH';
const WIDE_1440 = { width: 1440, height: 900 };
const NARROW_390 = { width: 390, height: 844 };
let companyId = 0;

const link = (n: number) => `https://www.google.com/maps/place/Ort+${n}/@52.5,13.4,17z`;
/** Three good rows, two refused ones, one duplicate; German Excel's form (BOM, ';', decimal comma). */
const leads = Buffer.from(
  `\uFEFF${[
    'Name;Ansprechpartner;E-Mail;Telefon;Google-Maps-Link;Preis;Status;Einwilligung;Einwilligungsdatum',
    `Bäckerei Sonnenschein;Frau Ößwald;sonne@baeckerei.de;030 1;${link(1)};89,50;Angerufen;Erteilt;01.10.2025`,
    `Café Mokka;;mokka@cafe.de;;${link(2)};1.234,50;;;`,
    `Zahnarztpraxis Weiß;;kaputt-ohne-at;;${link(3)};abc;Gewonnen;;`,
    `Metzgerei Huber;;huber@metzgerei.de;;${link(4)};;;;`,
    `Doppelte Mokka;;MOKKA@cafe.de;;${link(5)};;;;`,
    `Ohne Link;;ohne@link.de;;;;;;`,
  ].join('\r\n')}\r\n`,
);

const shots = (page: Page, name: string) => themeShots(page, `E-${name}`);

beforeAll(async () => {
  const page = await browser.newPage();
  await signIn(page);
  const company = await page.request.post('/api/companies', { data: { name: COMPANY } });
  companyId = (await company.json()).id;
  await page.context().close();
});

async function openPreview(page: Page, summary: string) {
  await page.goto(`/customers-new/${companyId}`);
  await page.getByRole('button', { name: 'CSV', exact: true }).click();
  await page.getByRole('menuitem', { name: 'CSV exportieren' }).waitFor();
  await shots(page, `customers-csv-menu-${page.viewportSize()?.width}`);
  await page.getByRole('menuitem', { name: 'CSV importieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kunden aus CSV importieren' });
  await dialog
    .getByLabel('CSV-Datei auswählen')
    .setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: leads });
  await dialog.getByText(summary).waitFor();
  return dialog;
}

it('previews a lead file with reasons per row, imports the new rows and lists them', async () => {
  const page = await browser.newPage(WIDE_1440);
  const sawToast = await recordToasts(page);
  await signIn(page);
  const dialog = await openPreview(page, '3 neu, 1 übersprungen, 2 fehlerhaft');
  // Refused rows come first, each with its reasons per field.
  const rows = dialog.locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(6);
  await expect.poll(() => rows.first().innerText()).toMatch(/Zahnarztpraxis Weiß[\s\S]*Fehlerhaft/);
  await dialog.getByText('E-Mail: Ungültige E-Mail-Adresse').waitFor();
  await dialog.getByText('Preis: Preis muss eine Zahl sein, z. B. 79,50').waitFor();
  await dialog.getByText(/Status: Unbekannter Status „Gewonnen“/).waitFor();
  await dialog.getByText('Google-Maps-Link: Google Maps Link ist erforderlich').waitFor();
  await dialog.getByText('E-Mail: Gleiche E-Mail wie Zeile 3').waitFor();
  // A new row with an implausible price is warned about, as the customer form asks about it.
  await dialog
    .getByText('Preis: Der Preis von 1.234,50\u00a0€ pro Rezension ist ungewöhnlich hoch. Bitte prüfen.')
    .waitFor();
  await dialog.getByText(/^1 neue Zeile hat einen ungewöhnlich hohen Preis .*: Zeile 3\./).waitFor();
  await shots(page, 'csv-import-preview-1440');

  await dialog.getByRole('button', { name: 'Neu (3)' }).click();
  await expect.poll(() => rows.count()).toBe(3);
  await shots(page, 'csv-import-preview-new-1440');
  await dialog.getByRole('button', { name: '3 Kunden importieren' }).click();
  await sawToast('3 Kunden importiert, 1 übersprungen, 2 fehlerhaft');
  await dialog.waitFor({ state: 'detached' });
  for (const name of ['Bäckerei Sonnenschein', 'Café Mokka', 'Metzgerei Huber']) {
    await page
      .getByRole('button', { name: `Details zu ${name}` })
      .first()
      .waitFor();
  }
  const { body } = await apiGet<Customer[]>(page, `/api/customers?companyId=${companyId}`);
  expect(body.map((c) => [c.name, c.pricePerReview, c.status, c.consent])).toEqual([
    ['Bäckerei Sonnenschein', '89.50', 'called', 'given'],
    ['Café Mokka', '1234.50', 'email_sent', 'none'],
    ['Metzgerei Huber', '89.00', 'email_sent', 'none'],
  ]);

  // The list's export, as German Excel reads it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'CSV', exact: true }).click();
      await page.getByRole('menuitem', { name: 'CSV exportieren' }).click();
    })(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kunden-\d{4}-\d{2}-\d{2}\.csv$/);
  // Saved, not read from download.path(): the run's shared Chromium is connected remotely.
  const saved = join(mkdtempSync(join(tmpdir(), 'csv-export-')), download.suggestedFilename());
  await download.saveAs(saved);
  const text = readFileSync(saved, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...exported] = parse(text, { bom: true, delimiter: ';' }) as string[][];
  expect(header.slice(0, 7)).toEqual(
    'Name;Anrede;Ansprechpartner;E-Mail;Telefon;Google-Maps-Link;Preis'.split(';'),
  );
  expect(exported.map((r) => [r[0], r[6]])).toEqual([
    ['Bäckerei Sonnenschein', '89,50'],
    ['Café Mokka', '1.234,50'],
    ['Metzgerei Huber', '89,00'],
  ]);
  await page.context().close();
});

it('shows the preview on a phone: the rows known now are skipped, nothing to import, cancelling writes nothing', async () => {
  const page = await browser.newPage(NARROW_390);
  await signIn(page);
  // The first test imported the three new rows: the same file now has nothing new to import.
  const dialog = await openPreview(page, '0 neu, 4 übersprungen, 2 fehlerhaft');
  expect(await dialog.getByRole('button', { name: 'Importieren' }).isDisabled()).toBe(true);
  await dialog.getByText('E-Mail: Gleiche E-Mail wie der Kunde „Café Mokka“').first().waitFor();
  await shots(page, 'csv-import-preview-390');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await dialog.waitFor({ state: 'detached' });
  const { body } = await apiGet<Customer[]>(page, `/api/customers?companyId=${companyId}`);
  expect(body).toHaveLength(3);
  await page.context().close();
});

it('offers the export on the reviews, e-mail logs and scan logs under their current filters', async () => {
  for (const viewport of [WIDE_1440, NARROW_390]) {
    const page = await browser.newPage(viewport);
    await signIn(page);
    const pages: [string, RegExp][] = [
      [
        `/reviews-new/1?rating=negative&view=archive`,
        /^\/api\/reviews\/export\.csv\?companyId=1&archived=true&rating=negative$/,
      ],
      [`/email-logs-new/1?q=m%C3%BCller`, /^\/api\/email-logs\/export\.csv\?companyId=1&search=m%C3%BCller$/],
      [`/scan-logs?status=error`, /^\/api\/scan-logs\/export\.csv\?status=error$/],
    ];
    for (const [path, href] of pages) {
      await page.goto(path);
      const link = page.getByRole('link', { name: 'CSV exportieren' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toMatch(href);
      const name = path.split('/')[1].split('?')[0];
      if (viewport === WIDE_1440 || name === 'reviews-new')
        await shots(page, `${name}-export-${viewport.width}`);
    }
    await page.context().close();
  }
});
