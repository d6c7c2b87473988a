import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { companyIdByName } from './activity-helpers';
import { addAxe, expectAxeClean } from './axe-page';
import { FUNNEL_COMPANY } from './seed-funnel';
import { NARROW, signInByApi, themeShots, useBrowser } from './support';

// The dashboard's funnel 'Vom Angebot zur Zahlung' (decision 074) on the company seeded for it.
const browser = useBrowser();
const WIDE_1440 = { width: 1440, height: 900 };

/** Each step's text, whitespace folded: label, count, rates. */
async function stepTexts(page: Page) {
  const card = page.getByRole('region', { name: 'Vom Angebot zur Zahlung' });
  const steps = card.getByRole('listitem');
  return (await steps.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

for (const [name, viewport] of [
  ['1440', WIDE_1440],
  ['390', NARROW],
] as const) {
  it(`shows the funnel's steps with counts and rates and switches the period (${name} px)`, async () => {
    const page = await browser.newPage(viewport);
    await addAxe(page);
    await signInByApi(page);
    const id = await companyIdByName(page, FUNNEL_COMPANY);
    await page.goto(`/dashboard-new/${id}`);
    const card = page.getByRole('region', { name: 'Vom Angebot zur Zahlung' });
    await card.getByText('der letzten 30 Tage', { exact: false }).waitFor();
    await card.getByTestId('funnel-offers').getByText('5', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: '30 Tage' }).getAttribute('aria-pressed')).toBe('true');
    expect(await stepTexts(page)).toEqual([
      'Angeboten5Bewertungen in Angebots-E-Mails',
      'Portal geöffnet5100 % der Angebote',
      'Beauftragt360 % vom Schritt davor60 % der Angebote',
      'Entfernt267 % vom Schritt davor40 % der Angebote',
      'Abgerechnet2100 % vom Schritt davor40 % der Angebote',
      'Bezahlt150 % vom Schritt davor20 % der Angebote',
    ]);

    await card.getByRole('button', { name: '7 Tage' }).click();
    await card.getByText('der letzten 7 Tage', { exact: false }).waitFor();
    await card.getByTestId('funnel-offers').getByText('4', { exact: true }).waitFor();
    expect(await stepTexts(page)).toEqual([
      'Angeboten4Bewertungen in Angebots-E-Mails',
      'Portal geöffnet4100 % der Angebote',
      'Beauftragt375 % vom Schritt davor75 % der Angebote',
      'Entfernt267 % vom Schritt davor50 % der Angebote',
      'Abgerechnet2100 % vom Schritt davor50 % der Angebote',
      'Bezahlt150 % vom Schritt davor25 % der Angebote',
    ]);
    expect(await card.getByRole('button', { name: '7 Tage' }).getAttribute('aria-pressed')).toBe('true');

    await card.scrollIntoViewIfNeeded();
    await expectAxeClean(page, `dashboard ${name}`);
    if (process.env.SHOTS) await themeShots(page, `dashboard-funnel-${name}`);
    await page.context().close();
  });
}
