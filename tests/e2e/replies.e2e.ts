import { expect, it } from 'vitest';
import { BOUNCE_CUSTOMER, REPLIES_COMPANY, REPLY_CUSTOMER, REPLY_SUBJECT } from './seed-replies';
import { NARROW, openCompanyPage, themeShots, useBrowser } from './support';

// 'Antworten' (issue 24; docs/product.md "Replies and bounces"): the inbox with its unread marks and
// filter, a reply opened as plain text, marked read, its link to the customer drawer with the thread
// and the badges; the customer list's badges; the cards on a phone. Seeded by seed-replies.ts (no IMAP).

const browser = useBrowser();
const WIDE_1440 = { width: 1440, height: 900 };

it('shows the inbox, opens a reply as text, marks it read and leads to the drawer thread', async () => {
  const { page, id } = await openCompanyPage(browser, REPLIES_COMPANY, '/replies-new', WIDE_1440);
  await page.getByRole('heading', { name: 'Nachrichten (3)' }).waitFor();
  const list = page.getByRole('list', { name: 'Nachrichten' });
  const items = list.getByRole('listitem');
  expect(await items.count()).toBe(3);
  // Newest first; the two unread ones are marked.
  expect(await items.nth(0).innerText()).toContain(BOUNCE_CUSTOMER);
  expect(await items.nth(1).innerText()).toContain(REPLY_SUBJECT);
  expect(await list.getByText('Ungelesen:').count()).toBe(2);
  await themeShots(page, 'replies-inbox-1440');

  // The filter narrows the list in the address.
  await page.getByRole('button', { name: 'Unzustellbar', exact: true }).click();
  await page.getByRole('heading', { name: 'Nachrichten (1)' }).waitFor();
  expect(page.url()).toContain('filter=bounces');
  await page.getByRole('button', { name: 'Alle', exact: true }).click();
  await page.getByRole('heading', { name: 'Nachrichten (3)' }).waitFor();

  // Opening the reply shows its text as text, never as HTML; it is read from then on.
  await items.nth(1).getByRole('button').click();
  const message = page.getByRole('article');
  await message.getByRole('heading', { name: REPLY_SUBJECT }).waitFor();
  expect(await message.locator('pre').innerText()).toContain('<b>Kein HTML</b>');
  expect(await message.locator('pre b').count()).toBe(0);
  await message.getByText('Ihre Google-Bewertung – Angebot zur Entfernung', { exact: true }).waitFor();
  await expect.poll(() => list.getByText('Ungelesen:').count()).toBe(1);
  await themeShots(page, 'replies-open-1440');

  // The customer opens in the drawer: the badge and the thread with our offer.
  await message.getByRole('link', { name: REPLY_CUSTOMER }).click();
  const drawer = page.getByRole('dialog', { name: REPLY_CUSTOMER });
  await drawer.getByText('Antwort erhalten').first().waitFor();
  const thread = drawer.getByRole('region', { name: /^Antworten/ });
  await thread.getByText('Unsere E-Mail', { exact: true }).waitFor();
  const entries = thread.getByRole('listitem');
  expect(await entries.count()).toBe(3);
  expect(await entries.nth(0).innerText()).toContain('Unsere E-Mail');
  expect(await entries.nth(1).innerText()).toContain('Kurze Rückfrage');
  expect(await entries.nth(2).innerText()).toContain(REPLY_SUBJECT);
  await thread.scrollIntoViewIfNeeded();
  await themeShots(page, 'replies-drawer-1440');

  // The customer list shows both badges on the rows.
  await page.goto(`/customers-new/${id}`);
  await page.getByText(REPLY_CUSTOMER).first().waitFor();
  await page.getByText('Antwort erhalten').first().waitFor();
  await page.getByText('E-Mail unzustellbar').first().waitFor();
  await themeShots(page, 'replies-customers-1440');

  // The settings: reading off (as in the seed), the server, never checked.
  await page.goto(`/settings-new/${id}`);
  const imap = page.getByRole('form', { name: 'E-Mail-Antworten (IMAP)' });
  await imap.getByRole('switch', { name: 'Antworten abrufen' }).waitFor();
  expect(await imap.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  expect(await imap.getByLabel('IMAP-Host').inputValue()).toBe('imap.gmail.com');
  await imap.getByText('noch nie').waitFor();
  await imap.scrollIntoViewIfNeeded();
  await themeShots(page, 'replies-settings-1440');
  await page.context().close();
});

it('shows the inbox as cards on a phone and the message in place of the list', async () => {
  const { page } = await openCompanyPage(browser, REPLIES_COMPANY, '/replies-new', NARROW);
  await page.getByRole('heading', { name: 'Nachrichten (3)' }).waitFor();
  await themeShots(page, 'replies-inbox-390');
  await page.getByRole('list', { name: 'Nachrichten' }).getByRole('button').first().click();
  const message = page.getByRole('article');
  await message.getByRole('heading', { name: 'Delivery Status Notification (Failure)' }).waitFor();
  await themeShots(page, 'replies-open-390');
  await message.getByRole('button', { name: 'Zurück zur Liste' }).click();
  await page.getByRole('heading', { name: 'Nachrichten (3)' }).waitFor();

  // The drawer on a phone: the bounce mark and the thread.
  await page.getByRole('button', { name: /Kurze Rückfrage/ }).click();
  await page.getByRole('article').getByRole('link', { name: REPLY_CUSTOMER }).click();
  const drawer = page.getByRole('dialog', { name: REPLY_CUSTOMER });
  const thread = drawer.getByRole('region', { name: /^Antworten/ });
  await thread.getByText('Unsere E-Mail', { exact: true }).waitFor();
  await thread.scrollIntoViewIfNeeded();
  await themeShots(page, 'replies-drawer-390');
  await page.context().close();
});
