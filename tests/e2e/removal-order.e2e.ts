import { formatEuro } from '@common/format';
import type { Customer } from '@common/schemas/customer';
import type { Removal } from '@common/schemas/removal';
import type { Review } from '@common/schemas/review';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiGet, companyIdByName, rewriteApi, rowWith } from './activity-helpers';
import { graveFindings } from './axe-page';
import { NARROW, screenshot, signIn, signInByApi, signInTo, useBrowser, WIDE } from './support';
import { recordToasts } from './toasts';

// Ordering removals where reviews are shown (docs/product.md "Removal cases"): one from the reviews
// page, several of one customer at once from the customer drawer; the case's badge afterwards.
// The bulk customer's reviews ('Nutzer 001' …) of Autohaus Müller: removals.e2e.ts orders others.

const browser = useBrowser();
const AUTOHAUS = 'Autohaus Müller GmbH';
/** A 2-star review with text, not archived, outside the drawer's newest 20. */
const ONE = 'Nutzer 012';
const GOOGLE_URL = 'https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1sNutzer012';

let companyId = 0;
let bulk: Customer;

beforeAll(async () => {
  const page = await browser.newPage();
  await signIn(page);
  companyId = await companyIdByName(page, AUTOHAUS);
  const { body } = await apiGet<Review[]>(
    page,
    `/api/reviews?companyId=${companyId}&search=${encodeURIComponent(ONE)}`,
  );
  expect(body).toHaveLength(1);
  bulk = (await apiGet<Customer>(page, `/api/customers/${body[0].customerId}`)).body;
  await page.context().close();
});

/** Chooses a reason in the dialog's select for the review of `user`. */
async function chooseReason(page: Page, user: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: 'Löschauftrag anlegen' });
  await dialog
    .getByRole('listitem')
    .filter({ hasText: user })
    .getByRole('combobox', { name: 'Grund' })
    .click();
  await page.getByRole('option', { name: reason, exact: true }).click();
}

it('orders one removal from the reviews page, with the server refusal shown in the dialog first', async () => {
  const page = await browser.newPage();
  await signIn(page);
  const toast = await recordToasts(page);
  // Reviews stored before the scraper's link was kept have none; this one gets one.
  await rewriteApi<Review>(page, '/api/reviews', (rows) =>
    rows.map((r) => (r.username === ONE ? { ...r, reviewUrl: GOOGLE_URL } : r)),
  );
  await page.goto(`/reviews-new/${companyId}?q=${encodeURIComponent(ONE)}`);
  const row = rowWith(page, ONE);
  await row.waitFor();
  const link = row.getByRole('link', { name: /Auf Google ansehen/ });
  expect(await link.getAttribute('href')).toBe(GOOGLE_URL);
  expect(await link.getAttribute('target')).toBe('_blank');

  await row.getByRole('button', { name: 'Löschauftrag anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Löschauftrag anlegen' });
  await dialog.getByText(`Preis je Löschung: ${formatEuro(bulk.pricePerReview)} zzgl. USt`).waitFor();
  await dialog.getByText(`@${ONE}`).waitFor();
  await dialog.getByText('Automatisch erzeugte Bewertung Nr. 12').waitFor();
  await dialog.getByRole('img', { name: '2 von 5 Sternen' }).waitFor();

  // Without a reason nothing is sent.
  await dialog.getByRole('button', { name: 'Löschauftrag anlegen' }).click();
  await dialog.getByText('Bitte einen Grund wählen.').waitFor();

  await chooseReason(page, ONE, 'Falsche Tatsachenbehauptung');
  await dialog.getByLabel('Notiz (optional)').fill('Kunde hat per Telefon beauftragt');
  // The server's German refusal stays in the open dialog.
  const refusal = 'Für diese Bewertung gibt es bereits einen Löschauftrag.';
  await page.route(/\/api\/reviews\/\d+\/removal$/, (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', json: { message: refusal } }),
  );
  await dialog.getByRole('button', { name: 'Löschauftrag anlegen' }).click();
  await dialog.getByRole('alert').filter({ hasText: refusal }).waitFor();
  await page.unroute(/\/api\/reviews\/\d+\/removal$/);

  const posted = page.waitForRequest((r) => r.method() === 'POST' && /\/removal$/.test(r.url()));
  await dialog.getByRole('button', { name: 'Löschauftrag anlegen' }).click();
  expect((await posted).postDataJSON()).toEqual({
    reason: 'false_claim',
    note: 'Kunde hat per Telefon beauftragt',
  });
  await dialog.waitFor({ state: 'detached' });
  await toast('Löschauftrag angelegt');

  // The row now shows its case, leading to it; the button is gone.
  const badge = row.getByRole('link', { name: 'Löschauftrag: Beauftragt' });
  await badge.waitFor();
  const { body: all } = await apiGet<Removal[]>(
    page,
    `/api/removals?companyId=${companyId}&customerId=${bulk.id}&limit=500`,
  );
  const cases = all.filter((c) => c.username === ONE);
  expect(cases.map((c) => [c.username, c.state, c.reason, c.note])).toEqual([
    [ONE, 'ordered', 'false_claim', 'Kunde hat per Telefon beauftragt'],
  ]);
  expect(await badge.getAttribute('href')).toBe(`/removals-new/${companyId}?removal=${cases[0].id}`);
  expect(await row.getByRole('button', { name: 'Löschauftrag anlegen' }).count()).toBe(0);
  await page.context().close();
});

it('orders two removals of one customer at once from the drawer and lists the cases there', async () => {
  const page = await browser.newPage();
  await signIn(page);
  const toast = await recordToasts(page);
  const before = (await apiGet<Removal[]>(page, `/api/removals?companyId=${companyId}&customerId=${bulk.id}`))
    .total;
  await page.goto(`/customers-new/${companyId}?customer=${bulk.id}`);
  const drawer = page.getByRole('dialog', { name: bulk.name });
  const reviews = drawer.locator('section[aria-labelledby="drawer-reviews"]');
  await reviews.getByText('Negative Bewertungen zur Löschung wählen').waitFor();
  const boxes = reviews.getByRole('checkbox', { name: /zur Löschung wählen$/ });
  expect(await boxes.count()).toBeGreaterThanOrEqual(2);
  const users: string[] = [];
  for (const i of [0, 1]) {
    const name = (await boxes.nth(i).getAttribute('aria-label')) ?? '';
    users.push(name.match(/@(.+?) zur Löschung/)?.[1] ?? '');
    await boxes.nth(i).click();
  }
  await reviews.getByText(/^2 von \d+ gewählt$/).waitFor();
  await reviews.getByRole('button', { name: '2 Löschaufträge anlegen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Löschauftrag anlegen' });
  // The dialog records the order; reporting to Google is the case's next step (issue 34 point 8).
  await dialog.getByText('Für 2 Bewertungen wird je ein Löschauftrag angelegt', { exact: false }).waitFor();
  expect(await dialog.getByRole('combobox', { name: 'Grund' }).count()).toBe(2);
  await dialog.getByText(`Preis je Löschung: ${formatEuro(bulk.pricePerReview)} zzgl. USt`).waitFor();
  await chooseReason(page, `@${users[0]}`, 'Kein Kundenkontakt');
  await chooseReason(page, `@${users[1]}`, 'Beleidigung / Schmähkritik');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/removals'));
  await dialog.getByRole('button', { name: '2 Löschaufträge anlegen' }).click();
  const body = (await posted).postDataJSON() as { items: { reason: string }[] };
  expect(body.items.map((i) => i.reason)).toEqual(['no_contact', 'insult']);
  await dialog.waitFor({ state: 'detached' });
  await toast('2 Löschaufträge angelegt');

  // Still in the drawer: both reviews carry their case's badge, the cases are listed.
  for (const user of users) {
    const item = reviews.getByRole('listitem').filter({ hasText: `@${user}` });
    await item.getByRole('link', { name: 'Löschauftrag: Beauftragt' }).waitFor();
    expect(await item.getByRole('checkbox').count()).toBe(0);
  }
  const cases = drawer.locator('section[aria-labelledby="drawer-removals"]');
  await cases.getByRole('heading', { name: `Löschaufträge (${before + 2})` }).waitFor();
  for (const [user, reason] of [
    [users[0], 'Kein Kundenkontakt'],
    [users[1], 'Beleidigung / Schmähkritik'],
  ]) {
    const entry = cases.getByRole('link').filter({ hasText: `@${user}` });
    await entry.getByText(reason).waitFor();
    await entry.getByText('Beauftragt', { exact: true }).waitFor();
    await entry.getByText(/^Melden bis \d\d\.\d\d\.\d{4}$/).waitFor();
    expect(await entry.getAttribute('href')).toMatch(
      new RegExp(`^/removals-new/${companyId}\\?removal=\\d+$`),
    );
  }
  await screenshot(page, 'removal-order-drawer');
  await page.context().close();
});

it('offers no order to a plain user, on a phone the reviews show their case too', async () => {
  const admin = await browser.newPage();
  await signIn(admin);
  const plain = { email: 'order-user@example.com', password: 'order-user-passwort' };
  const created = await admin.request.post('/api/users', {
    data: { name: 'Nur Lesen', role: 'user', ...plain },
  });
  expect([201, 409]).toContain(created.status());
  await admin.context().close();

  const page = await browser.newPage(NARROW);
  await signInTo(page, `/reviews-new/${companyId}?q=${encodeURIComponent(ONE)}`, plain.email, plain.password);
  const card = rowWith(page, ONE);
  await card.getByRole('link', { name: 'Löschauftrag: Beauftragt' }).waitFor();
  await page.goto(`/reviews-new/${companyId}?rating=negative`);
  await rowWith(page, 'Nutzer').first().waitFor();
  expect(await page.getByRole('button', { name: 'Löschauftrag anlegen' }).count()).toBe(0);
  await page.context().close();
});

it('has no critical or serious axe findings in the order dialog, the drawer and the dashboard section', async () => {
  for (const viewport of [WIDE, NARROW]) {
    const page = await browser.newPage(viewport);
    await page.addInitScript({ content: axe.source });
    await page.addInitScript(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('*, ::before, ::after { transition: none !important; animation: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    await signInByApi(page);
    const findings: string[] = [];

    await page.goto(`/dashboard-new/${companyId}`);
    const section = page.locator('section[aria-labelledby="dashboard-removals"]');
    await section.getByText('Erfolgsquote').waitFor();
    // The ordered cases are due within two days; 'Fällig' leads to the due filter of the page.
    const due = section.getByRole('link', { name: /^Fällig/ });
    expect(await due.getAttribute('href')).toBe(`/removals-new/${companyId}?due=true`);
    await section
      .getByRole('figure', { name: /Entfernte Bewertungen der letzten 12 Kalenderwochen/ })
      .or(section.getByText('Noch keine entfernten Bewertungen'))
      .first()
      .waitFor();
    findings.push(...(await graveFindings(page, 'section[aria-labelledby="dashboard-removals"]')));

    await page.goto(`/customers-new/${companyId}?customer=${bulk.id}`);
    const drawer = page.getByRole('dialog', { name: bulk.name });
    const reviews = drawer.locator('section[aria-labelledby="drawer-reviews"]');
    await drawer.locator('section[aria-labelledby="drawer-removals"] li').first().waitFor();
    await reviews.getByRole('checkbox').first().click();
    findings.push(...(await graveFindings(page, '[role="dialog"]')));

    await reviews.getByRole('button', { name: 'Löschauftrag anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Löschauftrag anlegen' });
    await dialog.getByText(/^Preis je Löschung: /).waitFor();
    await dialog.getByRole('button', { name: 'Löschauftrag anlegen' }).click();
    await dialog.getByText('Bitte einen Grund wählen.').waitFor();
    // Not hovering the button just clicked (its hover colour is not what a reader sees).
    await page.mouse.move(0, 0);
    findings.push(...(await graveFindings(page, '[data-testid="order-removal-dialog"]')));
    expect(findings, `${viewport.width} px`).toEqual([]);
    await page.context().close();
  }
});
