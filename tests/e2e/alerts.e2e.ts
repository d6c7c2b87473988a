import type { AlertState } from '@common/schemas/alert';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiGet, companyIdByName } from './activity-helpers';
import { ALERT_COMPANY, ALERT_CUSTOMER, ALERT_REPLY, ALERT_SCAN_FAILED } from './seed-alerts';
import { NARROW, signIn, themeShots, useBrowser } from './support';

// The header's bell (issue 24, docs/product.md "Alerts (the bell)"): the unread count, the list
// with an action per alert, 'Alle als gelesen markieren', at 1440 and 390 px, light and dark. The
// alerts are seeded (seed-alerts.ts); each test signs in as a user of its own, whose read mark
// starts at nothing.

const browser = useBrowser();
const WIDE_1440 = { width: 1440, height: 900 };
const MANAGER = { email: 'alerts-manager@example.com', password: 'alerts-manager-passwort' };
const PLAIN_USER = { email: 'alerts-user@example.com', password: 'alerts-user-passwort' };

let companyId = 0;

beforeAll(async () => {
  const page = await browser.newPage();
  await signIn(page);
  companyId = await companyIdByName(page, ALERT_COMPANY);
  for (const [role, account] of [
    ['manager', MANAGER],
    ['user', PLAIN_USER],
  ] as const) {
    const created = await page.request.post('/api/users', {
      data: { name: `Alarm ${role}`, role, ...account },
    });
    expect([201, 409]).toContain(created.status());
  }
  await page.context().close();
});

const bell = (page: Page) => page.getByRole('button', { name: /^Benachrichtigungen/ });

it('shows the unread count, lists the alerts, marks them read and rescans a customer', async () => {
  const page = await browser.newPage(WIDE_1440);
  await signIn(page, MANAGER.email, MANAGER.password);
  const { body: state } = await apiGet<AlertState>(page, '/api/alerts/state');
  expect(state.unread).toBeGreaterThanOrEqual(4);
  await expect
    .poll(() => bell(page).getAttribute('aria-label'))
    .toBe(`Benachrichtigungen, ${state.unread > 99 ? 'mehr als 99' : state.unread} ungelesen`);
  await expect.poll(() => page.getByTestId('alert-badge').textContent()).toBe(String(state.unread));

  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  const failed = popover.getByRole('listitem').filter({ hasText: ALERT_SCAN_FAILED });
  await failed.waitFor();
  // Seeded 5 and 95 minutes before the run: the browser suite may reach this file an hour later.
  await failed.getByText(new RegExp(`^${ALERT_COMPANY} · vor \\d+ (Min|Std)\\.$`)).waitFor();
  const reply = popover.getByRole('listitem').filter({ hasText: ALERT_REPLY });
  await reply.getByRole('button', { name: 'Antwort lesen' }).waitFor();
  await reply.getByText(/vor \d+ Std\./).waitFor();
  await popover
    .getByRole('listitem')
    .filter({ hasText: 'Kostengrenze erreicht' })
    .getByRole('button', {
      name: 'Einstellungen öffnen',
    })
    .waitFor();
  await themeShots(page, 'alerts-bell-1440');

  // 'Kunde erneut scannen': a real scan of the one customer against the fake Apify.
  await failed.getByRole('button', { name: 'Kunde erneut scannen' }).click();
  await page.getByText(`Scan von „${ALERT_CUSTOMER}“ wurde gestartet.`).first().waitFor();

  await popover.getByRole('button', { name: 'Alle als gelesen markieren' }).click();
  await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Benachrichtigungen');
  expect(await page.getByTestId('alert-badge').count()).toBe(0);
  expect((await apiGet<AlertState>(page, '/api/alerts/state')).body.unread).toBe(0);
  await expect
    .poll(() => popover.getByRole('button', { name: 'Alle als gelesen markieren' }).isDisabled())
    .toBe(true);

  // 'Kunden öffnen': the customer's drawer on the customer list.
  await failed.getByRole('button', { name: 'Kunden öffnen' }).click();
  await page.waitForURL(new RegExp(`/customers-new/${companyId}\\?customer=\\d+`));
  await page.getByRole('dialog', { name: ALERT_CUSTOMER }).waitFor();
  await page.context().close();
});

it('on a phone: the popover fits the screen, a reply opens the inbox; a user cannot rescan', async () => {
  const page = await browser.newPage(NARROW);
  await signIn(page, PLAIN_USER.email, PLAIN_USER.password);
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  const failed = popover.getByRole('listitem').filter({ hasText: ALERT_SCAN_FAILED });
  await failed.getByRole('button', { name: 'Kunden öffnen' }).waitFor();
  expect(await failed.getByRole('button', { name: 'Kunde erneut scannen' }).count()).toBe(0);
  const box = await popover.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(NARROW.width);
  const markAll = await popover.getByRole('button', { name: 'Alle als gelesen markieren' }).boundingBox();
  expect((markAll?.x ?? 0) + (markAll?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  await themeShots(page, 'alerts-bell-390');

  await popover
    .getByRole('listitem')
    .filter({ hasText: ALERT_REPLY })
    .getByRole('button', { name: 'Antwort lesen' })
    .click();
  await page.waitForURL(`**/replies-new/${companyId}`);
  await popover.waitFor({ state: 'detached' });
  await page.context().close();
});
