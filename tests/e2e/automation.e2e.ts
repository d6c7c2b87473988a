import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SCAN_COMPANY, STOP_COMPANY } from './seed-scans';
import { NARROW, screenshot, signInByApi, useBrowser } from './support';
import { recordToasts } from './toasts';

const browser = useBrowser();

async function companyIdOf(page: Page, name: string) {
  const companies = (await (await page.request.get('/api/companies')).json()) as {
    id: number;
    name: string;
  }[];
  return companies.find((c) => c.name === name)!.id;
}

/** Records whether the page ever showed the untrue '0 von 0' (before the fan-out counted the customers). */
async function recordZeroOfZero(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { e2eZeroOfZero: boolean };
    w.e2eZeroOfZero = false;
    new MutationObserver(() => {
      if (/(^|\D)0 von 0(\D|$)|\(0\/0\)/.test(document.body?.innerText ?? '')) w.e2eZeroOfZero = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { e2eZeroOfZero: boolean }).e2eZeroOfZero);
}

it('runs a manual scan from the automation page with live progress; its reviews and e-mails show on their pages', async () => {
  const page = await browser.newPage();
  const sawToast = await recordToasts(page);
  const sawZeroOfZero = await recordZeroOfZero(page);
  await signInByApi(page);
  const id = await companyIdOf(page, SCAN_COMPANY);
  await page.goto(`/automation-new/${id}`);
  await page.getByRole('heading', { name: 'Automatisierung', level: 1 }).waitFor();
  await page.getByText(`Review-Monitoring für ${SCAN_COMPANY}`).waitFor();
  expect(await page.getByRole('switch', { name: 'Automatischer Scan' }).getAttribute('aria-checked')).toBe(
    'true',
  );
  expect(
    await page.getByRole('switch', { name: 'E-Mail-Benachrichtigungen' }).getAttribute('aria-checked'),
  ).toBe('true');
  await page.getByText('Der Scan läuft täglich um 09:00 Uhr.').waitFor();
  await page.getByText('Noch kein Scan').first().waitFor();
  await page.getByText('Prüft die Bewertungen des Vortags').waitFor();

  await page.getByRole('button', { name: 'Scan starten' }).click();
  await sawToast('Review-Scan wurde erfolgreich gestartet.');
  await page.getByRole('button', { name: 'Scan läuft...' }).waitFor();
  expect(await page.getByRole('button', { name: 'Scan läuft...' }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Scan stoppen' }).waitFor();
  await page.getByRole('progressbar', { name: 'Scan-Fortschritt' }).waitFor();
  await page
    .getByText(/^\d von 3 Kunden$/)
    .first()
    .waitFor();
  // The running row of 'Letzte Scans' tells what the progress card tells, at the same moment.
  const history = page.getByRole('list', { name: 'Letzte Scans' });
  const progressbar = page.getByRole('progressbar', { name: 'Scan-Fortschritt' });
  const card = (await progressbar.getAttribute('aria-valuetext')) ?? '';
  expect(card).toMatch(/^\d von 3 Kunden$/);
  const row = history.getByRole('listitem').first();
  await row.getByText('Läuft').waitFor();
  await expect
    .poll(async () => {
      const [shown, listed] = await Promise.all([
        progressbar.getAttribute('aria-valuetext'),
        row.locator('span').nth(3).textContent(),
      ]);
      return listed?.startsWith(`${shown} · `) ?? false;
    })
    .toBe(true);
  await screenshot(page, 'automation-running-wide');

  await page.getByRole('button', { name: 'Scan starten' }).waitFor({ timeout: 20_000 });
  await sawToast('Manueller Scan abgeschlossen');
  // The card says so too, after the notice is gone: how the scan ended and its counts.
  const last = page.locator('[data-slot="card"]').filter({ hasText: 'Letzter Scan:' });
  await last.getByText('Manueller Scan abgeschlossen', { exact: true }).waitFor();
  await last.getByText('3 von 3 Kunden gescannt, 5 neue Bewertungen, 1 E-Mail gesendet, 1 Fehler.').waitFor();
  // Costs in US dollars, German form: two runs of 0,0061 US$.
  await last.getByText('0,01 US$').waitFor();
  await history.getByText('Manuell').waitFor();
  await history
    .getByText('3 von 3 Kunden gescannt · 5 neue Bewertungen · 1 E-Mail · 1 Fehler · 0,01 US$', {
      exact: true,
    })
    .waitFor();
  expect(await sawZeroOfZero()).toBe(false);
  await screenshot(page, 'automation-done-wide');

  await page.goto(`/email-logs-new/${id}`);
  const subject = /^Ihre 2 Google-Bewertungen vom \d\d\.\d\d\.\d{4} – Angebot zur Entfernung$/;
  await page.getByText(subject).waitFor();
  await page.getByText('Gesendet').first().waitFor();
  // The subject opens the e-mail as the customer got it: HTML in a frame without scripts, or text.
  await page
    .getByRole('link', {
      name: /^E-Mail „Ihre 2 Google-Bewertungen vom .+ – Angebot zur Entfernung“ anzeigen$/,
    })
    .click();
  const mail = page.getByRole('dialog', { name: subject });
  await mail.getByText('An marco@pizzeria-da-marco.de · Pizzeria Da Marco').waitFor();
  expect(page.url()).toMatch(/\?log=\d+$/);
  const frame = mail.locator('iframe[title="E-Mail wie gesendet"]');
  expect(await frame.getAttribute('sandbox')).toBe('');
  await page
    .frameLocator('iframe[title="E-Mail wie gesendet"]')
    .getByText('Sehr geehrter Herr Rossi,')
    .waitFor();
  await screenshot(page, 'email-detail-wide');
  await mail.getByRole('button', { name: 'Nur Text' }).click();
  await mail
    .getByText(/jederzeit widersprechen, .+ \(§ 7 Abs\. 3 Nr\. 4 UWG\)\. Abmelden mit einem Klick:/)
    .waitFor();
  await page.keyboard.press('Escape');
  await mail.waitFor({ state: 'detached' });
  expect(page.url()).not.toContain('?log=');
  await page.goto(`/reviews-new/${id}`);
  await page.getByText('marco Bewertung 0').waitFor();
  await page.goto('/scan-logs');
  await page.getByText('Fehlende URL').first().waitFor();
});

// With TEST_DATABASE_URL (CI) the same scan runs from the page on a server on PostgreSQL.
it.runIf(process.env.E2E_PG_BASE_URL)('runs a manual scan from the page on PostgreSQL too', async () => {
  const page = await browser.newPage(undefined, process.env.E2E_PG_BASE_URL);
  const sawToast = await recordToasts(page);
  await signInByApi(page);
  expect((await (await page.request.get('/api/health')).json()).database).toBe('postgres');
  const id = await companyIdOf(page, SCAN_COMPANY);
  await page.goto(`/automation-new/${id}`);
  await page.getByRole('button', { name: 'Scan starten' }).click();
  await sawToast('Review-Scan wurde erfolgreich gestartet.');
  await page.getByRole('progressbar', { name: 'Scan-Fortschritt' }).waitFor();
  await page.getByRole('button', { name: 'Scan starten' }).waitFor({ timeout: 20_000 });
  await sawToast('Manueller Scan abgeschlossen');
  await page
    .getByRole('list', { name: 'Letzte Scans' })
    .getByText('3 von 3 Kunden gescannt · 5 neue Bewertungen · 1 E-Mail · 1 Fehler', { exact: false })
    .waitFor();
  await page.goto(`/email-logs-new/${id}`);
  const subject = /^Ihre 2 Google-Bewertungen vom \d\d\.\d\d\.\d{4} – Angebot zur Entfernung$/;
  await page.getByText(subject).waitFor();
  await page.getByText('Gesendet').first().waitFor();
  await page.goto(`/reviews-new/${id}`);
  await page.getByText('marco Bewertung 0').waitFor();
  await page.goto('/scan-logs');
  await page.getByText('Fehlende URL').first().waitFor();
});

it('saves the scan settings, restores the defaults with Zurücksetzen, and works on a phone', async () => {
  const page = await browser.newPage(NARROW);
  const sawToast = await recordToasts(page);
  await signInByApi(page);
  const id = await companyIdOf(page, SCAN_COMPANY);
  await page.goto(`/automation-new/${id}`);
  const form = page.getByRole('form', { name: 'Scan-Einstellungen' });
  await form.getByRole('combobox', { name: 'Scan-Häufigkeit' }).click();
  await page.getByRole('option', { name: 'Wöchentlich (montags)' }).click();
  await form.getByLabel('Scan-Uhrzeit').fill('07:30');
  await form.getByRole('combobox', { name: 'Bewertungsschwelle' }).click();
  await page.getByRole('option', { name: '2 Sterne und weniger' }).click();
  await form.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await sawToast('Einstellungen gespeichert');
  await page.getByText('Der Scan läuft wöchentlich am Montag um 07:30 Uhr.').waitFor();
  await screenshot(page, 'automation-narrow');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.reload();
  await page.getByText('Der Scan läuft wöchentlich am Montag um 07:30 Uhr.').waitFor();
  await form.getByRole('button', { name: 'Zurücksetzen' }).click();
  expect(await form.getByLabel('Scan-Uhrzeit').inputValue()).toBe('09:00');
  await form.getByRole('combobox', { name: 'Scan-Häufigkeit' }).getByText('Täglich').waitFor();
  await form.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await page.getByText('Der Scan läuft täglich um 09:00 Uhr.').waitFor();

  await page.getByRole('switch', { name: 'E-Mail-Benachrichtigungen' }).click();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/automation-settings/${id}`)).json()).emailNotifications,
    )
    .toBe(false);
  await page.getByRole('switch', { name: 'E-Mail-Benachrichtigungen' }).click();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/automation-settings/${id}`)).json()).emailNotifications,
    )
    .toBe(true);
});

it('stops a running scan: Stoppe..., then the last scan reads Gestoppt and counts the customers as not scanned', async () => {
  const page = await browser.newPage();
  const sawToast = await recordToasts(page);
  await signInByApi(page);
  const id = await companyIdOf(page, STOP_COMPANY);
  await page.goto(`/automation-new/${id}`);
  await page.getByRole('button', { name: 'Scan starten' }).click();
  // The four runs never end: wait until they are under way, then stop.
  await page.getByText('0 von 4 Kunden', { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Scan stoppen' }).click();
  await sawToast('Review-Scan wird gestoppt.');
  const last = page.locator('[data-slot="card"]').filter({ hasText: 'Letzter Scan:' });
  await last.getByText('Manueller Scan gestoppt', { exact: true }).waitFor({ timeout: 20_000 });
  await sawToast('Manueller Scan abgeschlossen');
  // None of the four was scanned: 'nicht gescannt', not 'Übersprungen'.
  await last
    .getByText('Gestoppt: 0 von 4 Kunden gescannt, 4 nicht gescannt, 0 neue Bewertungen, 0 E-Mails gesendet.')
    .waitFor();
  const counter = (label: string) =>
    last
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  expect(await counter('Nicht gescannt').textContent()).toBe('4');
  expect(await counter('Übersprungen').textContent()).toBe('0');
  await page
    .getByRole('list', { name: 'Letzte Scans' })
    .getByText('0 von 4 Kunden gescannt · 0 neue Bewertungen · 0 E-Mails · 0 Fehler · 4 nicht gescannt', {
      exact: false,
    })
    .waitFor();
  await page.getByRole('button', { name: 'Scan starten' }).waitFor();
  await screenshot(page, 'automation-stopped-wide');
});

it('tests the mailbox and the scraper on the older automation page', async () => {
  const page = await browser.newPage();
  const sawToast = await recordToasts(page);
  await signInByApi(page);
  const id = await companyIdOf(page, SCAN_COMPANY);
  await page.goto(`/automation/${id}`);
  await page.getByText('E-Mail-Konfiguration').waitFor();
  await page.getByRole('button', { name: 'Verbindung testen' }).click();
  await sawToast('E-Mail-Verbindung erfolgreich');
  await sawToast('SMTP-Server ist erreichbar');
  const scraper = page.getByRole('button', { name: 'Scraper testen' });
  expect(await scraper.isDisabled()).toBe(true);
  await page.getByLabel('Google Maps URL').fill('https://www.google.com/maps/place/Test/@52.5,13.4,17z');
  await scraper.click();
  await sawToast('Apify-Test erfolgreich');
  await page.getByText('Aktuelle Einstellungen').waitFor();
  await screenshot(page, 'automation-old-wide');
});

it('starts a scan from the customer panel and tests the scraper from the dashboard', async () => {
  const page = await browser.newPage();
  const sawToast = await recordToasts(page);
  await signInByApi(page);
  const id = await companyIdOf(page, SCAN_COMPANY);
  await page.goto(`/customers-new/${id}`);
  await page.getByRole('button', { name: 'Manueller Scan' }).click();
  await sawToast('Manueller Scan gestartet');
  await page.getByRole('button', { name: 'Scan läuft' }).waitFor();
  await page.getByRole('button', { name: 'Manueller Scan' }).waitFor({ timeout: 20_000 });
  await sawToast('Manueller Scan abgeschlossen');

  await page.goto(`/dashboard-new/${id}`);
  await page.getByRole('button', { name: 'Apify Scraper testen' }).click();
  await sawToast('Apify Test erfolgreich');
  await page.goto('/dashboard-new/1');
  await page.getByRole('button', { name: 'Apify Scraper testen' }).click();
  await sawToast('Kein Apify-API-Schlüssel hinterlegt');
});
