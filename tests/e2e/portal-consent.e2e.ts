// Issue 36 point 6 (decision 079): the portal's 'E-Mail-Benachrichtigungen' on a 390 px phone
// against a stubbed server that keeps the state: 'Keine E-Mails mehr erhalten', then the consent
// text and 'Wieder E-Mails erhalten', each confirmed in German; screenshots and axe light and dark.
// The server's rules (proof, idempotency, dead links) are in server/modules/portal/portal-consent*.test.ts.
import { mkdirSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import type { PortalMail } from '../../common/schemas/portal';
import { seriousAxe } from './axe-page';
import { STUB_TOKEN, stubView } from './portal-fixture';
import { NARROW, useBrowser } from './support';

const browser = useBrowser();
const SHOTS = process.env.SHOTS_DIR ?? 'tests/e2e/screenshots';

async function shootBoth(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const section = page.getByRole('region', { name: 'E-Mail-Benachrichtigungen' });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await section.screenshot({ path: `${SHOTS}/portal-consent-${name}-${scheme}.png` });
    expect(await seriousAxe(page), `${name} ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

it('opts out and consents again in one click each, confirmed in German', async () => {
  const page = await browser.newPage(NARROW);
  const view = stubView();
  const consent = view.mail.consent;
  const posts: { action: string; body: unknown }[] = [];
  await page.route(`**/api/portal/${STUB_TOKEN}**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'GET') return route.fulfill({ json: view });
    const action = request.url().split('/').at(-1) ?? '';
    posts.push({ action, body: request.postData() ? request.postDataJSON() : null });
    const mail: PortalMail =
      action === 'opt-out'
        ? { ...view.mail, state: 'opted_out', since: '2026-11-28T09:00:00.000Z' }
        : { ...view.mail, state: 'on', since: '2026-11-28', consentGiven: true };
    view.mail = mail;
    const message =
      action === 'opt-out'
        ? 'Erledigt: Sie erhalten keine E-Mails zu neuen Bewertungen mehr von Stub Reputation GmbH.'
        : 'Vielen Dank! Sie erhalten wieder E-Mails zu neuen Bewertungen von Stub Reputation GmbH.';
    await new Promise((r) => setTimeout(r, 300));
    return route.fulfill({ json: { message, mail } });
  });

  await page.goto(`/kunde/${STUB_TOKEN}`);
  const section = page.getByRole('region', { name: 'E-Mail-Benachrichtigungen' });
  await section
    .getByText('Sie erhalten E-Mails von Stub Reputation GmbH, wenn wir neue negative Bewertungen', {
      exact: false,
    })
    .waitFor();
  await section.getByText('Ihre Einwilligung liegt seit dem 02.11.2026 vor.', { exact: false }).waitFor();
  await section.scrollIntoViewIfNeeded();
  await shootBoth(page, 'on-390');

  // Two taps while the answer is slow: one opt-out.
  const stop = section.getByRole('button', { name: 'Keine E-Mails mehr erhalten' });
  await stop.click();
  await stop.click({ force: true }).catch(() => undefined);
  await section
    .getByRole('status')
    .getByText('Erledigt: Sie erhalten keine E-Mails zu neuen Bewertungen mehr von Stub Reputation GmbH.')
    .waitFor();
  await section.getByText('Sie haben sie am 28.11.2026 abbestellt.', { exact: false }).waitFor();
  // The consent text is shown before the click.
  await section.getByText(consent?.text ?? '').waitFor();
  await section.getByRole('heading', { name: 'Einwilligung (Fassung 2)' }).waitFor();
  await shootBoth(page, 'opted-out-390');

  await section.getByRole('button', { name: 'Wieder E-Mails erhalten' }).click();
  await section
    .getByRole('status')
    .getByText('Vielen Dank! Sie erhalten wieder E-Mails zu neuen Bewertungen von Stub Reputation GmbH.')
    .waitFor();
  await section.getByRole('button', { name: 'Keine E-Mails mehr erhalten' }).waitFor();
  await shootBoth(page, 'again-390');
  expect(posts).toEqual([
    { action: 'opt-out', body: null },
    { action: 'consent', body: { consentTextVersion: 2 } },
  ]);
  await page.context().close();
});

it('without a link from a mail: no consent button, whom to ask instead', async () => {
  const page = await browser.newPage(NARROW);
  const view = stubView();
  view.mail = { ...view.mail, state: 'no_consent', since: null, consentGiven: false, canConsent: false };
  await page.route(`**/api/portal/${STUB_TOKEN}**`, (route: Route) => route.fulfill({ json: view }));
  await page.goto(`/kunde/${STUB_TOKEN}`);
  const section = page.getByRole('region', { name: 'E-Mail-Benachrichtigungen' });
  await section.getByText('weil uns Ihre Einwilligung fehlt', { exact: false }).waitFor();
  await section
    .getByText(
      'Möchten Sie wieder E-Mails erhalten? Bitte wenden Sie sich an Stub Reputation GmbH (hilfe@stub.example).',
    )
    .waitFor();
  expect(await section.getByRole('button').count()).toBe(0);
  await section.scrollIntoViewIfNeeded();
  await shootBoth(page, 'ask-390');
  await page.context().close();
});
