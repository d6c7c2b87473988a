import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyScopedNames, unscopedPages } from '@/app/routes';
import { companyIdByName } from './activity-helpers';
import { E2E_ADMIN } from './constants';
import { AXE_INVOICE_COMPANY, AXE_INVOICE_CUSTOMER } from './seed-invoices';
import { REPLIES_COMPANY, REPLY_CUSTOMER } from './seed-replies';
import { signIn, useBrowser } from './support';

/**
 * axe-core on every page and state (issue 19): signed out and for each role, at 1440 and 390 px,
 * light and dark, with the customer drawer, the dialogs, the command palette and the menus open.
 * Every critical or serious violation fails its test, listed with rule, target and summary.
 * One page per role and width, moved on inside the app (no reloads); dark is the emulated system
 * setting the app follows, so the theme switches in place.
 */

declare global {
  interface Window {
    axe: typeof axe;
  }
}

const browser = useBrowser();
const widths = { 1440: { width: 1440, height: 900 }, 390: { width: 390, height: 844 } } as const;
type Width = keyof typeof widths;
const COMPANY_ID = 1;

/** Every route of web/app/routes.tsx, and an unknown one (the 404 page). */
const routes = [
  ...companyScopedNames.map((name) => `/${name}/${COMPANY_ID}`),
  ...Object.keys(unscopedPages),
  '/gibt-es-nicht',
];

type Role = 'admin' | 'manager' | 'user';
const accounts: Record<Role, { email: string; password: string }> = {
  admin: E2E_ADMIN,
  manager: { email: 'axe-manager@example.com', password: 'axe-manager-passwort' },
  user: { email: 'axe-user@example.com', password: 'axe-user-passwort' },
};

/** Findings by rule, target and summary, with where each was seen. */
type Findings = Map<string, string[]>;
/** The moderate and minor ones of the whole run: printed, not failing. */
const notes: Findings = new Map();
let axeMs = 0;

const add = (into: Findings, key: string, where: string) => into.set(key, [...(into.get(key) ?? []), where]);
const report = (findings: Findings) =>
  [...findings]
    .map(([key, places]) => `${key}\n    ${places.length}× ${places.slice(0, 4).join('; ')}`)
    .join('\n');

/**
 * axe-core in every document of the page, and no CSS transitions (after a theme switch a colour
 * would otherwise be measured half-way). The app's Content-Security-Policy (script-src 'self')
 * refuses an inline <script> from page.addScriptTag; an init script is not subject to it.
 */
async function prepare(page: Page) {
  await page.addInitScript({ content: axe.source });
  await page.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, ::before, ::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

/**
 * Waits for the page's data (no skeleton, spinner or busy region; at most 5 s, a spinner may be
 * the state to check) and for opening animations to end.
 */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () => !document.querySelector('[data-slot="skeleton"], [aria-busy="true"], main .animate-spin'),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * All rules in light; in dark only the rules that depend on colour (the rest reads the same DOM),
 * and with a popup open only inside it (the page behind was checked on its own).
 */
async function check(page: Page, where: string, findings: Findings, popup?: string) {
  const settling = Date.now();
  await settle(page);
  if (process.env.AXE_TIMING) console.log(`${where} settle: ${Date.now() - settling} ms`);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      theme === 'dark',
    );
    const started = Date.now();
    const dark = theme === 'dark';
    const violations = await page.evaluate(
      async ({ dark, popup }) => {
        const context = dark && popup ? { include: [popup] } : document;
        const results = await window.axe.run(context, {
          resultTypes: ['violations'],
          iframes: false,
          ...(dark ? { runOnly: ['color-contrast', 'link-in-text-block'] } : {}),
        });
        return results.violations.flatMap((v) =>
          v.nodes.map((n) => ({
            id: v.id,
            impact: n.impact ?? v.impact ?? 'minor',
            target: n.target.join(' '),
            summary: (n.failureSummary ?? v.help)
              .replace(/\s+/g, ' ')
              .replace(/^Fix (any|all) of the following: /, ''),
          })),
        );
      },
      { dark, popup },
    );
    axeMs += Date.now() - started;
    if (process.env.AXE_TIMING) console.log(`${where} ${theme}: ${Date.now() - started} ms`);
    for (const v of violations) {
      const grave = v.impact === 'critical' || v.impact === 'serious';
      add(grave ? findings : notes, `${v.impact} ${v.id} | ${v.target} | ${v.summary}`, `${where} ${theme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Client-side navigation (wouter follows pushState), so nothing reloads. */
async function go(page: Page, path: string) {
  const started = Date.now();
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await page.locator('main h1').first().waitFor();
  if (process.env.AXE_TIMING) console.log(`${path} go: ${Date.now() - started} ms`);
}

const popups = { dialog: '[role="dialog"]', menu: '[role="menu"]', listbox: '[role="listbox"]' } as const;

/** Opens a popup with `open`, checks it, closes it with Escape. */
async function checkOpen(
  page: Page,
  where: string,
  findings: Findings,
  open: () => Promise<unknown>,
  kind: keyof typeof popups = 'dialog',
) {
  await open();
  const popup = page.locator(popups[kind]).first();
  await popup.waitFor();
  await check(page, where, findings, popups[kind]);
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  const admin = await browser.newPage();
  await signIn(admin);
  for (const role of ['manager', 'user'] as const) {
    const { email, password } = accounts[role];
    const created = await admin.request.post('/api/users', {
      data: { name: `Axe ${role}`, email, role, password },
    });
    expect([201, 409]).toContain(created.status());
  }
  await prepareInvoices(admin);
  await prepareFollowUp(admin);
  await admin.context().close();
});

/** An overdue follow-up of the admin on the first customer of company 1 (issue 24). */
let followUpCustomerId = 0;
async function prepareFollowUp(admin: Page) {
  const [customer] = (await (
    await admin.request.get(`/api/customers?companyId=${COMPANY_ID}&limit=1`)
  ).json()) as { id: number }[];
  followUpCustomerId = customer.id;
  const set = await admin.request.put(`/api/customers/${customer.id}/follow-up`, {
    data: { companyId: COMPANY_ID, date: '2024-01-10', time: '10:00', note: 'Axe: Angebot nachfassen' },
  });
  expect(set.status()).toBe(200);
}

/**
 * 'Wiedervorlagen' (issue 24): the page with every owner's rows, and the customer drawer's section
 * with its form open.
 */
async function checkFollowUps(page: Page, at: (what: string) => string, findings: Findings, role: Role) {
  await go(page, '/follow-ups?owner=all');
  await page.getByText('Axe: Angebot nachfassen').first().waitFor();
  await check(page, at('Wiedervorlagen mit Zeilen'), findings);
  await go(page, `/customers-new/${COMPANY_ID}`);
  await checkOpen(page, at('Kunden-Drawer mit Wiedervorlage'), findings, async () => {
    await page.evaluate(
      (to) => history.pushState(null, '', to),
      `/customers-new/${COMPANY_ID}?customer=${followUpCustomerId}`,
    );
    const section = page.getByRole('region', { name: 'Wiedervorlage' });
    // A plain user may only complete the admin's follow-up; the others open the form.
    if (role === 'user') return section.getByRole('button', { name: 'Erledigt' }).waitFor();
    await section.getByRole('button', { name: 'Ändern' }).click();
    await section.getByRole('form').waitFor();
  });
}

/** The invoices' company, a finalized invoice and a draft of it (the sheet and its dialogs). */
const invoices = { companyId: 0, customerId: 0, openId: 0, draftId: 0 };

/** Through the API as admin: a draft of three lines, one line dropped, finalized; a draft of the freed one. */
async function prepareInvoices(admin: Page) {
  invoices.companyId = await companyIdByName(admin, AXE_INVOICE_COMPANY);
  const customers = (await (
    await admin.request.get(
      `/api/customers?companyId=${invoices.companyId}&search=${encodeURIComponent(AXE_INVOICE_CUSTOMER)}`,
    )
  ).json()) as { id: number }[];
  invoices.customerId = customers[0].id;
  const post = async (url: string) => {
    const res = await admin.request.post(url);
    expect(res.status(), url).toBeLessThan(300);
    return (await res.json()) as { id: number; lines: { id: number }[] };
  };
  const first = await post(`/api/customers/${invoices.customerId}/invoices`);
  const dropped = await admin.request.delete(`/api/invoices/${first.id}/lines/${first.lines[2].id}`);
  expect(dropped.status()).toBe(200);
  invoices.openId = (await post(`/api/invoices/${first.id}/finalize`)).id;
  invoices.draftId = (await post(`/api/customers/${invoices.customerId}/invoices`)).id;
}

afterAll(() => {
  console.log(`axe: ${Math.round(axeMs / 1000)} s in axe.run`);
  if (notes.size) console.log(`axe, moderate and minor (not failing):\n${report(notes)}`);
});

it('signed out: the login page has no critical or serious violation', async () => {
  const findings: Findings = new Map();
  for (const width of [1440, 390] as const) {
    const page = await browser.newPage(widths[width]);
    await prepare(page);
    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse').waitFor();
    await check(page, `login ${width}`, findings);
    await page.context().close();
  }
  expect(report(findings)).toBe('');
});

/** At most `free` runs at a time (the machine has two cores; axe keeps one busy per page). */
let free = 2;
const waiting: (() => void)[] = [];
async function inTurn<T>(run: () => Promise<T>): Promise<T> {
  if (free > 0) free--;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await run();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else free++;
  }
}

describe.concurrent('signed in', () => {
  it.for([
    ['admin', 1440],
    ['admin', 390],
    ['manager', 1440],
    ['manager', 390],
    ['user', 1440],
    ['user', 390],
  ] as [Role, Width][])(
    '%s at %i px: every page, the drawer, dialogs, the palette and the menus',
    // The time in line (inTurn: two of six at once) counts too: three rounds of up to ~2 min each
    // on a loaded 2-core machine.
    { timeout: 600_000 },
    async ([role, width], { expect }) => {
      const findings = await inTurn(() => checkEverything(role, width));
      expect(report(findings)).toBe('');
    },
  );
});

async function checkEverything(role: Role, width: Width) {
  const findings: Findings = new Map();
  const at = (what: string) => `${role} ${width} ${what}`;
  const page = await browser.newPage(widths[width]);
  await prepare(page);
  await signIn(page, accounts[role].email, accounts[role].password);

  for (const route of routes) {
    await go(page, route);
    await check(page, at(route), findings);
  }

  // The activity chart's tooltip, under the pointer.
  await go(page, `/dashboard-new/${COMPANY_ID}`);
  // The chart draws once it comes near the viewport (WhenVisible).
  await page.getByRole('figure', { name: 'Aktivität der letzten 30 Tage' }).scrollIntoViewIfNeeded();
  await page.locator('.recharts-wrapper').first().hover();
  await page.locator('.recharts-tooltip-wrapper').first().getByText(/\d{4}/).waitFor();
  await check(page, at('Diagramm-Tooltip'), findings);
  await page.mouse.move(0, 0);

  await go(page, `/customers-new/${COMPANY_ID}`);
  await checkOpen(page, at('Kunden-Drawer'), findings, () =>
    page
      .getByRole('button', { name: /^Details zu / })
      .first()
      .click(),
  );
  if (role !== 'user') {
    // The lead import (issue 24) with its preview: a new row, a refused one and a duplicate.
    await checkOpen(page, at('Dialog CSV importieren'), findings, async () => {
      await page.getByRole('button', { name: 'CSV', exact: true }).click();
      await page.getByRole('menuitem', { name: 'CSV importieren' }).click();
      await page.getByLabel('CSV-Datei auswählen').setInputFiles({
        name: 'leads.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'Name;E-Mail;Google-Maps-Link;Preis\nAxe Neu;axe-neu@example.com;https://maps.app.goo.gl/axe1;89,50\nAxe Fehler;kaputt;https://maps.app.goo.gl/axe2;abc\nAxe Doppelt;axe-neu@example.com;https://maps.app.goo.gl/axe3;\n',
        ),
      });
      await page.getByText(/1 neu, 1 übersprungen, 1 fehlerhaft/).waitFor();
    });
  }
  await checkBulk(page, at, findings, role);
  await checkInvoices(page, at, findings, role);
  await checkReplies(page, at, findings);
  await checkFollowUps(page, at, findings, role);
  // The other popups over a short page: the long customer list was checked already.
  await go(page, `/automation-new/${COMPANY_ID}`);
  await checkOpen(page, at('Befehlspalette'), findings, () => page.keyboard.press('Control+K'));
  await checkOpen(
    page,
    at('Benutzermenü'),
    findings,
    () => page.getByRole('button', { name: 'Admin' }).click(),
    'menu',
  );
  // The header's bell with its alerts (issue 24).
  await checkOpen(page, at('Benachrichtigungen'), findings, async () => {
    await page.getByRole('button', { name: /^Benachrichtigungen/ }).click();
    await page.locator('[role="dialog"] li').first().waitFor();
  });
  await checkOpen(
    page,
    at('Firmenauswahl'),
    findings,
    () => page.getByRole('combobox', { name: 'Firma auswählen' }).click(),
    'listbox',
  );
  if (role !== 'user') {
    for (const name of ['Neuer Kunde', 'Neue Firma'])
      await checkOpen(page, at(`Dialog ${name}`), findings, () =>
        page.getByRole('button', { name, exact: true }).click(),
      );
  }
  if (role === 'admin') {
    await go(page, '/users');
    await checkOpen(page, at('Dialog Neuer Benutzer'), findings, () =>
      page.getByRole('button', { name: 'Neuer Benutzer' }).click(),
    );
  }
  await page.context().close();
  return findings;
}

/**
 * 'Antworten' (issue 24): the inbox with a message open (one already read, so the replies test's
 * unread marks stay), and the customer drawer with its thread and badge.
 */
async function checkReplies(page: Page, at: (what: string) => string, findings: Findings) {
  await go(page, `/replies-new/${await companyIdByName(page, REPLIES_COMPANY)}`);
  await page.getByRole('button', { name: /Kurze Rückfrage/ }).click();
  const message = page.getByRole('article');
  await message.getByRole('heading', { name: 'Kurze Rückfrage' }).waitFor();
  await check(page, at('Antworten mit Nachricht'), findings);
  await checkOpen(page, at('Kunden-Drawer mit Antworten'), findings, async () => {
    await message.getByRole('link', { name: REPLY_CUSTOMER }).click();
    await page
      .getByRole('region', { name: /^Antworten/ })
      .getByText('Unsere E-Mail', { exact: true })
      .waitFor();
  });
}

/**
 * Bulk work (issue 24): two customers ticked and the bar under the list; for admins and managers
 * the delete confirmation naming the count (cancelled: nothing changes).
 */
async function checkBulk(page: Page, at: (what: string) => string, findings: Findings, role: Role) {
  const rows = page.getByRole('checkbox', { name: /^(?!Alle ).* auswählen$/ });
  await rows.nth(0).click();
  await rows.nth(1).click();
  const bar = page.getByRole('region', { name: 'Auswahl' });
  await bar.getByText('2 ausgewählt').waitFor();
  await check(page, at('Auswahlleiste'), findings);
  if (role !== 'user') {
    await bar.getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.locator('[role="alertdialog"]');
    await dialog.waitFor();
    await check(page, at('Dialog 2 Kunden löschen'), findings, '[role="alertdialog"]');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  await bar.getByRole('button', { name: 'Auswahl aufheben' }).click();
  await bar.waitFor({ state: 'detached' });
}

/**
 * Invoices (issue 22): the page with rows, the customer drawer's section, the sheet of an open
 * invoice and of a draft, and for managers the dialogs over the sheet (two dialogs open at once).
 */
async function checkInvoices(page: Page, at: (what: string) => string, findings: Findings, role: Role) {
  const list = `/invoices-new/${invoices.companyId}`;
  await go(page, list);
  await page.locator(`[data-invoice-link="${invoices.openId}"]`).waitFor();
  await check(page, at('Rechnungen'), findings);
  await go(page, `/customers-new/${invoices.companyId}`);
  await checkOpen(page, at('Kunden-Drawer mit Rechnungen'), findings, () =>
    page.getByRole('button', { name: `Details zu ${AXE_INVOICE_CUSTOMER}` }).click(),
  );
  const sheets = [
    [invoices.openId, ['Als bezahlt markieren', 'Stornieren', 'Per E-Mail senden']],
    [invoices.draftId, ['Festschreiben', 'Entwurf löschen']],
  ] as const;
  for (const [id, dialogs] of sheets) {
    await go(page, list);
    const open = () => page.locator(`[data-invoice-link="${id}"]`).click();
    await checkOpen(page, at(`Rechnung ${id}`), findings, async () => {
      await open();
      await page.locator('[role="dialog"] section').first().waitFor();
    });
    if (role === 'user') continue;
    for (const name of dialogs) {
      await open();
      const sheet = page.locator('[role="dialog"]').first();
      await sheet.getByRole('button', { name, exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 2);
      await check(page, at(`Rechnung ${id}: ${name}`), findings, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 1);
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
    }
  }
}
