import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { E2E_COMPANY_NAMES } from './seed-customers';
import { signIn, signInTo, useBrowser } from './support';
import { recordToasts } from './toasts';

const browser = useBrowser();
const [AUTOHAUS, PRAXIS, LEER] = E2E_COMPANY_NAMES;

const companyBox = (page: Page) => page.getByRole('combobox', { name: 'Firma auswählen' });
const pageLabel = (page: Page) => page.getByText(/^Seite \d+ \(\d+ Kunden\)$/);

async function chooseCompany(page: Page, name: string) {
  await companyBox(page).click();
  await page.getByRole('option', { name }).click();
}

/** The company this file creates through the modal; the later tests work on its customers. */
let ownCompanyId = 0;
const OWN = 'E2E Kundenpflege GmbH';

it('switches the company in the header: same page with the new id, or stays without one', async () => {
  const page = await browser.newPage();
  await signInTo(page, '/customers-new/1');
  await expect.poll(() => companyBox(page).textContent()).toBe(AUTOHAUS);
  await chooseCompany(page, PRAXIS);
  await page.waitForURL('**/customers-new/2');
  await page.getByText('Kieferorthopädie Lindner').first().waitFor();
  expect(await page.getByRole('listbox').count()).toBe(0);

  // A click outside closes the dropdown without choosing.
  await companyBox(page).click();
  await page.getByRole('listbox').waitFor();
  await page.mouse.click(700, 600);
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/customers-new/2');

  // Without an id in the path the page stays; the sidebar and the old page follow the selection.
  await page.goto('/users');
  await chooseCompany(page, LEER);
  await expect.poll(() => companyBox(page).textContent()).toBe(LEER);
  expect(new URL(page.url()).pathname).toBe('/users');
  const kunden = page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Kunden' });
  expect(await kunden.getAttribute('href')).toBe('/customers-new/3');
  await page.goto('/customers');
  await page.waitForURL('**/customers/3');
  await page.getByText('Noch keine Kunden vorhanden').waitFor();
});

it('creates a company and customers through the modals, with the German validation messages', async () => {
  const page = await browser.newPage();
  const sawToast = await recordToasts(page);
  await signInTo(page, '/customers-new/1');

  await page.getByRole('button', { name: 'Neue Firma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Firma' });
  expect(await dialog.getByLabel('SMTP-Host').inputValue()).toBe('smtp.gmail.com');
  expect(await dialog.getByLabel('SMTP-Port').inputValue()).toBe('587');
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await dialog.getByText('Firmenname ist erforderlich').waitFor();
  await page.screenshot({ path: 'tests/e2e/screenshots/company-dialog.png' });
  await dialog.getByLabel('Firmenname *').fill(OWN);
  await dialog.getByLabel('Gmail-Adresse').fill('kundenpflege@gmail.com');
  await dialog.getByLabel('App-Passwort').fill('abcd efgh ijkl mnop');
  await dialog.getByLabel('SMTP-Port').fill('kein Port'); // non-numeric falls back to 587
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await sawToast('Firma erstellt');
  await reloaded;
  // The new company is selected and the app reloaded at its address.
  ownCompanyId = Number(/\/customers-new\/(\d+)$/.exec(page.url())?.[1]);
  expect(ownCompanyId).toBeGreaterThan(3);
  await expect.poll(() => companyBox(page).textContent()).toBe(OWN);
  const stored = await (await page.request.get(`/api/companies/${ownCompanyId}`)).json();
  expect(stored).toMatchObject({
    smtpPort: 587,
    hasGmailPassword: true,
    gmailEmail: 'kundenpflege@gmail.com',
  });
  expect(JSON.stringify(stored)).not.toContain('abcd');

  await page.getByText('Noch keine Kunden vorhanden').waitFor();
  await page.getByRole('button', { name: 'Ersten Kunden hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Neuer Kunde' });
  await form.getByLabel('Preis pro Rezension (€) *').fill('');
  await form.getByRole('button', { name: 'Erstellen' }).click();
  for (const message of [
    'Name ist erforderlich',
    'E-Mail ist erforderlich',
    'Google Maps Link ist erforderlich',
    'Preis ist erforderlich',
  ]) {
    await form.getByText(message).waitFor();
  }
  await page.screenshot({ path: 'tests/e2e/screenshots/customer-dialog.png' });
  await form.getByLabel('Name *').fill('Gärtnerei Sonnenblume');
  await form.getByLabel('E-Mail *').fill('keine-adresse');
  await form.getByLabel('Telefon').fill('+49 40 123456');
  await form.getByLabel('Anrede').click();
  await page.getByRole('option', { name: 'Frau' }).click();
  await form.getByLabel('Ansprechpartner').fill('Greta Grün');
  await form
    .getByLabel('Google Maps Link *')
    .fill('https://www.google.com/maps/place/Gaertnerei+Sonnenblume');
  await form.getByLabel('Preis pro Rezension (€) *').fill('120.5');
  await form.getByRole('button', { name: 'Erstellen' }).click();
  await form.getByText('Ungültige E-Mail-Adresse').waitFor();
  await form.getByLabel('E-Mail *').fill('info@sonnenblume.de');
  await form.getByRole('button', { name: 'Erstellen' }).click();
  await sawToast('Kunde erstellt');
  const row = page.getByRole('row', { name: /Gärtnerei Sonnenblume/ });
  await row.getByText('120,50 €').waitFor();
  await row.getByText('Keine E-Mails').waitFor();
  await row.getByText('Keine Rezensionen').waitFor();
  expect(await row.getByText('GS', { exact: true }).count()).toBe(1);

  // Two more through the header button, for status, edit and delete below.
  for (const name of ['Imbiss Eck', 'Kiosk Ecke']) {
    await page.getByRole('button', { name: 'Neuer Kunde' }).click();
    const header = page.getByRole('dialog', { name: 'Neuer Kunde' });
    await header.getByLabel('Name *').fill(name);
    await header.getByLabel('E-Mail *').fill(`${name.split(' ')[0].toLowerCase()}@example.de`);
    await header
      .getByLabel('Google Maps Link *')
      .fill(`https://www.google.com/maps/place/${encodeURIComponent(name)}`);
    await header.getByRole('button', { name: 'Erstellen' }).click();
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByText('89,00 €')
      .waitFor();
  }
  await pageLabel(page).filter({ hasText: 'Seite 1 (3 Kunden)' }).waitFor();

  // Editing the company: the stored password stays unless a new one is typed.
  await page.getByRole('button', { name: 'Firma bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Firma bearbeiten' });
  await edit
    .getByText('Ein App-Passwort ist gespeichert. Leer lassen, um es unverändert zu lassen.')
    .waitFor();
  expect(await edit.getByLabel('App-Passwort').inputValue()).toBe('');
  await edit.getByLabel('Firmenname *').fill(`${OWN} (neu)`);
  const reloadedAgain = page.waitForEvent('load');
  await edit.getByRole('button', { name: 'Aktualisieren' }).click();
  await sawToast('Firma aktualisiert');
  await reloadedAgain;
  await expect.poll(() => companyBox(page).textContent()).toBe(`${OWN} (neu)`);
  const after = await (await page.request.get(`/api/companies/${ownCompanyId}`)).json();
  expect(after.hasGmailPassword).toBe(true);
});

it('changes a status, edits and deletes customers (also one deleted elsewhere meanwhile)', async () => {
  expect(ownCompanyId).toBeGreaterThan(0);
  const page = await browser.newPage();
  await signInTo(page, `/customers-new/${ownCompanyId}`);
  await page.getByRole('combobox', { name: 'Status von Imbiss Eck' }).click();
  await page.getByRole('option', { name: 'Verkauft', exact: true }).click();
  await page.getByText('Kundenstatus wurde erfolgreich geändert').first().waitFor();
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Status von Imbiss Eck' }).textContent())
    .toBe('Verkauft');

  // The status tabs carry the counts and filter the list.
  await page.getByRole('tab', { name: 'Verkauft (1)' }).click();
  await pageLabel(page).filter({ hasText: 'Seite 1 (1 Kunden)' }).waitFor();
  await page.getByRole('tab', { name: 'Angerufen (0)' }).click();
  await page.getByText('Keine Kunden gefunden').waitFor();
  await page.getByRole('tab', { name: 'Alle (3)' }).click();
  await pageLabel(page).filter({ hasText: 'Seite 1 (3 Kunden)' }).waitFor();

  await page.getByRole('button', { name: 'Imbiss Eck bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Kunde bearbeiten' });
  expect(await edit.getByLabel('E-Mail *').inputValue()).toBe('imbiss@example.de');
  await edit.getByLabel('Name *').fill('Imbiss am Eck');
  await edit.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Angerufen' }).click();
  await edit.getByRole('button', { name: 'Aktualisieren' }).click();
  await page.getByText('Kunde aktualisiert').first().waitFor();
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Status von Imbiss am Eck' }).textContent())
    .toBe('Angerufen');

  // Cancel keeps the customer; confirming deletes it.
  await page.getByRole('button', { name: 'Imbiss am Eck löschen' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Sind Sie sicher, dass Sie "Imbiss am Eck" löschen möchten?').waitFor();
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await page.getByRole('button', { name: 'Imbiss am Eck löschen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await page.getByText('Der Kunde wurde erfolgreich gelöscht').first().waitFor();
  await page.getByRole('row', { name: /Imbiss am Eck/ }).waitFor({ state: 'detached' });

  // Someone else deletes 'Kiosk Ecke' while this page still shows it: still a success here.
  const other = await browser.newPage();
  await signInTo(other, `/customers-new/${ownCompanyId}`);
  await other.getByRole('button', { name: 'Kiosk Ecke löschen' }).click();
  await other.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await other.getByText('Kunde gelöscht').first().waitFor();
  await page.getByRole('button', { name: 'Kiosk Ecke löschen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await page.getByText('Kunde gelöscht').first().waitFor();
  await page.getByRole('row', { name: /Kiosk Ecke/ }).waitFor({ state: 'detached' });
});

it('lets a plain user change only the status', async () => {
  const admin = await browser.newPage();
  await signIn(admin);
  const created = await admin.request.post('/api/users', {
    data: { name: 'Paula Plain', email: 'paula@example.com', role: 'user', password: 'paula-passwort' },
  });
  expect(created.status()).toBe(201);
  const page = await browser.newPage();
  await signInTo(page, `/customers-new/${ownCompanyId}`, 'paula@example.com', 'paula-passwort');
  const status = page.getByRole('combobox', { name: 'Status von Gärtnerei Sonnenblume' });
  await status.click();
  await page.getByRole('option', { name: 'Nicht verkauft' }).click();
  await page.getByText('Status aktualisiert').first().waitFor();
  for (const name of ['Neue Firma', 'Neuer Kunde', 'Firma bearbeiten', 'Gärtnerei Sonnenblume bearbeiten']) {
    expect(await page.getByRole('button', { name }).count()).toBe(0);
  }
});
