import { expect, it } from 'vitest';
import type { InvoiceDetail } from '../../../common/schemas/invoice';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer } from '../../../tests/support/seed';
import type { Db } from '../../db/client';
import { draftInvoice, oddInvoice } from './documents/invoice-documents.fixture';
import { insertInvoice } from './invoices.fixture';

/** The fixture invoice stored as A's finalization would store it, at a company of its own. */
async function insertOwnInvoice(db: Db, detail: InvoiceDetail) {
  const customer = await addCustomer(db, (await addCompany(db)).id);
  return insertInvoice(db, customer, detail);
}

describeApi('invoice documents', (ctx) => {
  const db = () => ctx.database.db;

  it('a plain user downloads the Factur-X PDF as an attachment named by the number', async () => {
    const inv = await insertOwnInvoice(db(), oddInvoice());
    const { cookie } = await ctx.signIn('user');
    const res = await ctx.request('GET', `/api/invoices/${inv.id}/pdf`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Rechnung_RE-2026-0007.pdf"; filename*=UTF-8''Rechnung_RE-2026-0007.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Factur-X: the XML travels inside the PDF.
    expect(res.rawPayload.includes(Buffer.from('factur-x.xml'))).toBe(true);
  });

  it('answers the XRechnung XML with the customer number as buyer reference', async () => {
    const inv = await insertOwnInvoice(db(), oddInvoice());
    const { cookie } = await ctx.signIn('user');
    const res = await ctx.request('GET', `/api/invoices/${inv.id}/xrechnung.xml`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('Rechnung_RE-2026-0007_XRechnung.xml');
    expect(res.body).toContain('<ram:ID>RE-2026-0007</ram:ID>');
    expect(res.body).toContain(`<ram:BuyerReference>${inv.customerId}</ram:BuyerReference>`);
    expect(res.body).toContain('<ram:DuePayableAmount>118.99</ram:DuePayableAmount>');
  });

  it('a draft: a marked preview PDF, no e-invoice (409 German)', async () => {
    const inv = await insertOwnInvoice(db(), draftInvoice());
    const { cookie } = await ctx.signIn('manager');
    const pdf = await ctx.request('GET', `/api/invoices/${inv.id}/pdf`, cookie);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`Rechnungsentwurf_${inv.id}.pdf`);
    expect(pdf.rawPayload.includes(Buffer.from('factur-x.xml'))).toBe(false);
    const xml = await ctx.request('GET', `/api/invoices/${inv.id}/xrechnung.xml`, cookie);
    expect(xml.statusCode).toBe(409);
    expect(xml.json().message).toMatch(/Entwurf hat keine E-Rechnung/);
  });

  it('404 German for an unknown invoice, 400 for a bad id, 401 without a session', async () => {
    const { cookie } = await ctx.signIn('user');
    const missing = await ctx.request('GET', '/api/invoices/999999/pdf', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Rechnung nicht gefunden');
    expect((await ctx.request('GET', '/api/invoices/abc/xrechnung.xml', cookie)).statusCode).toBe(400);
    expect((await ctx.request('GET', '/api/invoices/1/pdf')).statusCode).toBe(401);
  });
});
