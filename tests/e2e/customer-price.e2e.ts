import { expect, it } from 'vitest';
import { signIn, useBrowser } from './support';
import { recordToasts } from './toasts';

const browser = useBrowser();

// The browser context is de-DE (tests/e2e/support.ts): a native number field read '79,50' as 7950.
it('takes prices as operators type them, refuses malformed ones and asks before an implausible one', async () => {
  const page = await browser.newPage();
  const sawToast = await recordToasts(page);
  await signIn(page);
  const company = await (
    await page.request.post('/api/companies', { data: { name: 'Preis-Test GmbH' } })
  ).json();
  await page.goto(`/customers-new/${company.id}`);

  const open = async () => {
    await page.getByRole('button', { name: 'Neuer Kunde' }).click();
    return page.getByRole('dialog', { name: 'Neuer Kunde' });
  };
  const fill = async (form: Awaited<ReturnType<typeof open>>, name: string, price: string) => {
    await form.getByLabel('Name *').fill(name);
    await form.getByLabel('E-Mail *').fill('preis@example.de');
    await form.getByLabel('Google Maps Link *').fill('https://maps.app.goo.gl/preis');
    await form.getByLabel('Preis pro Rezension (€) *').fill(price);
    await form.getByRole('button', { name: 'Erstellen' }).click();
  };

  let form = await open();
  expect(await form.getByLabel('Preis pro Rezension (€) *').inputValue()).toBe('89,00');
  await fill(form, 'Komma Kunde', '79,50');
  await sawToast('Kunde erstellt');
  await page
    .getByRole('row', { name: /Komma Kunde/ })
    .getByText('79,50 €')
    .waitFor();

  form = await open();
  await fill(form, 'Tausender Kunde', '7.950,00');
  await form.getByText('Preis muss eine Zahl sein, z. B. 79,50').waitFor();
  // Esc does not throw away what was typed without asking.
  await page.keyboard.press('Escape');
  await form.getByText('Ihre Eingaben sind noch nicht gespeichert.').waitFor();
  await form.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  expect(await form.getByLabel('Name *').inputValue()).toBe('Tausender Kunde');
  await page.mouse.click(5, 5); // outside the dialog
  await form.getByRole('button', { name: 'Verwerfen' }).click();
  await form.waitFor({ state: 'detached' });

  // The app's own dialog asks (issue 19: no browser confirm()).
  form = await open();
  await fill(form, 'Vertipper Kunde', '7950');
  const question = page.getByRole('alertdialog', { name: 'Preis prüfen' });
  await question
    .getByText('Der Preis von 7.950,00\u00a0€ pro Rezension ist ungewöhnlich hoch. Trotzdem speichern?')
    .waitFor();
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await question.waitFor({ state: 'detached' });
  await form.getByLabel('Preis pro Rezension (€) *').waitFor(); // still open: nothing saved
  await form.getByRole('button', { name: 'Erstellen' }).click();
  await question.getByRole('button', { name: 'Trotzdem speichern' }).click();
  await sawToast('Kunde erstellt');

  const customers = (await (await page.request.get(`/api/customers?companyId=${company.id}`)).json()) as {
    name: string;
    pricePerReview: string;
  }[];
  expect(customers.map((c) => [c.name, c.pricePerReview]).sort()).toEqual([
    ['Komma Kunde', '79.50'],
    ['Vertipper Kunde', '7950.00'],
  ]);
});
