import type { CustomerStatusCounts } from '@common/schemas/customer';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiGet, companyIdByName } from './activity-helpers';
import { BULK_BAKERIES, BULK_COMPANY, BULK_SALONS } from './seed-bulk';
import { NARROW, signIn, signInTo, themeShots, useBrowser } from './support';
import { recordToasts } from './toasts';

// Bulk work (docs/product.md §14 "Bulk work"): tick customers and change their status, select every
// customer of a filter past the loaded page, delete with one confirmation naming the count, archive
// reviews in bulk; the phone's cards have their checkboxes too. Its own company (seed-bulk.ts).

const browser = useBrowser();
const WIDE_1440 = { width: 1440, height: 900 };
let companyId = 0;

const shots = (page: Page, name: string) => themeShots(page, `bulk-${name}`);

const counts = async (page: Page, search = '') =>
  (
    await apiGet<CustomerStatusCounts>(
      page,
      `/api/customers/status-counts?companyId=${companyId}&search=${encodeURIComponent(search)}`,
    )
  ).body;

const bar = (page: Page) => page.getByRole('region', { name: 'Auswahl' });
const tick = (page: Page, name: string) => page.getByRole('checkbox', { name: `${name} auswählen` }).click();

beforeAll(async () => {
  const page = await browser.newPage();
  await signIn(page);
  companyId = await companyIdByName(page, BULK_COMPANY);
  await page.context().close();
});

it('ticks customers and changes their status in one go, with a toast and the rows updated', async () => {
  const page = await browser.newPage(WIDE_1440);
  const sawToast = await recordToasts(page);
  await signInTo(page, `/customers-new/${companyId}?q=B%C3%A4ckerei`);
  await page.getByRole('checkbox', { name: 'Bäckerei Sammel 001 auswählen' }).waitFor();

  await tick(page, 'Bäckerei Sammel 001');
  await tick(page, 'Bäckerei Sammel 002');
  // By keyboard: a focused checkbox ticks with Space.
  await page.getByRole('checkbox', { name: 'Bäckerei Sammel 003 auswählen' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => bar(page).getByTestId('bulk-count').textContent()).toBe('3 ausgewählt');
  // The count is announced: a live region says it.
  await expect.poll(() => page.getByRole('status').filter({ hasText: '3 ausgewählt' }).count()).toBe(1);
  await shots(page, 'customers-1440');

  await bar(page).getByRole('button', { name: 'Status ändern' }).click();
  await page.getByRole('menuitem', { name: 'Angerufen' }).click();
  await sawToast('3 Kunden auf „Angerufen“ gesetzt');
  for (const n of ['001', '002', '003'])
    await expect
      .poll(() => page.getByRole('combobox', { name: `Status von Bäckerei Sammel ${n}` }).textContent())
      .toBe('Angerufen');
  expect(await page.getByRole('combobox', { name: 'Status von Bäckerei Sammel 004' }).textContent()).toBe(
    'Email gesendet',
  );
  // Done: the selection is cleared.
  await bar(page).waitFor({ state: 'detached' });
  expect((await counts(page, 'Bäckerei')).called).toBe(3);
  await page.context().close();
});

it('selects every customer matching the filter, past the loaded page, and changes them all', async () => {
  const page = await browser.newPage(WIDE_1440);
  const sawToast = await recordToasts(page);
  await signInTo(page, `/customers-new/${companyId}?q=Friseursalon`);
  const header = page.getByRole('checkbox', { name: 'Alle geladenen auswählen' });
  await header.click();
  // The page holds 100 of the 130.
  await expect.poll(() => bar(page).getByTestId('bulk-count').textContent()).toBe('100 ausgewählt');
  await bar(page)
    .getByRole('button', { name: `Alle ${BULK_SALONS} Kunden auswählen` })
    .click();
  await expect
    .poll(() => bar(page).getByTestId('bulk-count').textContent())
    .toBe(`Alle ${BULK_SALONS} Kunden ausgewählt`);
  await bar(page).getByRole('button', { name: 'Status ändern' }).click();
  await page.getByRole('menuitem', { name: 'Nicht verkauft' }).click();
  await sawToast(`${BULK_SALONS} Kunden auf „Nicht verkauft“ gesetzt`);
  const after = await counts(page, 'Friseursalon');
  expect(after.not_sold).toBe(BULK_SALONS);
  expect(after.all).toBe(BULK_SALONS);
  // Another filter starts with nothing selected.
  await page.getByRole('tab', { name: /^Verkauft/ }).click();
  await bar(page).waitFor({ state: 'detached' });
  await page.context().close();
});

it('deletes the selected customers after one confirmation naming the count', async () => {
  const page = await browser.newPage(WIDE_1440);
  const sawToast = await recordToasts(page);
  await signInTo(page, `/customers-new/${companyId}?q=B%C3%A4ckerei`);
  await tick(page, 'Bäckerei Sammel 005');
  await tick(page, 'Bäckerei Sammel 006');
  await bar(page).getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('alertdialog', { name: '2 Kunden endgültig löschen?' });
  await dialog.waitFor();
  await shots(page, 'delete-1440');
  // Cancelled first: nothing happens.
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  expect((await counts(page, 'Bäckerei')).all).toBe(BULK_BAKERIES);
  await bar(page).getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '2 Kunden löschen' }).click();
  await sawToast('2 Kunden gelöscht');
  await page.getByRole('checkbox', { name: 'Bäckerei Sammel 005 auswählen' }).waitFor({ state: 'detached' });
  expect((await counts(page, 'Bäckerei')).all).toBe(BULK_BAKERIES - 2);
  await page.context().close();
});

it('archives reviews in bulk and restores them from the archive', async () => {
  const page = await browser.newPage(WIDE_1440);
  const sawToast = await recordToasts(page);
  await signInTo(page, `/reviews-new/${companyId}`);
  const first = 'Bewertung von Gast 1.1 für Bäckerei Sammel 001';
  const second = 'Bewertung von Gast 1.2 für Bäckerei Sammel 001';
  await page.getByRole('checkbox', { name: `${first} auswählen` }).waitFor();
  await tick(page, first);
  await tick(page, second);
  await expect.poll(() => bar(page).getByTestId('bulk-count').textContent()).toBe('2 ausgewählt');
  await shots(page, 'reviews-1440');
  await bar(page).getByRole('button', { name: 'Archivieren' }).click();
  await sawToast('2 Bewertungen archiviert');
  await page.getByRole('checkbox', { name: `${first} auswählen` }).waitFor({ state: 'detached' });

  // The archive: select all (header), restore.
  await page.goto(`/reviews-new/${companyId}?view=archive`);
  await page.getByRole('checkbox', { name: `${first} auswählen` }).waitFor();
  await page.getByRole('checkbox', { name: 'Alle geladenen auswählen' }).click();
  await bar(page).getByRole('button', { name: 'Wiederherstellen' }).click();
  await sawToast('2 Bewertungen wiederhergestellt');
  await page.getByText('Keine archivierten Bewertungen vorhanden').waitFor();
  await page.context().close();
});

it('on a phone the cards have their checkboxes and the bar', async () => {
  const page = await browser.newPage(NARROW);
  await signInTo(page, `/customers-new/${companyId}?q=B%C3%A4ckerei`);
  await tick(page, 'Bäckerei Sammel 001');
  await tick(page, 'Bäckerei Sammel 002');
  await expect.poll(() => bar(page).getByTestId('bulk-count').textContent()).toBe('2 ausgewählt');
  await shots(page, 'customers-390');
  // Esc in the bar clears the selection.
  await bar(page).getByRole('button', { name: 'Auswahl aufheben' }).focus();
  await page.keyboard.press('Escape');
  await bar(page).waitFor({ state: 'detached' });

  await page.goto(`/reviews-new/${companyId}`);
  await tick(page, 'Bewertung von Gast 2.1 für Bäckerei Sammel 002');
  await expect.poll(() => bar(page).getByTestId('bulk-count').textContent()).toBe('1 ausgewählt');
  await shots(page, 'reviews-390');
  await page.context().close();
});

it('e-mail logs: rows are selected for the export only (no resend)', async () => {
  const page = await browser.newPage(WIDE_1440);
  await signInTo(page, '/email-logs-new/1');
  const boxes = page.getByRole('checkbox', { name: /^E-Mail „.*“ an .* auswählen$/ });
  await boxes.first().click();
  await expect.poll(() => bar(page).getByTestId('bulk-count').textContent()).toBe('1 ausgewählt');
  // A click on the checkbox does not open the mail (the row's click does).
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await bar(page).getByRole('button', { name: 'Erneut senden' }).count()).toBe(0);
  await bar(page).getByText('Für den CSV-Export alle Treffer auswählen').waitFor();
  await page.getByRole('checkbox', { name: 'Alle geladenen auswählen' }).click();
  const all = bar(page).getByRole('button', { name: /^Alle .* E-Mails auswählen$/ });
  if (await all.count()) await all.click();
  await bar(page).getByRole('link', { name: 'Als CSV exportieren' }).waitFor();
  await shots(page, 'email-logs-1440');
  await page.context().close();
});
