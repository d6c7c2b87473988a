import { expect, it } from 'vitest';
import { defaultPortalTerms } from '../../common/portal-terms';
import { addAxe, expectAxeClean } from './axe-page';
import { NARROW, signInByApi, signInTo, themeShots, useBrowser } from './support';
import { recordToasts } from './toasts';

// The terms an owner accepts in the customer portal (issue 36 point 3, decision 071): the settings
// show the default text with its version, a change counts the version up, 'Standardtext
// einsetzen' brings the default back; axe clean in light and dark, on a phone and wide.

const browser = useBrowser();
const WIDE_1440 = { width: 1440, height: 900 };
const SHOTS = process.env.SHOTS_DIR;
const NAME = `Auftragsbedingungen Test ${Date.now()}`;

it('shows the default terms with version 1, counts the version up on a change and restores the default', async () => {
  const page = await browser.newPage(WIDE_1440);
  await addAxe(page);
  const sawToast = await recordToasts(page);
  await signInByApi(page);
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
  await signInTo(phone, `/settings-new/${companyId}`);
  const small = phone.getByLabel('Auftragsbedingungen (Kundenportal)', { exact: true });
  await small.waitFor();
  await small.scrollIntoViewIfNeeded();
  if (SHOTS) await themeShots(phone, 'portal-terms-phone');
  await expectAxeClean(phone, 'settings on a phone');
  await phone.context().close();
});
