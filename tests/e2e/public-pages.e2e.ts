// Issue 34 point 7: the public pages are as trustworthy as the offer. The opt-out page names the
// company, carries its Impressum and privacy notice and follows dark mode; the sign-up page carries
// the privacy notice, the default one until the company writes its own in its settings.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { unsubscribeToken } from '../../server/mail/unsubscribe-token';
import { seriousAxe } from './axe-page';
import { E2E_APP_SECRET } from './constants';
import { NARROW, signIn, signInTo, useBrowser, WIDE } from './support';

const browser = useBrowser();
const SHOTS = '/tmp/shots-F';
const NAME = 'Datenschutz Nord GmbH';
const SLUG = 'datenschutz-nord';
let companyId: number;
let token: string;

beforeAll(async () => {
  const admin = await browser.newPage();
  await signIn(admin);
  const created = await admin.request.post('/api/companies', { data: { name: NAME } });
  expect(created.status(), await created.text()).toBe(201);
  companyId = (await created.json()).id;
  const saved = await admin.request.put(`/api/companies/${companyId}`, {
    data: {
      name: NAME,
      legalName: 'Datenschutz Nord GmbH & Co. KG',
      legalAddress: 'Deichstraße 4\n20459 Hamburg',
      managingDirectors: 'Jana Fischer',
      registerCourt: 'Amtsgericht Hamburg',
      registerNumber: 'HRA 112233',
      vatId: 'DE112233445',
      contactEmail: 'datenschutz@nord.example',
      signupSlug: SLUG,
      consentText: 'Ja, ich möchte über neue negative Google-Bewertungen informiert werden.',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const customer = await admin.request.post('/api/customers', {
    data: {
      companyId,
      name: 'Blumenladen Abmeldung',
      email: 'blumen@example.com',
      googleMapsLink: 'https://maps.app.goo.gl/BlumenAbmeldung1',
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  token = unsubscribeToken(E2E_APP_SECRET, (await customer.json()).id);
  await admin.context().close();
});

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

it('opt-out page: the company’s name, Impressum and privacy notice, light and dark, without findings', async () => {
  for (const [size, label] of [
    [NARROW, '390'],
    [WIDE, '1440'],
  ] as const) {
    const page = await browser.newPage(size);
    await page.goto(`/abmelden/${token}`);
    await page.getByRole('heading', { name: 'E-Mails abbestellen' }).waitFor();
    await page.getByRole('banner').getByText(NAME, { exact: true }).waitFor();
    const impressum = page.getByRole('region', { name: 'Impressum' });
    for (const line of [
      'Datenschutz Nord GmbH & Co. KG',
      'Deichstraße 4',
      'Geschäftsführung: Jana Fischer',
      'Registergericht: Amtsgericht Hamburg, HRA 112233',
      'USt-IdNr.: DE112233445',
    ])
      await impressum.getByText(line, { exact: true }).waitFor();
    // The default privacy notice, filled in, one click away.
    await page.getByText('Datenschutzhinweise', { exact: true }).click();
    await page
      .getByText(
        'Verantwortlich für die Verarbeitung Ihrer Daten ist Datenschutz Nord GmbH & Co. KG, Deichstraße 4, 20459 Hamburg. Kontakt: datenschutz@nord.example.',
      )
      .waitFor();
    await page.getByText(/^Rechtsgrundlage: Ihre Einwilligung \(Art\. 6 Abs\. 1 lit\. a DSGVO\)/).waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const colours = await page.evaluate(() => ({
        body: getComputedStyle(document.body).backgroundColor,
        main: getComputedStyle(document.querySelector('main')!).backgroundColor,
      }));
      // Light: slate-50 around a white card; dark: slate-950 around slate-900.
      expect(colours).toEqual(
        scheme === 'light'
          ? { body: 'rgb(248, 250, 252)', main: 'rgb(255, 255, 255)' }
          : { body: 'rgb(2, 6, 23)', main: 'rgb(15, 23, 42)' },
      );
      expect(await seriousAxe(page), `${scheme} ${label}`).toEqual([]);
      await shoot(page, `optout-${label}-${scheme}`);
    }
    await page.context().close();
  }
});

it('sign-up page: the default privacy notice, then the company’s own text from its settings', async () => {
  const page = await browser.newPage(NARROW);
  // No CSS transitions: after a theme switch a colour would be measured half-way (as in axe.e2e.ts).
  await page.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, ::before, ::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await page.goto(`/alarm/${SLUG}`);
  await page.getByRole('heading', { name: 'Bewertungs-Alarm' }).waitFor();
  await page.getByText('Datenschutzhinweise', { exact: true }).click();
  await page
    .getByText(/^Verantwortlich für die Verarbeitung Ihrer Daten ist Datenschutz Nord GmbH & Co\. KG/)
    .waitFor();
  await page.getByText(/^Ihre Rechte: Sie haben das Recht auf Auskunft/).waitFor();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      scheme === 'dark',
    );
    expect(await seriousAxe(page), scheme).toEqual([]);
    await shoot(page, `signup-privacy-390-${scheme}`);
  }

  // The operator writes the company's own text in the settings; the page shows it, filled in.
  const operator = await browser.newPage(WIDE);
  await signInTo(operator, `/settings-new/${companyId}`);
  const field = operator.getByLabel('Datenschutzhinweis', { exact: true });
  await field.waitFor();
  expect(await field.inputValue()).toMatch(/^Verantwortlich für die Verarbeitung Ihrer Daten ist \{firma\}/);
  await field.fill('Verantwortlich ist {firma}.\n\nFragen zum Datenschutz an {kontakt}.');
  // Saving a company reloads the app after 200 ms (docs/product.md §4): wait for it before touching the page.
  const reloaded = operator.waitForEvent('load');
  await operator.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await reloaded;
  await expect
    .poll(
      async () => (await (await operator.request.get(`/api/companies/${companyId}`)).json()).privacyNotice,
    )
    .toBe('Verantwortlich ist {firma}.\n\nFragen zum Datenschutz an {kontakt}.');
  await expect
    .poll(() => field.inputValue())
    .toBe('Verantwortlich ist {firma}.\n\nFragen zum Datenschutz an {kontakt}.');
  await field.scrollIntoViewIfNeeded();
  await shoot(operator, 'settings-privacy-1440');

  await page.reload();
  await page.getByText('Datenschutzhinweise', { exact: true }).click();
  await page.getByText('Verantwortlich ist Datenschutz Nord GmbH & Co. KG.', { exact: true }).waitFor();
  await page.getByText('Fragen zum Datenschutz an datenschutz@nord.example.', { exact: true }).waitFor();
  const wide = await browser.newPage(WIDE);
  await wide.goto(`/alarm/${SLUG}`);
  await wide.getByText('Datenschutzhinweise', { exact: true }).click();
  await shoot(wide, 'signup-privacy-1440-light');
});
