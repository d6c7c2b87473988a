import type { RemovalCounts, RemovalDetail } from '@common/schemas/removal';
import type { Review } from '@common/schemas/review';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiGet, companyIdByName, rowWith, waitForHeading } from './activity-helpers';
import { NARROW, screenshot, signIn, signInByApi, signInTo, useBrowser } from './support';

// The page 'Löschaufträge' (docs/product.md "Removal cases"): tabs with counts, the filing dialog,
// the case's timeline. The cases are ordered through the API here; the order dialog and the
// verification have browser tests of their own.

const browser = useBrowser();
const AUTOHAUS = 'Autohaus Müller GmbH';
const EMPTY = 'Leere Firma GmbH';
const PLAIN_USER = { email: 'removals-user@example.com', password: 'removals-user-passwort' };

/** A Berlin calendar day `days` from today, as 'YYYY-MM-DD' and as the page writes it. */
const berlinDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
const german = (iso: string) => iso.split('-').reverse().join('.');

let companyId = 0;
/** Three negative reviews of one customer with a case each, ordered in beforeAll. */
let cases: RemovalDetail[] = [];
/** The counts before they were ordered (other test files may have cases of their own). */
let before: RemovalCounts;

beforeAll(async () => {
  const page = await browser.newPage();
  await signIn(page);
  companyId = await companyIdByName(page, AUTOHAUS);
  before = (await apiGet<RemovalCounts>(page, `/api/removals/counts?companyId=${companyId}`)).body;
  // Negative reviews of the bulk customer ('Nutzer 301' …) nobody ordered yet.
  const { body: reviews } = await apiGet<Review[]>(
    page,
    `/api/reviews?companyId=${companyId}&rating=negative&search=${encodeURIComponent('Nutzer 3')}&limit=100`,
  );
  const free = reviews.filter((r) => r.removal === null && r.reviewText).slice(0, 3);
  expect(free).toHaveLength(3);
  const ordered = await page.request.post('/api/removals', {
    data: {
      items: free.map((r, i) => ({ reviewId: r.id, reason: i === 0 ? 'no_contact' : 'insult' })),
      note: 'Kunde hat am Telefon beauftragt',
    },
  });
  expect(ordered.status()).toBe(201);
  cases = (await ordered.json()) as RemovalDetail[];
  const created = await page.request.post('/api/users', {
    data: { name: 'Nur Lesen', role: 'user', ...PLAIN_USER },
  });
  expect([201, 409]).toContain(created.status());
  await page.context().close();
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(`) });
const tabCount = async (page: Page, name: string) =>
  Number((await tab(page, name).textContent())?.match(/\(([\d.]+)\)/)?.[1].replace('.', ''));

it('counts the cases per state, files one through the dialog and shows it in the timeline', async () => {
  const page = await browser.newPage();
  await signInTo(page, `/removals-new/${companyId}`);
  await page.getByRole('heading', { name: 'Löschaufträge', level: 1 }).waitFor();
  await page.getByText(`Beauftragte Löschungen für ${AUTOHAUS}`).waitFor();
  await expect.poll(() => tabCount(page, 'Beauftragt')).toBe(before.byState.ordered + 3);
  const all = Object.values(before.byState).reduce((a, b) => a + b, 0) + 3;
  expect(await tabCount(page, 'Alle')).toBe(all);
  await waitForHeading(page, `Löschaufträge (${all})`);
  // The cases' list is the page's first table ('Erfolgsquote nach Grund' below it has its own).
  expect(await page.locator('table').first().locator('thead th').allTextContents()).toEqual([
    'Kunde',
    'Bewertung',
    'Grund',
    'Status',
    'Nächste Frist',
    'Letzte Prüfung',
    'Aktionen',
  ]);

  // The tab filters on the server and stands in the address.
  await tab(page, 'Beauftragt').click();
  await page.waitForURL(/state=ordered/);
  await waitForHeading(page, `Löschaufträge (${before.byState.ordered + 3})`);

  const first = cases[0];
  const search = page.getByLabel('Suche nach Kunde, Benutzer oder Text...');
  await search.fill(first.username!);
  await waitForHeading(page, 'Löschaufträge (1)');
  const row = rowWith(page, first.username!);
  const cells = row.locator('td');
  expect((await cells.nth(2).textContent())?.replace(/\u00ad/g, '')).toBe('Kein Kundenkontakt');
  expect(await cells.nth(3).textContent()).toBe('Beauftragt');
  expect(await cells.nth(4).textContent()).toContain(`Melden bis ${german(berlinDay(2))}`);
  expect(await cells.nth(5).textContent()).toBe('Noch nicht geprüft');
  await screenshot(page, 'removals-wide');

  // Filing asks channel, day (today, never later) and a note.
  await row.getByRole('button', { name: 'Als gemeldet markieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Als gemeldet markieren' });
  await dialog.waitFor();
  const channel = dialog.getByRole('combobox', { name: 'Meldeweg' });
  expect(await channel.textContent()).toBe('Google-Meldung');
  await channel.click();
  await page.getByRole('option', { name: 'Rechtliche Beschwerde' }).click();
  const day = dialog.getByLabel('Gemeldet am', { exact: true });
  expect(await day.inputValue()).toBe(german(berlinDay(0)));
  await day.fill(german(berlinDay(1)));
  await day.press('Enter');
  await dialog.getByText(`Bitte ein Datum bis ${german(berlinDay(0))} wählen`).waitFor();
  await day.fill(german(berlinDay(0)));
  await day.press('Enter');
  await dialog.getByLabel('Notiz (optional)').fill('Über das Formular gemeldet');
  await dialog.getByRole('button', { name: 'Als gemeldet markieren' }).click();
  await page.getByText('Status geändert').first().waitFor();
  await dialog.waitFor({ state: 'detached' });

  // It left the 'Beauftragt' tab; the tabs count under the search.
  await page.getByText('Keine Löschaufträge gefunden').waitFor();
  await expect.poll(() => tabCount(page, 'Gemeldet')).toBe(1);
  expect(await tabCount(page, 'Beauftragt')).toBe(0);
  await tab(page, 'Alle').click();
  await waitForHeading(page, 'Löschaufträge (1)');
  expect(await cells.nth(3).textContent()).toBe('Gemeldet');
  expect(await cells.nth(4).textContent()).toContain(`Einspruch ab ${german(berlinDay(3))}`);

  // The case from the side: opened with Enter on the customer link, its id in the address.
  await row.getByRole('link', { name: /^Löschauftrag für / }).press('Enter');
  const sheet = page.getByRole('dialog', { name: first.customerName });
  await sheet.waitFor();
  await page.waitForURL(new RegExp(`removal=${first.id}`));
  await sheet.getByText('Kein Kundenkontakt').first().waitFor();
  const timeline = sheet.getByRole('region', { name: 'Verlauf' }).getByRole('listitem');
  await expect.poll(() => timeline.count()).toBe(2);
  const [ordered, filed] = await timeline.allTextContents();
  expect(ordered).toContain('Beauftragt');
  expect(ordered).toContain('Administrator');
  expect(ordered).toContain('Kunde hat am Telefon beauftragt');
  expect(filed).toContain('Beauftragt → Gemeldet');
  expect(filed).toContain(`Rechtliche Beschwerde, gemeldet am ${german(berlinDay(0))}`);
  expect(filed).toContain('Über das Formular gemeldet');
  await sheet.getByText('Noch keine Prüfung.').waitFor();

  // A note from anyone becomes a line of the timeline.
  await sheet.getByRole('textbox', { name: 'Notiz hinzufügen' }).fill('Rückruf vereinbart');
  await sheet.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  await expect.poll(() => timeline.count()).toBe(3);
  expect(await timeline.nth(2).textContent()).toContain('Rückruf vereinbart');

  // An appeal opens three days after filing: said in the dialog, which offers no way to send it.
  await sheet.getByRole('button', { name: 'Einspruch einlegen' }).click();
  const appeal = page.getByRole('dialog', { name: 'Einspruch einlegen' });
  await appeal.getByText(`Einspruch erst ab ${german(berlinDay(3))} möglich.`).waitFor();
  expect(await appeal.getByRole('button', { name: 'Einspruch einlegen' }).isDisabled()).toBe(true);
  // Escape once the dialog holds the focus (pressed earlier, under load, it stayed open) and the
  // note's notice is gone: an open notice takes the first Escape, as everywhere in the app.
  await expect.poll(() => appeal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.locator('[data-slot="toast"]').first().waitFor({ state: 'detached' });
  await page.keyboard.press('Escape');
  await appeal.waitFor({ state: 'detached' });
  await screenshot(page, 'removals-sheet');

  // Escape closes the sheet and gives the focus back to the link that opened it.
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  expect(page.url()).not.toContain('removal=');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-removal-link')))
    .toBe(String(first.id));
  await page.context().close();
});

it("shows the server's refusal in the dialog and changes nothing", async () => {
  const page = await browser.newPage();
  await signInByApi(page);
  const second = cases[1];
  await page.goto(`/removals-new/${companyId}?q=${encodeURIComponent(second.username!)}`);
  await waitForHeading(page, 'Löschaufträge (1)');
  const row = rowWith(page, second.username!);
  await row.getByRole('button', { name: `Weitere Aktionen für ${second.customerName}` }).click();
  await page.getByRole('menuitem', { name: 'Stornieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stornieren' });
  await dialog.waitFor();
  // Meanwhile someone else cancels it.
  expect(
    (await page.request.patch(`/api/removals/${second.id}`, { data: { state: 'cancelled' } })).ok(),
  ).toBe(true);
  await dialog.getByRole('button', { name: 'Stornieren' }).click();
  await dialog.getByRole('alert').getByText('Der Auftrag ist bereits im Status „Storniert“.').waitFor();
  await page.keyboard.press('Escape');
  // The list follows (refreshed after the failed attempt too).
  await expect.poll(() => row.locator('td').nth(3).textContent()).toBe('Storniert');
  expect(await row.getByRole('button', { name: 'Erneut beauftragen' }).count()).toBe(1);
  await page.context().close();
});

it('filters the due cases and keeps the filter in the address; phone cards', async () => {
  const page = await browser.newPage(NARROW);
  await signInTo(page, `/removals-new/${companyId}`);
  const due = page.getByRole('button', { name: /^Fällig \(/ });
  await due.waitFor();
  await due.click();
  await page.waitForURL(/due=1/);
  expect(await due.getAttribute('aria-pressed')).toBe('true');
  const { body: counts } = await apiGet<RemovalCounts>(page, `/api/removals/counts?companyId=${companyId}`);
  await page.getByText(`Fällige Löschaufträge (${counts.due})`, { exact: true }).waitFor();
  await page.reload();
  await page.getByText(`Fällige Löschaufträge (${counts.due})`, { exact: true }).waitFor();
  await page.getByRole('combobox', { name: 'Sortierung' }).click();
  await page.getByRole('option', { name: 'Nächste Frist' }).click();
  await page.waitForURL(/sort=deadline/);
  await screenshot(page, 'removals-narrow');
  await page.context().close();
});

it('a plain user reads cases and adds notes, but neither moves them nor starts a check', async () => {
  const page = await browser.newPage();
  await signInTo(
    page,
    `/removals-new/${companyId}?q=${encodeURIComponent(cases[2].username!)}`,
    PLAIN_USER.email,
    PLAIN_USER.password,
  );
  await waitForHeading(page, 'Löschaufträge (1)');
  expect(await page.locator('thead th').allTextContents()).not.toContain('Aktionen');
  expect(await page.getByRole('button', { name: 'Jetzt prüfen' }).count()).toBe(0);
  await rowWith(page, cases[2].username!).locator('td').nth(1).click();
  const sheet = page.getByRole('dialog', { name: cases[2].customerName });
  await sheet.getByRole('button', { name: 'Notiz hinzufügen' }).waitFor();
  expect(await sheet.getByRole('button', { name: 'Stornieren' }).count()).toBe(0);
  await page.context().close();
});

it("starts a check at once ('Jetzt prüfen') and says an empty company has no cases", async () => {
  const page = await browser.newPage();
  await signInByApi(page);
  const id = await companyIdByName(page, EMPTY);
  await page.goto(`/removals-new/${id}`);
  await page.getByText('Noch keine Löschaufträge vorhanden').waitFor();
  await page.getByRole('button', { name: 'Jetzt prüfen' }).click();
  await page.getByText('Prüfung gestartet').first().waitFor();
  await page.context().close();
});
