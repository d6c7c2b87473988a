import { expect, it } from 'vitest';
import { addAxe, expectAxeClean } from './axe-page';
import { NARROW, signIn, themeShots, useBrowser } from './support';

// The customer drawer's 'Kundenportal' (issue 36 point 1): when the owner opened the portal, and a
// new link after a confirmation, shown once with a copy button; the older link stops working.

const browser = useBrowser();
const WIDE_1440 = { width: 1440, height: 900 };
const SHOTS = process.env.SHOTS_DIR;

/** A company and customer of their own, and the drawer opened on them. */
async function openDrawer(viewport: typeof WIDE_1440, name: string) {
  const page = await browser.newPage(viewport);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await addAxe(page);
  await signIn(page);
  const company = await (
    await page.request.post('/api/companies', { data: { name: `Portal ${name}` } })
  ).json();
  const customer = await (
    await page.request.post('/api/customers', {
      data: {
        companyId: company.id,
        name,
        email: 'inhaber@example.de',
        googleMapsLink: 'https://maps.app.goo.gl/x',
      },
    })
  ).json();
  await page.goto(`/customers-new/${company.id}?customer=${customer.id}`);
  const portal = page.getByRole('dialog', { name }).getByRole('region', { name: 'Kundenportal' });
  await portal.waitFor();
  return { page, portal, customer };
}

it('makes a new portal link after asking, shows it once with a copy button, and the old link stops working', async () => {
  const { page, portal, customer } = await openDrawer(WIDE_1440, 'Friseur Lockenpracht');
  await portal.getByText('Noch nicht geöffnet').waitFor();

  const first = await (await page.request.post(`/api/customers/${customer.id}/portal-link`)).json();
  const oldToken = first.url.split('/').at(-1);
  expect((await page.request.get(`/api/portal/${oldToken}`)).status()).toBe(200);
  await page.reload();
  await portal.getByText(/^Zuletzt geöffnet \d{2}\.\d{2}\.\d{4}/).waitFor();

  await portal.getByRole('button', { name: 'Neuen Portal-Link erstellen' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Neuen Portal-Link erstellen?' });
  await ask.getByText(/auch die in bereits gesendeten E-Mails/).waitFor();
  if (SHOTS) await themeShots(page, 'portal-link-confirm-1440');
  await ask.getByRole('button', { name: 'Neuen Link erstellen' }).click();

  const shown = portal.getByLabel('Neuer Portal-Link');
  await shown.waitFor();
  const url = await shown.inputValue();
  expect(url).toMatch(/\/kunde\/[A-Za-z0-9_-]{43}$/);
  await portal.getByRole('button', { name: 'Kopieren' }).click();
  await page.getByText('Link kopiert').first().waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  expect((await page.request.get(`/api/portal/${oldToken}`)).status()).toBe(404);
  const view = await page.request.get(`/api/portal/${url.split('/').at(-1)}`);
  expect(view.status()).toBe(200);
  expect((await view.json()).customer.name).toBe('Friseur Lockenpracht');

  await expectAxeClean(page, 'drawer with the new link, 1440');
  if (SHOTS) await themeShots(page, 'portal-link-1440');
});

it('on a phone: the section and its dialog fit, axe clean', async () => {
  const { page, portal } = await openDrawer(NARROW, 'Blumen Kaiser');
  await portal.getByRole('button', { name: 'Neuen Portal-Link erstellen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Neuen Link erstellen' }).click();
  await portal.getByLabel('Neuer Portal-Link').waitFor();
  await portal.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page, 'drawer with the new link, 390');
  if (SHOTS) await themeShots(page, 'portal-link-390');
});
