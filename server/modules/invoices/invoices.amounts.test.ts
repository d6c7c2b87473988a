// Amounts never answer 500 (issue 34, decision 056): a price per review is bounded with a German
// message wherever one is typed, and an invoice beyond 32-bit cents (21.474.836,48 €) computes,
// finalizes, renders, is paid and cancelled, with its sums in the list's tabs.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { PRICE_PER_REVIEW_MAX } from '../../../common/constants';
import type { CsvImportPreview } from '../../../common/schemas/csv-import';
import { priceTooHighMessage } from '../../../common/schemas/customer';
import { describeApi } from '../../../tests/support/app';
import { customers, invoices, removals, reviews } from '../../db/schema';
import { addRemovals, billedCustomer, billingCompany } from './invoices.fixture';

const INT4_MAX = 2 ** 31 - 1;
const link = 'https://www.google.com/maps/place/Ort+1/@52.5,13.4,17z';

describeApi('invoice amounts', (ctx) => {
  const db = () => ctx.database.db;

  it('bounds the price per review at 10.000,00 € with a German 400: API, form rule and CSV import', async () => {
    const company = await billingCompany(db());
    const { cookie } = await ctx.signIn('admin');
    const valid = { companyId: company.id, name: 'Autohaus', email: 'a@autohaus.de', googleMapsLink: link };
    expect(priceTooHighMessage).toBe('Preis pro Bewertung darf höchstens 10.000,00 € betragen');
    for (const price of ['10000,01', 10000.01, '99999999,99', 1e8, '12000']) {
      const res = await ctx.request('POST', '/api/customers', cookie, { ...valid, pricePerReview: price });
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json().message).toBe(priceTooHighMessage);
    }
    const created = await ctx.request('POST', '/api/customers', cookie, {
      ...valid,
      pricePerReview: '10000,00',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().pricePerReview).toBe('10000.00');
    const id = created.json().id;

    const patched = await ctx.request('PUT', `/api/customers/${id}`, cookie, {
      ...valid,
      pricePerReview: '20000',
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe(priceTooHighMessage);
    const [row] = await db().select().from(customers).where(eq(customers.id, id));
    expect(row.pricePerReview).toBe('10000.00');

    // The CSV import reads German thousands ('12.000,00 €') and refuses the row with the same words.
    const csv = [
      'Name;E-Mail;Google-Maps-Link;Preis',
      `Zu teuer;teuer@example.de;${link.replace('Ort+1', 'Ort+2')};12.000,00 €`,
      `Gerade noch;grenze@example.de;${link.replace('Ort+1', 'Ort+3')};10.000,00`,
    ].join('\r\n');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/customers/import/preview?companyId=${company.id}`,
      headers: { cookie, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as CsvImportPreview;
    const byLine = Object.fromEntries(preview.rows.map((r) => [r.line, r]));
    expect(byLine[2]).toMatchObject({ action: 'invalid' });
    expect(byLine[2].problems).toContainEqual({ field: 'Preis', message: priceTooHighMessage });
    expect(byLine[3]).toMatchObject({ action: 'new' });
  });

  it('2.200 removals at the highest price: beyond 32-bit cents, computed, finalized, listed, paid and cancelled', async () => {
    const company = await billingCompany(db());
    const customer = await billedCustomer(db(), company.id, { email: 'buchhaltung@baeckerei.de' });
    // 2.200 removals at the highest price: 22.000.000,00 € net, 26.180.000,00 € gross.
    const n = 2200;
    const price = `${PRICE_PER_REVIEW_MAX}.00`;
    const reviewRows = await db()
      .insert(reviews)
      .values(
        Array.from({ length: n }, (_, i) => ({
          customerId: customer.id,
          companyId: company.id,
          externalId: `big-${i}`,
          username: `Kunde ${i + 1}`,
          rating: 1,
          reviewText: 'Schlecht',
          reviewDate: new Date('2026-10-05T10:00:00Z'),
        })),
      )
      .returning({ id: reviews.id });
    await db()
      .insert(removals)
      .values(
        reviewRows.map((r) => ({
          companyId: company.id,
          customerId: customer.id,
          reviewId: r.id,
          reason: 'no_contact' as const,
          pricePerReview: price,
          state: 'removed' as const,
          removedAt: new Date('2026-11-10T09:00:00Z'),
        })),
      );
    const { cookie } = await ctx.signIn('manager');
    const net = n * PRICE_PER_REVIEW_MAX * 100;
    const gross = Math.round(net * 1.19);
    expect(gross).toBeGreaterThan(INT4_MAX);

    const billable = await ctx.request('GET', `/api/customers/${customer.id}/billable`, cookie);
    expect(billable.statusCode, billable.body.slice(0, 300)).toBe(200);
    expect(billable.json().netCents).toBe(net);

    const draft = await ctx.request('POST', `/api/customers/${customer.id}/invoices`, cookie);
    expect(draft.statusCode, draft.body.slice(0, 300)).toBe(201);
    const id = draft.json().id;
    expect(draft.json()).toMatchObject({ netCents: net, grossCents: gross, lineCount: n });

    const open = await ctx.request('POST', `/api/invoices/${id}/finalize`, cookie);
    expect(open.statusCode, open.body.slice(0, 300)).toBe(200);
    expect(open.json()).toMatchObject({
      state: 'open',
      netCents: net,
      vatCents: gross - net,
      grossCents: gross,
    });
    const [stored] = await db().select().from(invoices).where(eq(invoices.id, id));
    expect(stored).toMatchObject({ netCents: net, grossCents: gross });

    const counts = await ctx.request('GET', `/api/invoices/counts?companyId=${company.id}`, cookie);
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json()).toMatchObject({
      all: { count: 1, grossCents: gross },
      open: { count: 1, grossCents: gross },
      outstandingCents: gross,
    });
    const list = await ctx.request('GET', `/api/invoices?companyId=${company.id}&sort=amount`, cookie);
    expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
    expect(list.json()[0]).toMatchObject({ id, grossCents: gross, cancelsNumber: null });

    // A part payment above 32 bits, then the rest.
    const part = await ctx.request('POST', `/api/invoices/${id}/payments`, cookie, {
      paidOn: '2026-11-20',
      amount: '25000000,00',
    });
    expect(part.statusCode, part.body.slice(0, 300)).toBe(200);
    expect(part.json()).toMatchObject({ state: 'open', paidCents: 2_500_000_000 });
    const rest = await ctx.request('POST', `/api/invoices/${id}/payments`, cookie, {
      paidOn: '2026-11-21',
      amount: '1180000,00',
    });
    expect(rest.statusCode, rest.body.slice(0, 300)).toBe(200);
    expect(rest.json()).toMatchObject({ state: 'paid', paidCents: gross });

    const cancelled = await ctx.request('POST', `/api/invoices/${id}/cancel`, cookie, {});
    expect(cancelled.statusCode, cancelled.body.slice(0, 300)).toBe(201);
    expect(cancelled.json()).toMatchObject({
      kind: 'cancellation',
      grossCents: -gross,
      cancelsInvoiceId: id,
    });
    const after = await ctx.request('GET', `/api/invoices/counts?companyId=${company.id}`, cookie);
    // The original and its Stornorechnung net to zero in the 'Storniert' tab.
    expect(after.json()).toMatchObject({ cancelled: { count: 2, grossCents: 0 }, outstandingCents: 0 });
  }, 120_000);

  it('renders an invoice beyond 32-bit cents as PDF and XRechnung (prices stored before the bound)', async () => {
    // Rendering costs 15-45 ms a line (decision 056), so few lines at prices a customer could be
    // given before prices were bounded: 3 × 9.999.999,99 € = 35.699.999,96 € gross.
    const company = await billingCompany(db());
    const customer = await billedCustomer(db(), company.id, { email: 'buchhaltung@baeckerei.de' });
    await addRemovals(db(), customer, 3, '9999999.99');
    const { cookie } = await ctx.signIn('manager');
    const draft = await ctx.request('POST', `/api/customers/${customer.id}/invoices`, cookie);
    expect(draft.statusCode, draft.body.slice(0, 300)).toBe(201);
    const id = draft.json().id;
    const open = await ctx.request('POST', `/api/invoices/${id}/finalize`, cookie);
    expect(open.statusCode, open.body.slice(0, 300)).toBe(200);
    expect(open.json()).toMatchObject({
      netCents: 2_999_999_997,
      vatCents: 569_999_999,
      grossCents: 3_569_999_996,
    });

    const xml = await ctx.request('GET', `/api/invoices/${id}/xrechnung.xml`, cookie);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toContain('<ram:GrandTotalAmount>35699999.96</ram:GrandTotalAmount>');
    expect(xml.body).toContain('<ram:LineTotalAmount>9999999.99</ram:LineTotalAmount>');
    const pdf = await ctx.request('GET', `/api/invoices/${id}/pdf`, cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});
