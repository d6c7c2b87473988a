import { expect, it } from 'vitest';
import { unsubscribeToken } from '../../server/mail/unsubscribe-token';
import { apiGet, companyIdByName } from './activity-helpers';
import { E2E_APP_SECRET } from './constants';
import { SCAN_COMPANY } from './seed-scans';
import { NARROW, screenshot, signIn, useBrowser } from './support';

const browser = useBrowser();

it('asks for the legal footer on dashboard, automation and settings, and takes it with the sending rules', async () => {
  const page = await browser.newPage();
  await signIn(page);
  const NAME = 'Impressum Test GmbH';
  const companyId = (await (await page.request.post('/api/companies', { data: { name: NAME } })).json()).id;

  await page.goto(`/dashboard-new/${companyId}`);
  const notice = page.getByRole('alert').filter({ hasText: 'Impressum unvollständig' });
  await notice.waitFor();
  expect(await notice.textContent()).toContain(
    'Es fehlen: Firmenname mit Rechtsform, Anschrift, Geschäftsführung, Registergericht, Registernummer, USt-IdNr.',
  );
  await notice.getByRole('link', { name: 'Zu den Einstellungen' }).click();
  await page.getByRole('heading', { name: 'Impressum für E-Mails' }).waitFor();
  await notice.waitFor();

  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Firmenname mit Rechtsform').fill('Impressum Test GmbH');
  await field('Anschrift').fill('Hafenstraße 12\n20457 Hamburg');
  await field('Geschäftsführung').fill('Anna Schulz');
  await field('Registergericht').fill('Amtsgericht Hamburg');
  await field('Registernummer').fill('HRB 123456');
  await field('USt-IdNr.').fill('DE123456789');
  await field('Tageslimit (E-Mails in 24 Stunden)').fill('0');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await page.getByText('Tageslimit muss eine ganze Zahl zwischen 1 und 10000 sein').waitFor();
  await field('Tageslimit (E-Mails in 24 Stunden)').fill('300');
  await field('Pause zwischen E-Mails (Sekunden)').fill('5');
  await page.getByRole('switch', { name: 'Testmodus' }).click();
  await field('Test-Adresse').fill('operator@example.com');
  // The app reloads after saving a company; the notices follow what was saved.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await reloaded;
  await page.getByRole('status').filter({ hasText: 'Testmodus aktiv' }).waitFor();
  expect(
    await page
      .getByText('Alle Benachrichtigungen gehen an operator@example.com statt an die Kunden.')
      .count(),
  ).toBe(1);
  expect(await page.getByText('Impressum unvollständig').count()).toBe(0);
  expect(await field('Registernummer').inputValue()).toBe('HRB 123456');
  expect(await field('Tageslimit (E-Mails in 24 Stunden)').inputValue()).toBe('300');
  await page.getByText('0 von 300').waitFor();
  await screenshot(page, 'settings-mail-wide');

  await page.goto(`/automation-new/${companyId}`);
  await page.getByRole('heading', { name: 'E-Mail-Versand' }).waitFor();
  await page.getByText('Testmodus aktiv').waitFor();
  await page.setViewportSize(NARROW);
  await screenshot(page, 'automation-sending-narrow');
});

it('opts a customer out on the page behind the link, without a sign-in, and shows it to the operator', async () => {
  const operator = await browser.newPage();
  await signIn(operator);
  const companyId = await companyIdByName(operator, SCAN_COMPANY);
  const { body } = await apiGet<{ id: number; name: string }[]>(
    operator,
    `/api/customers?companyId=${companyId}&search=Blumen`,
  );
  const token = unsubscribeToken(E2E_APP_SECRET, body[0].id);

  const recipient = await browser.newPage(NARROW);
  await recipient.goto(`/abmelden/${token}`);
  await recipient.getByRole('heading', { name: 'E-Mails abbestellen' }).waitFor();
  await recipient.getByText(`Möchten Sie keine E-Mails mehr von ${SCAN_COMPANY} erhalten?`).waitFor();
  await screenshot(recipient, 'unsubscribe-ask-narrow');
  await recipient.getByRole('button', { name: 'Abmelden' }).click();
  await recipient.getByRole('heading', { name: 'Sie sind abgemeldet' }).waitFor();
  await recipient.getByText(`Sie erhalten keine E-Mails mehr von ${SCAN_COMPANY}.`).waitFor();
  await screenshot(recipient, 'unsubscribe-done-narrow');
  await recipient.goto(`/abmelden/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
  await recipient.getByRole('heading', { name: 'Dieser Abmeldelink ist ungültig' }).waitFor();

  await operator.goto(`/customers-new/${companyId}`);
  const row = operator.getByRole('row', { name: /Blumen Ohne Link/ });
  await row.getByText('Abgemeldet', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'Blumen Ohne Link bearbeiten' }).click();
  await operator
    .getByRole('dialog')
    .getByText(/^Abgemeldet am \d\d\.\d\d\.\d{4} \d\d:\d\d: Dieser Kunde hat E-Mails abbestellt/)
    .waitFor();
  await screenshot(operator, 'customer-opted-out-wide');
});
