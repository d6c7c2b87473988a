// Issue 36: the customer portal on a 390 px phone. The page's own behaviour against stubbed
// answers (a double tap sends once, refusals at the right place, a dead link), then the whole
// flow against the real server: open the link, order two reviews, see the cases.
import { mkdirSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { startSmtpSink } from '../../server/demo/smtp-sink';
import { companyIdByName } from './activity-helpers';
import { seriousAxe } from './axe-page';
import { STUB_TOKEN, type StubAnswer, stubOrder, stubPortal, stubView } from './portal-fixture';
import {
  PORTAL_COMPANY,
  PORTAL_CUSTOMER,
  PORTAL_CUSTOMER_EMAIL,
  PORTAL_REVIEWS,
  PORTAL_SCANNED,
} from './seed-portal';
import { NARROW, signIn, useBrowser, WIDE } from './support';

const browser = useBrowser();
const SHOTS = process.env.SHOTS_DIR ?? 'tests/e2e/screenshots';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/portal-${name}.png`, fullPage: true });
}

/** A review's card by its author. */
const cardOf = (page: Page, author: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: author }) });

/** Ticks the review by its author and picks the reason. */
async function pick(page: Page, author: string, reason: string) {
  const card = cardOf(page, author);
  await card.getByLabel('Löschung beauftragen').check();
  await card.getByRole('radio', { name: new RegExp(`^${reason}`) }).check();
  return card;
}

it('orders against a stubbed server: reasons, the total, a double tap sends once, the confirmation', async () => {
  const page = await browser.newPage(NARROW);
  const view = stubView();
  const posts = await stubPortal(
    page,
    () => view,
    () => ({ status: 201, body: { order: stubOrder([11, 12]), cases: [] }, delay: 700 }),
  );
  await page.goto(`/kunde/${STUB_TOKEN}`);
  await page.getByRole('heading', { name: 'Ihre Google-Bewertungen' }).waitFor();
  await page.getByRole('banner').getByText('Stub Reputation GmbH').waitFor();
  await page.getByText('79,50 € zzgl. USt je Bewertung', { exact: false }).waitFor();

  // Ticked without a reason or a name: the page says where, and sends nothing.
  const first = cardOf(page, 'Anna A.');
  await first.getByLabel('Löschung beauftragen').check();
  await page.getByRole('button', { name: 'Zahlungspflichtig beauftragen' }).click();
  await first.getByRole('alert').getByText('Bitte einen Grund wählen.').waitFor();
  await page.getByText('Bitte geben Sie Ihren vollständigen Namen ein.').waitFor();
  expect(posts).toHaveLength(0);

  await first.getByRole('radio', { name: /^Falsche Tatsachenbehauptung/ }).check();
  const second = await pick(page, 'Bernd B.', 'Beleidigung');
  await second.getByLabel('Ihre Anmerkung (freiwillig)').fill('Der Verfasser war nie Gast.');
  const order = page.getByRole('form', { name: 'Ihr Auftrag' });
  await order.getByText('2 Bewertungen × 79,50 €').waitFor();
  // Intl puts a no-break space before '€'.
  const sums = (await order.locator('dd').allInnerTexts()).map((t) => t.replace(/\s/g, ' '));
  expect(sums).toEqual(['159,00 €', '30,21 €', '189,21 €']);
  await order.getByText('Vergütung nur bei nachgewiesener Löschung.').waitFor();
  await order.getByLabel('Ihr vollständiger Name').fill('  Clara Chefin ');
  await shoot(page, 'stub-order-390');

  // Two taps while the answer is slow: one order.
  const button = order.getByRole('button', { name: 'Zahlungspflichtig beauftragen' });
  await button.click();
  await button.click();
  await page.getByRole('heading', { name: 'Vielen Dank, Ihr Auftrag ist eingegangen' }).waitFor();
  expect(posts).toHaveLength(1);
  expect(posts[0].body).toEqual({
    items: [
      { reviewId: 11, reason: 'false_claim' },
      { reviewId: 12, reason: 'insult', note: 'Der Verfasser war nie Gast.' },
    ],
    signerName: 'Clara Chefin',
    termsVersion: 3,
  });
  expect(posts[0].key).toMatch(/^[0-9a-f]{32}$/);
  await page.getByText('189,21 €').waitFor();
  await shoot(page, 'stub-done-390');
  await page.context().close();
});

it('a refusal shows where it belongs: a field at its review, a taken review after a reload, a retry keeps its key', async () => {
  const page = await browser.newPage(NARROW);
  let view = stubView();
  let answer: StubAnswer = {
    status: 400,
    body: {
      message: 'Anmerkung darf höchstens 500 Zeichen haben',
      errors: [{ field: 'items.0.note', message: 'Anmerkung darf höchstens 500 Zeichen haben' }],
    },
  };
  const posts = await stubPortal(
    page,
    () => view,
    () => answer,
  );
  await page.goto(`/kunde/${STUB_TOKEN}`);
  const card = await pick(page, 'Bernd B.', 'Themenfremd');
  const order = page.getByRole('form', { name: 'Ihr Auftrag' });
  await order.getByLabel('Ihr vollständiger Name').fill('Clara Chefin');
  await order.getByRole('button', { name: 'Zahlungspflichtig beauftragen' }).click();
  await card.getByRole('alert').getByText('Anmerkung darf höchstens 500 Zeichen haben').waitFor();

  // No connection: said at the button; the same order sent again keeps its key.
  answer = { status: 503, body: { message: 'Der Dienst ist gerade nicht erreichbar.' } };
  await order.getByRole('button', { name: 'Zahlungspflichtig beauftragen' }).click();
  await order.getByRole('alert').getByText('Der Dienst ist gerade nicht erreichbar.').waitFor();
  expect(posts).toHaveLength(2);
  expect(posts[1].key).toBe(posts[0].key);

  // Ordered meanwhile in another browser: 409, the view is read again and shows the case.
  answer = { status: 409, body: { message: 'Diese Bewertung wurde bereits beauftragt.' } };
  view = stubView();
  view.reviews[1].case = {
    id: 5,
    state: 'ordered',
    stateLabel: 'Beauftragt',
    next: 'Wir melden die Bewertung bis 30.11.2026 bei Google.',
    orderedAt: '2026-11-28T09:00:00.000Z',
    reason: 'off_topic',
    price: '79.50',
    timeline: [{ at: '2026-11-28T09:00:00.000Z', text: 'Löschung beauftragt' }],
    proof: [],
  };
  await order.getByRole('button', { name: 'Zahlungspflichtig beauftragen' }).click();
  await order.getByRole('alert').getByText('Diese Bewertung wurde bereits beauftragt.').waitFor();
  await card.getByText('Beauftragt', { exact: true }).waitFor();
  await card.getByText('Wir melden die Bewertung bis 30.11.2026 bei Google.').waitFor();
  expect(await card.getByLabel('Löschung beauftragen').count()).toBe(0);
  await page.context().close();
});

it('a revoked or expired link: the server’s German message, no portal', async () => {
  const page = await browser.newPage(NARROW);
  const message =
    'Dieser Link ist nicht mehr gültig. Bitte wenden Sie sich an Stub Reputation GmbH: hilfe@stub.example.';
  await page.route(`**/api/portal/${STUB_TOKEN}`, (route) =>
    route.fulfill({ status: 404, json: { message } }),
  );
  await page.goto(`/kunde/${STUB_TOKEN}`);
  await page.getByRole('heading', { name: 'Dieser Link funktioniert nicht mehr' }).waitFor();
  await page.getByText(message).waitFor();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousAxe(page), scheme).toEqual([]);
    await shoot(page, `gone-390-${scheme}`);
  }
  await page.context().close();
});

it('axe finds nothing critical or serious at 390 and 1440 px, light and dark', async () => {
  for (const [size, label] of [
    [NARROW, '390'],
    [WIDE, '1440'],
  ] as const) {
    const page = await browser.newPage(size);
    const view = stubView();
    view.reviews[0].case = {
      id: 4,
      state: 'removed',
      stateLabel: 'Entfernt',
      next: null,
      orderedAt: '2026-10-01T09:00:00.000Z',
      reason: 'false_claim',
      price: '79.50',
      timeline: [
        { at: '2026-10-01T09:00:00.000Z', text: 'Löschung beauftragt' },
        { at: '2026-10-02T09:00:00.000Z', text: 'Bei Google gemeldet' },
        { at: '2026-10-09T09:00:00.000Z', text: 'Entfernt' },
      ],
      proof: [{ at: '2026-10-09T08:00:00.000Z', text: 'Bei unserer Prüfung nicht mehr gefunden' }],
    };
    await stubPortal(
      page,
      () => view,
      () => ({ status: 500, body: {} }),
    );
    await page.goto(`/kunde/${STUB_TOKEN}`);
    await pick(page, 'Bernd B.', 'Kein Kundenkontakt');
    await page.getByText('Nachweis der Entfernung').waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousAxe(page), `${label} ${scheme}`).toEqual([]);
      await shoot(page, `stub-${label}-${scheme}`);
    }
    await page.context().close();
  }
});

it('follows the offer mail’s link from the SMTP sink, orders two reviews: cases, alert, confirmation mail', async () => {
  const sink = await startSmtpSink();
  try {
    // The company mails through a sink of this test's own, so the test reads the mails.
    const admin = await browser.newPage(WIDE);
    await signIn(admin);
    const companyId = await companyIdByName(admin, PORTAL_COMPANY);
    const saved = await admin.request.put(`/api/companies/${companyId}`, {
      data: {
        name: PORTAL_COMPANY,
        gmailEmail: sink.user,
        gmailPassword: sink.password,
        smtpHost: sink.host,
        smtpPort: sink.port,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await admin.request.post(`/api/manual-scan/${companyId}`)).status()).toBe(200);
    // Mails to the owner, read; a confirmation of the order above may still arrive here too.
    const mails = () =>
      Promise.all(
        sink.messages.filter((m) => m.to.includes(PORTAL_CUSTOMER_EMAIL)).map((m) => simpleParser(m.raw)),
      );
    const offerMail = async () =>
      (await mails()).find((m) => m.text?.includes('Bewertung ansehen und Löschung beauftragen'));
    await expect.poll(async () => (await offerMail()) !== undefined, { timeout: 90_000 }).toBe(true);
    const link = /https?:\/\/\S+\/kunde\/[A-Za-z0-9_-]{43}/.exec((await offerMail())?.text ?? '')?.[0];
    expect(link).toBeDefined();

    const message = `Neuer Auftrag über das Kundenportal: ${PORTAL_CUSTOMER}, 2 Bewertungen`;
    const portalAlerts = async () => {
      const { alerts } = await (await admin.request.get('/api/alerts?limit=100')).json();
      return alerts.filter((a: { message: string }) => a.message === message).length;
    };
    const alertsBefore = await portalAlerts();

    const page = await browser.newPage(NARROW);
    await page.goto(new URL(link!).pathname);
    await page.getByRole('banner').getByText(PORTAL_COMPANY).waitFor();
    for (const text of PORTAL_SCANNED) {
      const card = page.getByRole('listitem').filter({ hasText: text });
      await card.getByLabel('Löschung beauftragen').check();
      await card.getByRole('radio', { name: /^Falsche Tatsachenbehauptung/ }).check();
    }
    const order = page.getByRole('form', { name: 'Ihr Auftrag' });
    await order.getByLabel('Ihr vollständiger Name').fill('Paula Portal');
    await order.getByRole('button', { name: 'Zahlungspflichtig beauftragen' }).click();
    await page.getByRole('heading', { name: 'Vielen Dank, Ihr Auftrag ist eingegangen' }).waitFor();
    await page.getByRole('button', { name: 'Zu Ihren Bewertungen' }).click();
    for (const text of PORTAL_SCANNED)
      await page
        .getByRole('listitem')
        .filter({ hasText: text })
        .getByText('Beauftragt', { exact: true })
        .waitFor();
    await shoot(page, 'mail-cases-390');

    // The operator's bell and the owner's confirmation with the order's PDF.
    await expect.poll(portalAlerts).toBe(alertsBefore + 1);
    const confirmation = async () =>
      (await mails()).find(
        (m) => m.text?.includes('vielen Dank für Ihren Auftrag') && m.text.includes('Paula Portal'),
      );
    await expect.poll(async () => (await confirmation()) !== undefined, { timeout: 60_000 }).toBe(true);
    expect((await confirmation())?.attachments.map((a) => a.contentType)).toContain('application/pdf');
    await page.context().close();
    await admin.context().close();
  } finally {
    await sink.close();
  }
}, 180_000);

it('opens its link on a phone, orders two reviews and follows their cases (the real server)', async () => {
  const page = await browser.newPage(NARROW);
  await page.goto(`/kunde/${process.env.E2E_PORTAL_TOKEN}`);
  await page.getByRole('banner').getByText(PORTAL_COMPANY).waitFor();
  await page.getByRole('heading', { name: 'Ihre Google-Bewertungen' }).waitFor();
  await page
    .getByRole('region', { name: 'Impressum' })
    .getByText('Registergericht: Amtsgericht Hamburg, HRB 777000')
    .waitFor();
  // Only the negative reviews; the one removed long ago with its proof.
  await page.getByText(PORTAL_REVIEWS.open).waitFor();
  expect(await page.getByText(PORTAL_REVIEWS.good).count()).toBe(0);
  const removed = cardOf(page, 'Anonym');
  await removed.getByText('Entfernt', { exact: true }).waitFor();
  await removed.getByText('Nachweis der Entfernung').waitFor();

  await pick(page, 'Max Mürrisch', 'Kein Kundenkontakt');
  await pick(page, 'Erika Eilig', 'Beleidigung');
  const order = page.getByRole('form', { name: 'Ihr Auftrag' });
  await order.getByText('2 Bewertungen × 79,50 €').waitFor();
  await order.getByLabel('Ihr vollständiger Name').fill('Sonja Sonnenschein');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousAxe(page), scheme).toEqual([]);
    await shoot(page, `order-390-${scheme}`);
  }
  await order.getByRole('button', { name: 'Zahlungspflichtig beauftragen' }).dblclick();
  await page.getByRole('heading', { name: 'Vielen Dank, Ihr Auftrag ist eingegangen' }).waitFor();
  await page.getByText(/2 Bewertungen zur Löschung beauftragt von Sonja Sonnenschein/).waitFor();
  // The order's PDF, as the confirmation offers it.
  const pdfUrl = await page.getByRole('link', { name: 'Auftrag als PDF herunterladen' }).getAttribute('href');
  const pdf = await page.request.get(pdfUrl!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await shoot(page, 'done-390-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await shoot(page, 'done-390-light');

  await page.getByRole('button', { name: 'Zu Ihren Bewertungen' }).click();
  for (const author of ['Max Mürrisch', 'Erika Eilig']) {
    const card = cardOf(page, author);
    await card.getByText('Beauftragt', { exact: true }).waitFor();
    expect(await card.getByLabel('Löschung beauftragen').count()).toBe(0);
  }
  // The open review can still be ordered.
  await cardOf(page, 'Paul Preis').getByLabel('Löschung beauftragen').waitFor();
  await page.reload();
  await cardOf(page, 'Erika Eilig').getByText('Beauftragt', { exact: true }).waitFor();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousAxe(page), scheme).toEqual([]);
    await shoot(page, `cases-390-${scheme}`);
  }
  await page.context().close();
});
