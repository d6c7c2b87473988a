// The GiroCode as a bank app meets it: pdftoppm (poppler) renders the invoice PDF's page to PNG
// and jsQR, a decoder of its own (not the package that drew the code), reads the code back; the
// text it finds is then read as EPC069-12 defines it. Through the API on PGlite and PostgreSQL:
// the company's bank account from the settings, the amount still open after a part payment, no
// code once paid or on a Stornorechnung. Without poppler the tests skip locally and fail in CI.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { berlinDay } from '../../../../common/calendar-days';
import type { InvoiceDetail } from '../../../../common/schemas/invoice';
import { describeApi } from '../../../../tests/support/app';
import { onPglite } from '../../../../tests/support/db';
import { addRemovals, billedCustomer, billingCompany } from '../invoices.fixture';
import { epcElements } from './epc-elements.fixture';
import { invoiceGiroCode } from './girocode';
import { cancellationInvoice, draftInvoice, oddInvoice, seller } from './invoice-documents.fixture';
import { renderInvoicePdf } from './invoice-pdf';

const missing = ['pdftoppm', 'pdftotext'].filter(
  (t) => spawnSync('sh', ['-c', `command -v ${t}`]).status !== 0,
);
if (missing.length && process.env.CI) throw new Error(`Werkzeuge fehlen: ${missing.join(', ')} (.ci/run)`);
// The PDF and SVG checks use no database: they run in CI's PGlite step, not again on PostgreSQL.
const withTools = missing.length || !onPglite ? describe.skip : describe;
const withToolsApi = missing.length ? () => {} : describeApi;

const dir = mkdtempSync(join(tmpdir(), 'girocode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** The QR code on the first page of `pdf` as a phone sees it (150 dpi, grey); null when none. */
function scanPage(pdf: Uint8Array): string | null {
  const base = join(dir, String(++files));
  writeFileSync(`${base}.pdf`, pdf);
  execFileSync('pdftoppm', ['-r', '150', '-gray', '-png', '-l', '1', '-singlefile', `${base}.pdf`, base]);
  const png = PNG.sync.read(readFileSync(`${base}.png`));
  return decode(new Uint8ClampedArray(png.data), png.width, png.height);
}

/** jsQR's bytes read as UTF-8 (character set 1), strictly: a broken sequence fails the test. */
function decode(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  const code = jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' });
  return code && new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(code.binaryData));
}

function pdfText(pdf: Uint8Array): string {
  const path = join(dir, `${++files}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' })
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The SVG's path drawn back into pixels (8 per module, white ground) and decoded. */
function scanSvg(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  expect(svg).toContain(`<rect width="${size}" height="${size}" fill="#fff"/>`);
  const d = /<path fill="#000" d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const scale = 8;
  const width = size * scale;
  const rgba = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++)
      for (let px = Number(x) * scale; px < (Number(x) + Number(n)) * scale; px++)
        rgba.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  return decode(rgba, width, width);
}

const CAPTION = 'Mit Banking-App scannen (GiroCode)';

withTools('GiroCode on the invoice PDF (pdftoppm, jsQR)', () => {
  it('an open invoice carries a code a bank app reads as the transfer of its gross amount', async () => {
    const d = oddInvoice();
    const pdf = await renderInvoicePdf(d);
    const read = scanPage(pdf);
    expect(epcElements(read)).toEqual({
      service: 'BCD',
      version: '002',
      charset: '1',
      identification: 'SCT',
      bic: 'COBADEFFXXX',
      name: 'Reputationsschutz Nord GmbH',
      iban: 'DE89370400440532013000',
      amount: 'EUR118.99',
      purpose: '',
      structured: '',
      text: 'RE-2026-0007',
      rest: [],
    });
    expect(read).toBe((await invoiceGiroCode(d))?.payload);
    const text = pdfText(pdf);
    expect(text).toContain(CAPTION);
    // The sentence beside it still names the account and the reference.
    expect(text).toContain(
      'Bitte überweisen Sie den Betrag von 118,99 € bis zum 08.12.2026 unter Angabe der Rechnungsnummer RE-2026-0007',
    );
  });

  it('after a part payment the code and the sentence ask for what is still open', async () => {
    const d = oddInvoice();
    d.paidCents = 5000;
    const pdf = await renderInvoicePdf(d);
    expect(epcElements(scanPage(pdf)).amount).toBe('EUR68.99');
    expect(pdfText(pdf)).toContain(
      'Bitte überweisen Sie den noch offenen Betrag von 68,99 € (Gesamtbetrag 118,99 €, bereits gezahlt 50,00 €)',
    );
  });

  it('a seller name with umlauts arrives as UTF-8 (character set 1)', async () => {
    const d = oddInvoice();
    d.seller = { ...seller, name: 'Löschprofis Süd – Müller & Weiß GmbH' };
    expect(epcElements(scanPage(await renderInvoicePdf(d))).name).toBe(
      'Löschprofis Süd – Müller & Weiß GmbH',
    );
  });

  it.each<[string, () => InvoiceDetail]>([
    ['paid', () => ({ ...oddInvoice(), state: 'paid', status: 'paid', paidCents: 11899 })],
    ['a Stornorechnung', cancellationInvoice],
    ['cancelled', () => ({ ...oddInvoice(), state: 'cancelled', status: 'cancelled' })],
    ['a draft', draftInvoice],
    [
      'an invalid IBAN',
      () => ({ ...oddInvoice(), seller: { ...seller, iban: 'DE89 3704 0044 0532 0130 01' } }),
    ],
    ['no IBAN', () => ({ ...oddInvoice(), seller: { ...seller, iban: null } })],
  ])('no code when the invoice is %s', async (_name, make) => {
    const d = make();
    expect(await invoiceGiroCode(d)).toBeNull();
    const pdf = await renderInvoicePdf(d);
    expect(scanPage(pdf)).toBeNull();
    expect(pdfText(pdf)).not.toContain('GiroCode');
  });

  it('the SVG for the portal holds the same code, black on white', async () => {
    const code = await invoiceGiroCode(oddInvoice());
    expect(code?.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(scanSvg(code?.svg ?? '')).toBe(code?.payload);
    expect(code?.transfer).toEqual({
      name: 'Reputationsschutz Nord GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      amountCents: 11899,
      remittance: 'RE-2026-0007',
    });
    // Error level M keeps a code of an ordinary invoice small: version ≤ 13 (≤ 69 modules + quiet zone).
    expect(code?.modules.length).toBeLessThanOrEqual(69 + 8);
  });
});

withToolsApi('GiroCode of a stored invoice', (ctx) => {
  const db = () => ctx.database.db;

  it('the downloaded PDF pays the company account from the settings, the rest after a part payment, nothing once paid', async () => {
    const company = await billingCompany(db(), { bic: 'COBADEFFXXX' }, 'Löschprofis GmbH');
    const { cookie } = await ctx.signIn('manager');
    const customer = await billedCustomer(db(), company.id);
    await addRemovals(db(), customer, 1, '89.75'); // 89,75 + 17,05 = 106,80
    const draft = (await ctx.request('POST', `/api/customers/${customer.id}/invoices`, cookie)).json();
    const invoice = (await ctx.request('POST', `/api/invoices/${draft.id}/finalize`, cookie)).json();
    const pay = (amount: string) =>
      ctx.request('POST', `/api/invoices/${invoice.id}/payments`, cookie, {
        paidOn: berlinDay(new Date()),
        amount,
      });
    const pdf = async () => {
      const res = await ctx.request('GET', `/api/invoices/${invoice.id}/pdf`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return new Uint8Array(res.rawPayload);
    };

    expect(epcElements(scanPage(await pdf()))).toMatchObject({
      bic: 'COBADEFFXXX',
      name: 'Löschprofis GmbH',
      iban: 'DE89370400440532013000',
      amount: 'EUR106.80',
      text: invoice.number,
    });
    expect((await pay('50,00')).statusCode).toBe(200);
    expect(epcElements(scanPage(await pdf())).amount).toBe('EUR56.80');
    expect((await pay('56,80')).json().state).toBe('paid');
    const paid = await pdf();
    expect(scanPage(paid)).toBeNull();
    expect(pdfText(paid)).not.toContain('GiroCode');
  });

  it('a Stornorechnung has no code, and neither has the invoice it cancels', async () => {
    const company = await billingCompany(db());
    const { cookie } = await ctx.signIn('admin');
    const customer = await billedCustomer(db(), company.id);
    await addRemovals(db(), customer, 2);
    const draft = (await ctx.request('POST', `/api/customers/${customer.id}/invoices`, cookie)).json();
    const invoice = (await ctx.request('POST', `/api/invoices/${draft.id}/finalize`, cookie)).json();
    const cancel = await ctx.request('POST', `/api/invoices/${invoice.id}/cancel`, cookie, {
      reason: 'Falscher Kunde',
    });
    expect(cancel.statusCode, cancel.body).toBe(201);
    const cancellationId = cancel.json().id as number;
    expect(cancellationId).not.toBe(invoice.id);
    for (const id of [invoice.id, cancellationId]) {
      const res = await ctx.request('GET', `/api/invoices/${id}/pdf`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(scanPage(new Uint8Array(res.rawPayload))).toBeNull();
    }
  });
});
