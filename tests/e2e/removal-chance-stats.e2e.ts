// 'Erfolgsquote nach Grund' on the Löschaufträge page (issue 37.3, decision 076): seeded closed
// cases (seed-chance-stats.ts) per reason and per signal; an empty company's
// German empty state; axe clean at 1440 and 390 px, light and dark.
import type { ChanceStats } from '@common/schemas/removal-chance';
import { expect, it } from 'vitest';
import { apiGet, companyIdByName } from './activity-helpers';
import { addAxe, expectAxeClean } from './axe-page';
import { RATES_COMPANY } from './seed-chance-stats';
import { NARROW, signIn, signInByApi, themeShots, useBrowser, WIDE } from './support';

const browser = useBrowser();
const EMPTY = 'Leere Firma GmbH';

for (const [name, viewport] of [
  ['wide', { ...WIDE, width: 1440 }],
  ['narrow', NARROW],
] as const) {
  it(`shows the closed cases per reason and per signal (${name})`, async () => {
    const page = await browser.newPage(viewport);
    await addAxe(page);
    await signIn(page);
    const id = await companyIdByName(page, RATES_COMPANY);
    const { body: stats } = await apiGet<ChanceStats>(page, `/api/removal-chance/stats?companyId=${id}`);
    expect(stats.byReason.map((r) => [r.code, r.closed, r.removed, r.refused, r.movesChance])).toEqual([
      ['insult', 6, 4, 2, true],
      ['no_contact', 2, 1, 1, false],
    ]);
    await page.goto(`/removals-new/${id}`);
    const card = page.getByTestId('success-rates');
    await card.getByRole('heading', { name: 'Erfolgsquote nach Grund' }).waitFor();
    const reasons = card.getByRole('table', { name: 'Erfolgsquote nach Grund' });
    await reasons.waitFor();
    expect(await reasons.locator('tbody tr').count()).toBe(2);
    const insult = reasons.locator('tbody tr').first();
    const cells = (await insult.getByRole('cell').allTextContents()).map((t) => t.replace(/\s/g, ' '));
    expect(cells).toEqual(['Beleidigung / Schmähkritikwirkt auf die Löschchance', '6', '4', '2', '67 %']);
    const heads = await reasons.getByRole('columnheader').allTextContents();
    expect(heads.map((h) => h.replace(/\u00ad/g, ''))).toEqual([
      'Grund',
      'abgeschlossen',
      'entfernt',
      'abgelehnt',
      'Quote',
    ]);
    await card.getByText('Nach Signal beim Beauftragen (3)').click();
    await card
      .getByRole('table', { name: 'Erfolgsquote nach Signal' })
      .getByText('Kein Besuch oder Kauf')
      .waitFor();
    await card.scrollIntoViewIfNeeded();
    await themeShots(page, `removal-chance-stats-${name}`);
    await expectAxeClean(page, `Erfolgsquote ${name}`);
    await page.context().close();
  });
}

it('says in German that no case is closed yet', async () => {
  const page = await browser.newPage();
  await addAxe(page);
  await signInByApi(page);
  await page.goto(`/removals-new/${await companyIdByName(page, EMPTY)}`);
  const card = page.getByTestId('success-rates');
  await card.getByText(/^Noch kein Löschauftrag abgeschlossen/).waitFor();
  await card.scrollIntoViewIfNeeded();
  await themeShots(page, 'removal-chance-stats-empty');
  await expectAxeClean(page, 'Erfolgsquote leer');
  await page.context().close();
});
