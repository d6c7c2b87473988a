import { mkdirSync } from 'node:fs';
import axe from 'axe-core';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../server/demo/smtp-sink';
import { companyIdByName } from './activity-helpers';
import { seriousAxe, waitForTheme } from './axe-page';
import { SIGNUP_COMPANY, SIGNUP_CONSENT, SIGNUP_SLUG } from './seed-signup';
import { NARROW, screenshot, signIn, useBrowser, WIDE } from './support';

const browser = useBrowser();
const SHOTS = process.env.SIGNUP_SHOTS_DIR;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  // The seeded company mails through a sink of this test's own, so the test reads the link.
  const admin = await browser.newPage();
  await signIn(admin);
  const id = await companyIdByName(admin, SIGNUP_COMPANY);
  const res = await admin.request.put(`/api/companies/${id}`, {
    data: {
      name: SIGNUP_COMPANY,
      gmailEmail: sink.user,
      gmailPassword: sink.password,
      smtpHost: sink.host,
      smtpPort: sink.port,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await admin.context().close();
});
afterAll(async () => sink?.close());

/** Critical and serious axe findings of the page as it is now, light and dark; light again after. */
async function axeFindings(page: Page) {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await waitForTheme(page, colorScheme);
    found.push(...(await seriousAxe(page)).map((v) => `${colorScheme} ${v}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}

it('signs a business up on a phone: German errors per field, the mail, the confirmation, the customer', async () => {
  const page = await browser.newPage(NARROW);
  await page.addInitScript({ content: axe.source });
  // No CSS transitions: after a theme switch a colour would be measured half-way (as in axe.e2e.ts).
  await page.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, ::before, ::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await page.goto(`/alarm/${SIGNUP_SLUG}`);
  await page.getByRole('heading', { name: 'Bewertungs-Alarm' }).waitFor();
  await page.getByText('Impressum').waitFor();
  await page.getByText('Registergericht: Amtsgericht Hamburg, HRB 654321').waitFor();
  expect(await page.getByLabel(SIGNUP_CONSENT).count()).toBe(1);
  // The honeypot is there for bots only.
  const honeypot = page.locator('#signup-website');
  expect(await honeypot.getAttribute('tabindex')).toBe('-1');
  expect(await honeypot.getAttribute('autocomplete')).toBe('off');
  // Off screen (a display:none field is skipped by many bots).
  const box = await honeypot.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(0);
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'signup-phone-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'signup-phone-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Nothing filled: every required field says what is missing, linked to its input.
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const name = page.getByLabel('Firmenname');
  await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
  expect(await name.getAttribute('aria-describedby')).toBe('signup-name-error');
  await page.getByText('Bitte geben Sie den Firmennamen ein').waitFor();
  await page.getByText('Bitte stimmen Sie der Einwilligung zu, um sich anzumelden').waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('signup-name');
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'signup-phone-errors');

  await name.fill('Café Morgenrot');
  await page.getByLabel('Anrede').selectOption('Herr');
  await page.getByLabel('Ansprechpartner').fill('Jonas Becker');
  await page.getByLabel('E-Mail-Adresse').fill('jonas@cafe-morgenrot.example');
  // A link that is not a place on Google Maps: the server's German answer at the field.
  await page.getByLabel('Google-Maps-Link').fill('https://example.com/cafe');
  await page.getByLabel(SIGNUP_CONSENT).check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByText('Bitte geben Sie den Link zu Ihrem Eintrag bei Google Maps ein').waitFor();
  await page.getByLabel('Google-Maps-Link').fill('https://maps.app.goo.gl/CafeMorgenrot1');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page
    .getByText(
      'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir an jonas@cafe-morgenrot.example gesendet haben.',
    )
    .waitFor();
  await shot(page, 'signup-phone-sent');

  await expect
    .poll(() => sink.messages.filter((m) => m.to.includes('jonas@cafe-morgenrot.example')).length)
    .toBe(1);
  const mail = await simpleParser(
    sink.messages.find((m) => m.to.includes('jonas@cafe-morgenrot.example'))!.raw,
  );
  const link = /https?:\/\/\S+\/alarm\/confirm\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  const mailPage = await browser.newPage({ width: 700, height: 900 });
  await mailPage.setContent(typeof mail.html === 'string' ? mail.html : '');
  await shot(mailPage, 'signup-confirmation-mail');
  await mailPage.context().close();

  // The link: the page asks, the button confirms; a second visit says it is done.
  const path = new URL(link!).pathname;
  await page.goto(path);
  await page.getByRole('heading', { name: 'Anmeldung bestätigen' }).waitFor();
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Anmeldung jetzt bestätigen' }).click();
  await page.getByRole('heading', { name: 'Anmeldung bestätigt' }).waitFor();
  await page
    .getByText(`Vielen Dank! Ihre Anmeldung zum Bewertungs-Alarm von ${SIGNUP_COMPANY} ist bestätigt.`)
    .waitFor();
  await shot(page, 'signup-phone-confirmed');
  await page.goto(path);
  await page.getByRole('heading', { name: 'Bereits bestätigt' }).waitFor();

  // The operator sees the new customer with consent given.
  const operator = await browser.newPage();
  await signIn(operator);
  const id = await companyIdByName(operator, SIGNUP_COMPANY);
  const customers = (await (
    await operator.request.get(`/api/customers?companyId=${id}&search=Morgenrot`)
  ).json()) as {
    name: string;
    consent: string;
    contactPerson: string;
  }[];
  expect(customers).toMatchObject([
    { name: 'Café Morgenrot', consent: 'given', contactPerson: 'Jonas Becker' },
  ]);

  // The list and the drawer say where the customer came from (issue 34 point 8).
  await operator.goto(`/customers-new/${id}`);
  const row = operator.locator('tbody tr').filter({ hasText: 'Café Morgenrot' });
  await row.getByText('Über Anmeldeseite', { exact: true }).waitFor();
  expect(await operator.locator('tbody tr').filter({ hasText: 'Über Anmeldeseite' }).count()).toBe(1);
  await operator.getByRole('button', { name: 'Details zu Café Morgenrot' }).click();
  const drawer = operator.getByRole('dialog', { name: 'Café Morgenrot' });
  await drawer.getByText('Über Anmeldeseite', { exact: true }).waitFor();
  await screenshot(operator, 'signup-origin-drawer');
  await operator.keyboard.press('Escape');

  // Settings: the section with the address to share.
  await operator.goto(`/settings-new/${id}`);
  await operator.getByRole('heading', { name: 'Bewertungs-Alarm (Anmeldeseite)' }).waitFor();
  await operator.getByText(`/alarm/${SIGNUP_SLUG}`, { exact: false }).first().waitFor();
  expect(await operator.getByLabel('Einwilligungstext').inputValue()).toBe(SIGNUP_CONSENT);
});

it('shows the page wide and an unknown address as not found', async () => {
  const page = await browser.newPage(WIDE);
  await page.addInitScript({ content: axe.source });
  await page.goto(`/alarm/${SIGNUP_SLUG}`);
  await page.getByRole('heading', { name: 'Bewertungs-Alarm' }).waitFor();
  // Wide as on the phone: no critical or serious axe finding, light and dark (issue 36 point 8).
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'signup-wide-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'signup-wide-dark');
  await page.goto('/alarm/gibt-es-nicht');
  await page.getByRole('heading', { name: 'Anmeldeseite nicht gefunden' }).waitFor();
  expect(await axeFindings(page)).toEqual([]);
  await page.goto('/alarm/confirm/ungueltig');
  await page.getByRole('heading', { name: 'Link ungültig' }).waitFor();
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'signup-wide-invalid-link');
});
