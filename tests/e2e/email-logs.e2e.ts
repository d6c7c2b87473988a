import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  apiGet,
  bodyRows,
  companyIdByName,
  failApi,
  holdApi,
  rewriteApi,
  rowWith,
  scrollToEnd,
  waitForHeading,
} from './activity-helpers';
import { E2E_ACTIVITY, E2E_SMTP_ERROR } from './seed-activity';
import { NARROW, openCompanyPage, screenshot, signIn, signInByApi, signInTo, useBrowser } from './support';

const browser = useBrowser();
const { praxis } = E2E_ACTIVITY;
const dateTime = /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/;

const PRAXIS = 'Zahnarztpraxis Dr. Weber';

const cells = (page: Page, text: string) => rowWith(page, text).first().locator('td').allTextContents();

it('lists the e-mail logs of a company with status badges, dates and fallbacks', async () => {
  const { page } = await openCompanyPage(browser, PRAXIS, '/email-logs-new');
  await page.getByRole('heading', { name: 'E-Mail Logs', exact: true }).waitFor();
  await page.getByText('Alle E-Mail-Aktivitäten für Zahnarztpraxis Dr. Weber').waitFor();
  await waitForHeading(page, `E-Mail Logs (${praxis.emailLogs})`);
  expect(await page.locator('thead th').allTextContents()).toEqual([
    'Kunde',
    'Betreff',
    'Status',
    'Erstellt',
    'Gesendet',
    'Fehler',
  ]);

  const [customer, subject, status, created, sent, error] = await cells(page, E2E_SMTP_ERROR);
  expect(customer).toBe('Dentallabor Bergerinfo@dentallabor-berger.de');
  expect(subject).toBe('Neue negative Bewertung für Dentallabor Berger');
  expect([status, sent, error]).toEqual(['Fehlgeschlagen', '-', E2E_SMTP_ERROR]);
  expect(created).toMatch(dateTime);
  const pending = await cells(page, 'Zahnklinik Hafen');
  expect(pending.slice(2)).toEqual(['Ausstehend', expect.stringMatching(dateTime), '-', '-']);
  const sentRow = await cells(page, 'Kieferorthopädie Lindner');
  expect(sentRow[2]).toBe('Gesendet');
  expect(sentRow[4]).toMatch(dateTime);
  // The subject cell is cut to one line; the whole subject shows on hover (issue 19: and on focus, below).
  const subjectLink = rowWith(page, 'Erinnerung').locator('td').nth(1).getByRole('link');
  await subjectLink.hover();
  await page.getByRole('tooltip').getByText('Erinnerung: Bewertung von Klara Kurz').waitFor();
  await page.mouse.move(0, 0);
  await screenshot(page, 'email-logs-new-wide');

  const search = page.getByLabel('Suche nach Kunde, Betreff oder Inhalt...');
  await search.fill('ERINNERUNG');
  await waitForHeading(page, 'E-Mail Logs (1)');
  await search.fill('dentallabor-berger.de');
  await waitForHeading(page, 'E-Mail Logs (2)');
  await search.fill('Erika Mustermann');
  await waitForHeading(page, 'E-Mail Logs (1)');
  await search.fill('nichts passt hierzu');
  await page.getByText('Keine E-Mail Logs gefunden').waitFor();
});

it("shows 'Kunde #id' without a name and 'Ausstehend' for unknown statuses", async () => {
  const page = await browser.newPage();
  await signIn(page);
  const id = await companyIdByName(page, PRAXIS);
  await rewriteApi<{ customerId: number; customerName: string; status: string }>(
    page,
    '/api/email-logs',
    (rows) => rows.map((row, i) => (i === 0 ? { ...row, customerName: '', status: 'bounced' } : row)),
  );
  await page.goto(`/email-logs-new/${id}`);
  await waitForHeading(page, `E-Mail Logs (${praxis.emailLogs})`);
  const { body } = await apiGet<{ customerId: number }[]>(page, `/api/email-logs?companyId=${id}&limit=1`);
  const first = bodyRows(page).first().locator('td');
  expect(await first.nth(0).textContent()).toContain(`Kunde #${body[0].customerId}`);
  expect(await first.nth(2).textContent()).toBe('Ausstehend');
});

it('shows the loading, failure and empty texts', async () => {
  const page = await browser.newPage();
  await signInByApi(page);
  const release = await holdApi(page, '/api/email-logs');
  await page.goto('/email-logs-new/1');
  await page.getByText('Lade E-Mail Logs...').waitFor();
  release();
  await page.getByText(/^E-Mail Logs \(\d+\)$/).waitFor();

  await page.unrouteAll();
  await failApi(page, '/api/email-logs');
  await page.reload();
  // German only (issue 19): no 'Failed to fetch email logs' for a person to read.
  const alert = page.getByRole('alert').filter({ hasText: 'Die E-Mail Logs konnten nicht geladen werden.' });
  await alert.waitFor();
  expect(await alert.textContent()).not.toMatch(/Failed|fetch/);

  await page.unrouteAll();
  const empty = await companyIdByName(page, 'Leere Firma GmbH');
  await page.goto(`/email-logs-new/${empty}`);
  await page.getByText('Noch keine E-Mail Logs vorhanden').waitFor();
  await page.getByText('Alle E-Mail-Aktivitäten für Leere Firma GmbH').waitFor();
});

it('pages through hundreds of e-mail logs with few rows in the DOM', async () => {
  const page = await browser.newPage();
  await signInByApi(page);
  const { total } = await apiGet(page, '/api/email-logs?companyId=1&limit=1');
  expect(total).toBeGreaterThanOrEqual(E2E_ACTIVITY.bulkEmailLogs);
  await page.goto('/email-logs-new/1');
  await waitForHeading(page, `E-Mail Logs (${total})`);
  expect(await scrollToEnd(page, total)).toBeLessThan(60);

  const narrow = await browser.newPage(NARROW);
  await signInTo(narrow, '/email-logs-new/1');
  await waitForHeading(narrow, `E-Mail Logs (${total})`);
  await screenshot(narrow, 'email-logs-new-narrow');
});

it('filters the older e-mail log page by status', async () => {
  const { page } = await openCompanyPage(browser, PRAXIS, '/email-logs');
  await waitForHeading(page, `E-Mail Logs (${praxis.emailLogs})`);
  expect(await page.locator('thead th').allTextContents()).toEqual([
    'Betreff',
    'Status',
    'Erstellt',
    'Gesendet',
    'Fehlermeldung',
  ]);
  const choose = async (label: string) => {
    await page.getByRole('combobox', { name: 'Status filtern' }).click();
    await page.getByRole('option', { name: label, exact: true }).click();
  };
  await choose('Fehlgeschlagen');
  await waitForHeading(page, 'E-Mail Logs (1)');
  expect((await cells(page, E2E_SMTP_ERROR))[1]).toBe('Fehlgeschlagen');
  await choose('Ausstehend');
  await waitForHeading(page, 'E-Mail Logs (1)');
  await choose('Gesendet');
  await waitForHeading(page, 'E-Mail Logs (3)');
  await page.getByLabel('Suche nach Betreff oder Inhalt...').fill('erinnerung');
  await waitForHeading(page, 'E-Mail Logs (1)');
  await choose('Alle Status');
  await page.getByLabel('Suche nach Betreff oder Inhalt...').fill('');
  await waitForHeading(page, `E-Mail Logs (${praxis.emailLogs})`);
  await screenshot(page, 'email-logs-wide');

  const narrow = await openCompanyPage(browser, PRAXIS, '/email-logs', NARROW);
  await waitForHeading(narrow.page, `E-Mail Logs (${praxis.emailLogs})`);
  await screenshot(narrow.page, 'email-logs-narrow');
});

it('opens the mail as sent from anywhere on a row; the subject shows whole on focus and, on a phone, on a tap', async () => {
  const { page } = await openCompanyPage(browser, PRAXIS, '/email-logs-new');
  await waitForHeading(page, `E-Mail Logs (${praxis.emailLogs})`);
  // A click on the row's date cell (not the subject link) opens the mail as the customer got it.
  const row = rowWith(page, 'Kieferorthopädie Lindner').first();
  await row.locator('td').nth(3).click();
  const mail = page.getByRole('dialog', { name: 'Neue negative Bewertung für Kieferorthopädie Lindner' });
  // The seeded logs carry text only (no HTML): the mail's text as sent.
  await mail.getByRole('button', { name: 'Nur Text' }).waitFor();
  await mail.getByText('Gesendet', { exact: true }).first().waitFor();
  expect(new URL(page.url()).searchParams.get('log')).not.toBeNull();
  await page.screenshot({ path: '/root/shots-walk/email-log-mail-1440.png' });
  await page.keyboard.press('Escape');
  await mail.waitFor({ state: 'detached' });

  // Keyboard: Tab onto a subject shows it whole; Enter opens it; closing gives focus back to it.
  const link = rowWith(page, 'Erinnerung').getByRole('link');
  await link.focus();
  await page.getByRole('tooltip').getByText('Erinnerung: Bewertung von Klara Kurz').waitFor();
  await page.keyboard.press('Enter');
  const reminder = page.getByRole('dialog', { name: 'Erinnerung: Bewertung von Klara Kurz' });
  await reminder.waitFor();
  await page.keyboard.press('Escape');
  await reminder.waitFor({ state: 'detached' });
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('E-Mail „Erinnerung: Bewertung von Klara Kurz“ anzeigen');

  // A phone: the card wraps the subject onto a second line; a tap opens the mail with the whole subject.
  const narrow = await openCompanyPage(browser, PRAXIS, '/email-logs-new', NARROW);
  await waitForHeading(narrow.page, `E-Mail Logs (${praxis.emailLogs})`);
  await rowWith(narrow.page, 'Erinnerung').getByRole('link').click();
  await narrow.page.getByRole('dialog', { name: 'Erinnerung: Bewertung von Klara Kurz' }).waitFor();
  await narrow.page.screenshot({ path: '/root/shots-walk/email-log-mail-390.png' });
});
