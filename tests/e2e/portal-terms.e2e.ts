import type axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { defaultPortalTerms } from '../../common/portal-terms';
import { addAxe } from './axe-page';
import { NARROW, signIn, themeShots, useBrowser } from './support';
import { recordToasts } from './toasts';

// The terms an owner accepts in the customer portal (issue 36 point 3, decision 071): the settings
// show the default text with its version, a change counts the version up, 'Standardtext
// einsetzen' brings the default back; axe clean in light and dark, on a phone and wide.

declare global {
  interface Window {
    axe: typeof axe;
  }
}

const browser = useBrowser();
const WIDE_1440 = { width: 1440, height: 900 };
const SHOTS = process.env.SHOTS_DIR;
const NAME = `Auftragsbedingungen Test ${Date.now()}`;

async function expectAxeClean(page: Page, where: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      theme === 'dark',
    );
    const found = await page.evaluate(async () => {
      const results = await window.axe.run(document, { resultTypes: ['violations'], iframes: false });
      return results.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`));
    });
    expect(found, `${where} (${theme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

it('shows the default terms with version 1, counts the version up on a change and restores the default', async () => {
  const page = await browser.newPage(WIDE_1440);
  await addAxe(page);
  const sawToast = await recordToasts(page);
  await signIn(page);
  const companyId = (await (await page.request.post('/api/companies', { data: { name: NAME } })).json()).id;
  await page.goto(`/settings-new/${companyId}`);
  const terms = page.getByLabel('Auftragsbedingungen (Kundenportal)', { exact: true });
  await terms.waitFor();
  expect(await terms.inputValue()).toBe(defaultPortalTerms);
  await page.getByText('Version 1. Jede Änderung zählt die Version hoch').waitFor();
  await terms.scrollIntoViewIfNeeded();
  if (SHOTS) await themeShots(page, 'portal-terms-wide');
  await expectAxeClean(page, 'settings with the portal terms');

  await terms.fill('Unsere eigenen Bedingungen: Zahlung nur bei Erfolg.');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await sawToast('Einstellungen gespeichert');
  await reloaded;
  await page.getByText('Version 2. Jede Änderung zählt die Version hoch').waitFor();
  expect(await terms.inputValue()).toBe('Unsere eigenen Bedingungen: Zahlung nur bei Erfolg.');

  await page.getByRole('button', { name: 'Standardtext einsetzen' }).last().click();
  expect(await terms.inputValue()).toBe(defaultPortalTerms);
  const company = await (await page.request.get(`/api/companies/${companyId}`)).json();
  expect(company).toMatchObject({
    portalTerms: 'Unsere eigenen Bedingungen: Zahlung nur bei Erfolg.',
    portalTermsVersion: 2,
  });
  await page.context().close();

  const phone = await browser.newPage(NARROW);
  await addAxe(phone);
  await signIn(phone);
  await phone.goto(`/settings-new/${companyId}`);
  const small = phone.getByLabel('Auftragsbedingungen (Kundenportal)', { exact: true });
  await small.waitFor();
  await small.scrollIntoViewIfNeeded();
  if (SHOTS) await themeShots(phone, 'portal-terms-phone');
  await expectAxeClean(phone, 'settings on a phone');
  await phone.context().close();
});
