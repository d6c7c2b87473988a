// Issue 36: the portal's 'Rechnungen' and its dead-link page against the real server, at 390 and
// 1440 px, light and dark. The invoices were issued by the real invoice code (seed-portal-invoices.ts);
// the GiroCode is read back from the browser's own pixels, as a banking app would.
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { berlinDay, germanDay } from '../../common/calendar-days';
import { companyIdByName } from './activity-helpers';
import { addAxe, expectAxeClean } from './axe-page';
import { PORTAL_INVOICE_COMPANY, PORTAL_INVOICES, PORTAL_REVOKED_CUSTOMER } from './seed-portal-invoices';
import { NARROW, screenshot, signIn, themeShots, useBrowser } from './support';

const browser = useBrowser();
const SIZES = [
  [NARROW, '390'],
  [{ width: 1440, height: 900 }, '1440'],
] as const;

/** Intl puts a no-break space before '€'; the assertions read plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
const germanDaysAgo = (days: number) => germanDay(berlinDay(new Date(Date.now() - days * 86_400_000)));

const invoiceCard = (section: Locator, number: string) =>
  section
    .getByRole('listitem')
    .filter({ has: section.page().getByRole('heading', { name: `Rechnung ${number}`, exact: true }) });

/** The text a phone's camera reads from the GiroCode as this page draws it; null when none. */
async function scanGiroCode(image: Locator): Promise<string | null> {
  const png = PNG.sync.read(await image.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return code && new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(code.binaryData));
}

/** Both downloads of a card answer the invoice's own files. */
async function expectPapers(page: Page, card: Locator, number: string) {
  const pdf = await page.request.get(
    (await card.getByRole('link', { name: 'PDF herunterladen' }).getAttribute('href'))!,
  );
  expect(pdf.status(), number).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  const xml = await page.request.get(
    (await card.getByRole('link', { name: 'XRechnung (XML)' }).getAttribute('href'))!,
  );
  expect(xml.status(), number).toBe(200);
  expect(xml.headers()['content-type']).toMatch(/^application\/xml/);
  const body = await xml.text();
  expect(body).toMatch(/^<\?xml /);
  expect(body).toContain(`>${number}<`);
}

it('shows the paid and the open invoice with their papers and the open one’s GiroCode, at 390 and 1440 px', async () => {
  const { paid, open } = PORTAL_INVOICES;
  for (const [size, label] of SIZES) {
    const page = await browser.newPage(size);
    await addAxe(page);
    await page.goto(`/kunde/${process.env.E2E_PORTAL_INVOICE_TOKEN}`);
    await page.getByRole('banner').getByText(PORTAL_INVOICE_COMPANY).waitFor();
    const section = page.getByRole('region', { name: 'Rechnungen' });
    // Newest first.
    await expect
      .poll(async () => (await section.getByRole('heading').allInnerTexts()).map(plain))
      .toEqual(['Rechnungen', `Rechnung ${open.number}`, `Rechnung ${paid.number}`]);

    const openCard = invoiceCard(section, open.number);
    await openCard.getByText('Offen', { exact: true }).waitFor();
    expect(plain(await openCard.locator('p.small').first().innerText())).toBe(
      `vom ${germanDaysAgo(open.daysAgo)} · ${open.gross} · fällig am ${germanDaysAgo(open.daysAgo - 14)} · offen: ${open.open}`,
    );
    const giro = openCard.getByRole('img', {
      name: `GiroCode zur Überweisung von ${open.open.replace(' ', '\u00a0')} für ${open.number}`,
    });
    await giro.waitFor();
    await expect
      .poll(() => giro.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await openCard.getByText('Mit Banking-App scannen (GiroCode)').waitFor();
    // The code and its caption start where the card's text starts (no indent of the browser's own).
    const left = async (l: Locator) => Math.round((await l.boundingBox())?.x ?? -1);
    const textLeft = await left(openCard.getByRole('heading'));
    expect(await left(giro)).toBe(textLeft);
    expect(await left(openCard.getByText('Mit Banking-App scannen (GiroCode)'))).toBe(textLeft);

    const paidCard = invoiceCard(section, paid.number);
    await paidCard.getByText('Bezahlt', { exact: true }).waitFor();
    expect(plain(await paidCard.locator('p.small').first().innerText())).toBe(
      `vom ${germanDaysAgo(paid.daysAgo)} · ${paid.gross}`,
    );
    expect(await paidCard.getByRole('img').count()).toBe(0);

    await expectPapers(page, openCard, open.number);
    await expectPapers(page, paidCard, paid.number);

    await expectAxeClean(page, `Rechnungen ${label}`, true);
    await section.scrollIntoViewIfNeeded();
    await themeShots(page, `portal-invoices-${label}`, true);
    // Readable in both themes: the code keeps its white ground; the open amount and the account.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const text = await scanGiroCode(giro);
      expect(text, `${label} ${scheme}`).toContain('DE89370400440532013000');
      expect(text).toContain(`EUR${open.open.replace(/[^\d,]/g, '').replace(',', '.')}`);
      expect(text).toContain(open.number);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, `portal-invoices-${label}-full`);
    await page.context().close();
  }
});

/** The dead-link page with the server's message, axe-clean, light and dark, at both widths. */
async function expectGone(token: string, name: string) {
  const message = `Dieser Link ist abgelaufen oder wurde durch einen neuen ersetzt. Einen neuen Link erhalten Sie von ${PORTAL_INVOICE_COMPANY} (rechnung@portal-rechnung.example, Tel. 040 555000).`;
  for (const [size, label] of SIZES) {
    const page = await browser.newPage(size);
    await addAxe(page);
    await page.goto(`/kunde/${token}`);
    await page.getByRole('heading', { name: 'Dieser Link funktioniert nicht mehr', level: 1 }).waitFor();
    await page.getByText(message, { exact: true }).waitFor();
    // The contact is one tap away on a phone.
    const mail = page.getByRole('link', { name: 'rechnung@portal-rechnung.example' });
    expect(await mail.getAttribute('href')).toBe('mailto:rechnung@portal-rechnung.example');
    expect(await page.getByRole('link', { name: '040 555000' }).getAttribute('href')).toBe('tel:040555000');
    expect(await page.getByRole('region', { name: 'Rechnungen' }).count()).toBe(0);
    await expectAxeClean(page, `${name} ${label}`, true);
    await themeShots(page, `portal-${name}-${label}`, true);
    await page.context().close();
  }
}

it('a link revoked by a new one (the admin, through the API) shows the server’s German message', async () => {
  const token = process.env.E2E_PORTAL_REVOKE_TOKEN!;
  // Alive until the manager makes a new link.
  const admin = await browser.newPage();
  expect((await admin.request.get(`/api/portal/${token}`)).status()).toBe(200);
  await signIn(admin);
  const companyId = await companyIdByName(admin, PORTAL_INVOICE_COMPANY);
  const found = await admin.request.get(
    `/api/customers?companyId=${companyId}&search=${encodeURIComponent(PORTAL_REVOKED_CUSTOMER)}`,
  );
  const [customer] = (await found.json()) as { id: number; name: string }[];
  expect(customer.name).toBe(PORTAL_REVOKED_CUSTOMER);
  const renewed = await admin.request.post(`/api/customers/${customer.id}/portal-link`);
  expect(renewed.status(), await renewed.text()).toBe(201);
  await admin.context().close();
  await expectGone(token, 'revoked');
});

it('a link unused for 31 days shows the same message', async () => {
  await expectGone(process.env.E2E_PORTAL_EXPIRED_TOKEN!, 'expired');
});
