// Consent visible (issue 21, decision 043): the list filter 'Einwilligung' in the address, the
// drawer's consent with its history, the warning on dashboard and automation with its switch;
// axe clean in light and dark; screenshots for looking at (SHOTS_DIR, else tests/e2e/screenshots).
import { mkdirSync } from 'node:fs';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { unsubscribeToken } from '../../server/mail/unsubscribe-token';
import { addAxe } from './axe-page';
import { E2E_APP_SECRET } from './constants';
import { NARROW, signIn, useBrowser, WIDE } from './support';

const browser = useBrowser();
const COMPANY = `Einwilligung Test ${Date.now()}`;
let companyId = 0;
const ids: Record<string, number> = {};

const shots = process.env.SHOTS_DIR ?? 'tests/e2e/screenshots';
async function shot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
}

/** axe-core on the page, or only inside a popup (the page behind its overlay was checked on its own). */
async function axeClean(page: Page, where: string, within?: string) {
  await page.addScriptTag({ content: axe.source }).catch(() => undefined);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.waitForTimeout(200);
    const violations = await page.evaluate(async (selector) => {
      const context = selector ? (document.querySelector(selector) ?? document) : document;
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
      const result = await (window as any).axe.run(context, { resultTypes: ['violations'] });
      return result.violations.map((v: { id: string; nodes: { target: string[] }[] }) => ({
        id: v.id,
        at: v.nodes.map((n) => n.target.join(' ')).slice(0, 3),
      }));
    }, within);
    expect(violations, `${where} (${theme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function newSignedInPage(viewport = WIDE) {
  const page = await browser.newPage(viewport);
  await addAxe(page);
  await signIn(page);
  return page;
}

beforeAll(async () => {
  const page = await newSignedInPage();
  const company = await page.request.post('/api/companies', { data: { name: COMPANY } });
  expect(company.status(), await company.text()).toBe(201);
  companyId = (await company.json()).id;
  const seed: [string, object][] = [
    [
      'Bäckerei Erteilt',
      { consent: 'given', consentDate: '12.11.2026', consentNote: 'Telefonisch mit Frau Korn' },
    ],
    ['Café Angefragt', { consent: 'requested' }],
    ['Friseur Keine', {}],
    ['Metzgerei Abgemeldet', { consent: 'given' }],
  ];
  for (const [name, values] of seed) {
    const res = await page.request.post('/api/customers', {
      data: {
        companyId,
        name,
        email: `kunde${Object.keys(ids).length + 1}@consent.example`,
        googleMapsLink: 'https://maps.app.goo.gl/consent',
        ...values,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids[name] = (await res.json()).id;
  }
  const token = unsubscribeToken(E2E_APP_SECRET, ids['Metzgerei Abgemeldet']);
  expect((await page.request.post(`/abmelden/${token}`)).status()).toBe(200);
  await page.context().close();
});

const rowNames = (page: Page) =>
  page.$$eval('tbody tr', (rows) => rows.map((r) => r.querySelector('td .font-medium')?.textContent ?? ''));

it('filters the list by consent, in the address, with the counts of each value', async () => {
  const page = await newSignedInPage();
  await page.goto(`/customers-new/${companyId}`);
  await page.getByText('Bäckerei Erteilt').first().waitFor();
  const filter = page.getByRole('combobox', { name: 'Einwilligung' });
  await expect.poll(() => filter.textContent()).toBe('Einwilligung: Alle (4)');
  const choose = async (label: RegExp) => {
    await filter.click();
    await page.getByRole('option', { name: label }).click();
  };
  for (const [label, value, names] of [
    [/^Einwilligung: Erteilt \(1\)$/, 'given', ['Bäckerei Erteilt']],
    [/^Einwilligung: Angefragt \(1\)$/, 'requested', ['Café Angefragt']],
    [/^Einwilligung: Keine \(1\)$/, 'none', ['Friseur Keine']],
    [/^Einwilligung: Abgemeldet \(1\)$/, 'opted_out', ['Metzgerei Abgemeldet']],
  ] as const) {
    await choose(label);
    await page.waitForURL(new RegExp(`consent=${value}`));
    await expect.poll(() => rowNames(page)).toEqual(names);
  }
  // The address alone restores the filter; the status tabs count under it.
  await page.goto(`/customers-new/${companyId}?consent=requested`);
  await expect.poll(() => rowNames(page)).toEqual(['Café Angefragt']);
  await page.getByRole('tab', { name: 'Alle (1)' }).waitFor();
  await choose(/^Einwilligung: Alle/);
  await expect.poll(() => rowNames(page)).toHaveLength(4);
  expect(page.url()).not.toContain('consent=');
  await page.context().close();
});

it('shows the consent and its history in the drawer and the modal, axe clean', async () => {
  for (const [viewport, size] of [
    [WIDE, 'wide'],
    [NARROW, 'narrow'],
  ] as const) {
    const page = await newSignedInPage(viewport);
    await page.goto(`/customers-new/${companyId}?customer=${ids['Bäckerei Erteilt']}`);
    const drawer = page.getByRole('dialog');
    const section = drawer.getByRole('region', { name: 'Einwilligung' });
    await section.getByText('Erteilt am 12.11.2026').waitFor();
    await section.getByText(/^Erteilt durch /).waitFor();
    await section.getByText('Telefonisch mit Frau Korn').first().waitFor();
    await section.scrollIntoViewIfNeeded();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await shot(page, `drawer-consent-${size}-${theme}`);
    }
    if (size === 'wide') await axeClean(page, 'drawer', '[role="dialog"]');
    await page.context().close();
  }
  const page = await newSignedInPage();
  await page.goto(`/customers-new/${companyId}?customer=${ids['Metzgerei Abgemeldet']}`);
  const section = page.getByRole('dialog').getByRole('region', { name: 'Einwilligung' });
  await section.getByText(/^Abgemeldet am /).waitFor();
  await section.getByText('Abmeldung durch den Kunden').waitFor();
  await page.context().close();
});

it('warns on dashboard and automation while offers reach customers without consent; the switch ends it', async () => {
  for (const [viewport, size] of [
    [WIDE, 'wide'],
    [NARROW, 'narrow'],
  ] as const) {
    const page = await newSignedInPage(viewport);
    const text = 'Diese Firma sendet Angebote auch an 2 Kunden ohne Einwilligung.';
    await page.goto(`/dashboard-new/${companyId}`);
    await page.getByText(text, { exact: false }).waitFor();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await shot(page, `dashboard-consent-${size}-${theme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('link', { name: 'Zur Einstellung „Nur mit Einwilligung senden“' }).click();
    await page.waitForURL(`**/automation-new/${companyId}`);
    await page.getByText(text, { exact: false }).waitFor();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await shot(page, `automation-consent-${size}-${theme}`);
    }
    if (size === 'wide') await axeClean(page, 'automation');
    await page.context().close();
  }
  const page = await newSignedInPage();
  await page.goto(`/automation-new/${companyId}`);
  const toggle = page.getByRole('switch', { name: 'Nur mit Einwilligung senden' });
  await toggle.click();
  await page
    .getByText(
      'Angebote gehen nur an Kunden mit erteilter Einwilligung. 2 Kunden ohne Einwilligung erhalten keine.',
    )
    .waitFor();
  expect(await page.getByText('ohne sie drohen Abmahnungen', { exact: false }).count()).toBe(0);
  await page.goto(`/dashboard-new/${companyId}`);
  await page.getByRole('heading', { name: 'Dashboard Übersicht' }).waitFor();
  await page.waitForTimeout(500);
  expect(await page.getByText('ohne sie drohen Abmahnungen', { exact: false }).count()).toBe(0);
  // Back to the default, for whoever reads this company next.
  await page.goto(`/automation-new/${companyId}`);
  await page.getByRole('switch', { name: 'Nur mit Einwilligung senden' }).click();
  await page.getByText('ohne sie drohen Abmahnungen', { exact: false }).waitFor();
  await page.context().close();
});
