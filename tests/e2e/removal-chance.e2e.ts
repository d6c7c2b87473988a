// The Löschchance on the reviews page, in the customer drawer and in the order dialog (issue 37,
// decision 067). The praxis's seeded reviews: two without text ('mittel', no customer contact),
// the others plain complaints ('gering') or 4–5 stars (none).
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiGet, companyIdByName, rowWith, waitForHeading } from './activity-helpers';
import { addAxe, graveFindings } from './axe-page';
import { E2E_ACTIVITY } from './seed-activity';
import { NARROW, openCompanyPage, signInByApi, themeShots, useBrowser, WIDE } from './support';

const browser = useBrowser();
const PRAXIS = 'Zahnarztpraxis Dr. Weber';

async function chooseChance(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Löschchance filtern' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

it('shows the Löschchance as a column with its reasons, filters and sorts by it', async () => {
  const { page } = await openCompanyPage(browser, PRAXIS, '/reviews-new');
  await waitForHeading(page, `Aktive Bewertungen (${E2E_ACTIVITY.praxis.activeReviews})`);
  const max = rowWith(page, 'Max Beispiel');
  await max.getByRole('button', { name: 'Löschchance mittel, Gründe anzeigen' }).click();
  const popover = page.getByRole('dialog');
  await popover.getByText('Nur Sterne, kein Text: kein Kundenkontakt erkennbar').waitFor();
  // The suggested reason and the signal's category both name it.
  await popover.getByText('Kein Kundenkontakt', { exact: true }).first().waitFor();
  expect(await rowWith(page, 'Erika Mustermann').getByText('gering').count()).toBe(1);
  // 4–5 stars have no chance.
  expect(
    await rowWith(page, 'Lena Sonnenschein')
      .getByRole('button', { name: /^Löschchance/ })
      .count(),
  ).toBe(0);
  await themeShots(page, 'removal-chance-popover-wide');
  await page.keyboard.press('Escape');

  await chooseChance(page, 'Löschchance mittel');
  await waitForHeading(page, 'Aktive Bewertungen (2)');
  expect(page.url()).toContain('chance=medium');
  await rowWith(page, 'Klara Kurz').waitFor();
  await chooseChance(page, 'Jede Löschchance');
  await waitForHeading(page, `Aktive Bewertungen (${E2E_ACTIVITY.praxis.activeReviews})`);

  // The header sorts by chance: the two 'mittel' first, the 4–5 star reviews last.
  await page.getByRole('button', { name: 'Löschchance', exact: true }).click();
  await page.waitForURL(/sort=chance/);
  await expect
    .poll(async () => (await page.locator('tbody tr').first().textContent()) ?? '')
    .toMatch(/Max Beispiel|Klara Kurz/);
  const last = (await page.locator('tbody tr').last().textContent()) ?? '';
  expect(last).toMatch(/Lena Sonnenschein|Peter Alt/);
  await themeShots(page, 'removal-chance-sorted-wide');
  await page.context().close();
});

it('preselects the suggested reason in the order dialog and shows the badge in the drawer', async () => {
  const { page, id } = await openCompanyPage(browser, PRAXIS, '/reviews-new');
  const max = rowWith(page, 'Max Beispiel');
  await max.getByRole('button', { name: 'Löschauftrag anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Löschauftrag anlegen' });
  await dialog.getByText('Vorschlag der Löschchance').waitFor();
  expect(await dialog.getByRole('combobox', { name: 'Grund' }).textContent()).toBe('Kein Kundenkontakt');
  await dialog.getByRole('button', { name: 'Löschchance mittel, Gründe anzeigen' }).waitFor();
  await themeShots(page, 'removal-chance-order-dialog');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  const { body } = await apiGet<{ id: number }[]>(
    page,
    `/api/customers?companyId=${id}&search=${encodeURIComponent('Kieferorthopädie Lindner')}`,
  );
  await page.goto(`/customers-new/${id}?customer=${body[0].id}`);
  const drawer = page.getByRole('dialog', { name: 'Kieferorthopädie Lindner' });
  const reviews = drawer.locator('section[aria-labelledby="drawer-reviews"]');
  await reviews.getByRole('button', { name: 'Löschchance mittel, Gründe anzeigen' }).click();
  await page.getByText('Nur Sterne, kein Text: kein Kundenkontakt erkennbar').waitFor();
  await themeShots(page, 'removal-chance-drawer');
  await page.context().close();
});

it('has no critical or serious axe findings with the column, at 390 and 1440 px', async () => {
  for (const viewport of [{ ...WIDE, width: 1440 }, NARROW]) {
    const p = await browser.newPage(viewport);
    await addAxe(p);
    await signInByApi(p);
    await p.goto(`/reviews-new/${await companyIdByName(p, PRAXIS)}`);
    await waitForHeading(p, `Aktive Bewertungen (${E2E_ACTIVITY.praxis.activeReviews})`);
    if (viewport === NARROW) await themeShots(p, 'removal-chance-narrow');
    expect(await graveFindings(p), `${viewport.width} px`).toEqual([]);
    await p.context().close();
  }
});
