import { expect, it } from 'vitest';
import type { InvoiceDetail } from '../../../common/schemas/invoice';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer } from '../../../tests/support/seed';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { draftInvoice, oddInvoice } from './documents/invoice-documents.fixture';

/** The fixture invoice stored as A's finalization would store it. */
async function insertInvoice(db: Db, detail: InvoiceDetail) {
  const company = await addCompany(db);
  const customer = await addCustomer(db, company.id);
  const [row] = await db
    .insert(invoices)
    .values({
      companyId: company.id,
      customerId: customer.id,
      kind: detail.kind,
      state: detail.state,
      number: detail.number,
      issuedOn: detail.issuedOn,
      dueOn: detail.dueOn,
      serviceFrom: detail.serviceFrom,
      serviceTo: detail.serviceTo,
      vatMode: detail.vatMode,
      vatRate: detail.vatRate,
      netCents: detail.netCents,
      vatCents: detail.vatCents,
      grossCents: detail.grossCents,
      seller: detail.seller,
      buyer: detail.buyer,
      finalizedAt: detail.finalizedAt ? new Date(detail.finalizedAt) : null,
    })
    .returning();
  await db.insert(invoiceLines).values(
    // Every field but the line's id and its removal (none stored here).
    detail.lines.map(({ id: _id, removalId: _removalId, ...line }) => ({ ...line, invoiceId: row.id })),
  );
  return { ...row, customerId: customer.id };
}

describeApi('invoice documents', (ctx) => {
  const db = () => ctx.database.db;

  it('a plain user downloads the Factur-X PDF as an attachment named by the number', async () => {
    const inv = await insertInvoice(db(), oddInvoice());
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
    const inv = await insertInvoice(db(), oddInvoice());
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
    const inv = await insertInvoice(db(), draftInvoice());
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
