import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { NARROW, screenshot, signIn, signInTo, useBrowser } from './support';

const browser = useBrowser();
const LINDNER = 'Kieferorthopädie Lindner';

const drawer = (page: Page, name: string) => page.getByRole('dialog', { name });
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

it('opens a customer in the drawer from the eye icon: contact links, reviews, e-mails and scan logs; the address keeps it', async () => {
  const page = await browser.newPage();
  await signInTo(page, '/customers-new/2');
  await page.getByText(LINDNER).first().waitFor();

  // Skip link first on Tab, then '/' jumps to the search; the search goes into the address.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zum Inhalt springen');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('Suchen...');
  await page.keyboard.type('Lindner');
  await expect.poll(() => param(page, 'q')).toBe('Lindner');
  await page.getByRole('tab', { name: 'Alle (1)' }).waitFor();

  await page.getByRole('button', { name: `Details zu ${LINDNER}` }).click();
  const d = drawer(page, LINDNER);
  await d.waitFor();
  expect(Number(param(page, 'customer'))).toBeGreaterThan(0);
  expect(await d.getByRole('link', { name: 'praxis@lindner-kfo.de' }).getAttribute('href')).toBe(
    'mailto:praxis@lindner-kfo.de',
  );
  expect(await d.getByRole('link', { name: '+49 40 555 0101' }).getAttribute('href')).toBe(
    'tel:+49405550101',
  );
  await d.getByText('Frau Anna Lindner').waitFor();
  await d.getByText('@Erika Mustermann').waitFor();
  await d.getByRole('heading', { name: /^Scan-Protokolle/ }).waitFor();
  await d.getByText('Erfolgreich').first().waitFor();

  // A reload keeps search and drawer; the e-mail opens over it, Esc closes one layer at a time.
  await page.reload();
  await drawer(page, LINDNER).waitFor();
  expect(await page.getByPlaceholder('Suchen...').inputValue()).toBe('Lindner');
  await drawer(page, LINDNER)
    .getByRole('button', { name: 'E-Mail „Neue negative Bewertung für Kieferorthopädie Lindner“ anzeigen' })
    .click();
  const mail = page.getByRole('dialog', { name: 'Neue negative Bewertung für Kieferorthopädie Lindner' });
  await mail.getByText('Nur Text').waitFor();
  expect(param(page, 'log')).not.toBeNull();
  await page.keyboard.press('Escape');
  await mail.waitFor({ state: 'detached' });
  await drawer(page, LINDNER).waitFor();
  expect(param(page, 'log')).toBeNull();
  await page.keyboard.press('Escape');
  await drawer(page, LINDNER).waitFor({ state: 'detached' });
  expect(param(page, 'customer')).toBeNull();
  expect(param(page, 'q')).toBe('Lindner');

  // Issue 19: closed, the drawer gives focus back to the eye button that opened it (by keyboard too).
  const eye = page.getByRole('button', { name: `Details zu ${LINDNER}` });
  const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  await eye.focus();
  await page.keyboard.press('Enter');
  await drawer(page, LINDNER).waitFor();
  await page.keyboard.press('Escape');
  await drawer(page, LINDNER).waitFor({ state: 'detached' });
  await expect.poll(focusedLabel).toBe(`Details zu ${LINDNER}`);
  await eye.click();
  await drawer(page, LINDNER).getByRole('button', { name: 'Schließen' }).click();
  await drawer(page, LINDNER).waitFor({ state: 'detached' });
  await expect.poll(focusedLabel).toBe(`Details zu ${LINDNER}`);

  // Back reopens what was open: the address is the history.
  await page.goBack();
  await drawer(page, LINDNER).waitFor();
});

it('records status changes with who made them, keeps a note, and sorts, filters and pages from the address', async () => {
  const page = await browser.newPage();
  await signIn(page);
  const company = await (
    await page.request.post('/api/companies', { data: { name: 'Schublade GmbH' } })
  ).json();
  const customer = await (
    await page.request.post('/api/customers', {
      data: {
        companyId: company.id,
        name: 'Optik Sommer',
        email: 'sommer@example.de',
        googleMapsLink: 'https://maps.app.goo.gl/sommer',
      },
    })
  ).json();

  await page.goto(`/customers-new/${company.id}?status=called&sort=price&dir=desc`);
  await page.getByRole('tab', { name: 'Angerufen (0)', selected: true }).waitFor();
  await page.getByText('Keine Kunden gefunden').waitFor();
  // Arrow keys move along the tabs and choose.
  await page.getByRole('tab', { name: 'Angerufen (0)' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('tab', { name: 'Email gesendet (1)', selected: true }).waitFor();
  await expect.poll(() => param(page, 'status')).toBe('email_sent');
  expect(param(page, 'sort')).toBe('price');

  await page.getByRole('combobox', { name: 'Status von Optik Sommer' }).click();
  await page.getByRole('option', { name: 'Angerufen', exact: true }).click();
  await page.getByRole('tab', { name: 'Angerufen (1)' }).waitFor();

  await page.goto(`/customers-new/${company.id}?customer=${customer.id}`);
  const d = drawer(page, 'Optik Sommer');
  const history = d.getByRole('region', { name: 'Status-Verlauf (2)' });
  await history.waitFor();
  const items = await history.getByRole('listitem').allTextContents();
  expect(items[0]).toContain('Angerufen');
  expect(items[0]).toContain('Administrator');
  expect(items[1]).toContain('Email gesendet');
  await d.getByText('Keine Rezensionen').waitFor();

  const note = d.getByRole('textbox', { name: 'Notiz' });
  await note.fill('Chef ist dienstags im Laden.');
  await d.getByText('Nicht gespeichert').waitFor();
  await d.getByRole('button', { name: 'Notiz speichern' }).click();
  await page.getByText('Notiz gespeichert', { exact: true }).waitFor();
  await page.reload();
  expect(await drawer(page, 'Optik Sommer').getByRole('textbox', { name: 'Notiz' }).inputValue()).toBe(
    'Chef ist dienstags im Laden.',
  );
  await screenshot(page, 'customer-drawer-wide');

  const phone = await browser.newPage(NARROW);
  await signInTo(phone, `/customers-new/${company.id}?customer=${customer.id}`);
  await drawer(phone, 'Optik Sommer').getByRole('textbox', { name: 'Notiz' }).waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(phone, 'customer-drawer-narrow');
});
