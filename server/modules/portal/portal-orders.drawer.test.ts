// The drawer's 'Kundenportal' (issue 36 point 7, decision 074) on both databases: the orders the
// owner placed in the portal, newest first, and their PDF on the operator's route, for every role,
// never another customer's order.
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer } from '../../../tests/support/seed';
import { portalOrders } from '../../db/schema';

describeApi('portal orders in the drawer', (ctx) => {
  const db = () => ctx.database.db;

  async function order(
    customer: { id: number; companyId: number; name: string },
    at: string,
    reviews: number,
  ) {
    const item = {
      reviewId: 1,
      author: 'Anna B.',
      stars: 1,
      publishedAt: null,
      text: 'Schlecht',
      url: null,
      reason: 'no_contact' as const,
      note: null,
      price: '49.00',
    };
    const [row] = await db()
      .insert(portalOrders)
      .values({
        companyId: customer.companyId,
        customerId: customer.id,
        createdAt: new Date(at),
        signerName: 'Erika Muster',
        customerName: customer.name,
        termsVersion: 1,
        termsText: 'Bedingungen',
        termsHash: 'x',
        items: Array.from({ length: reviews }, (_, i) => ({ ...item, reviewId: i + 1 })),
        vatMode: 'standard',
        vatRate: 19,
        netCents: reviews * 4900,
        vatCents: reviews * 931,
        grossCents: reviews * 5831,
        requestHash: `r-${at}`,
      })
      .returning();
    return row;
  }

  it('lists the orders with date, signer, reviews and totals, and serves their PDF to every role', async () => {
    const company = await addCompany(db(), 'Musterfirma');
    const customer = await addCustomer(db(), company.id);
    const other = await addCustomer(db(), company.id, { name: 'Café Sonne' });
    const first = await order(customer, '2026-03-01T10:00:00Z', 1);
    const second = await order(customer, '2026-03-05T10:00:00Z', 2);
    const foreign = await order(other, '2026-03-06T10:00:00Z', 1);

    const { cookie } = await ctx.signIn('user');
    const res = await ctx.request('GET', `/api/customers/${customer.id}/portal`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const pdfUrl = (id: number) => `/api/customers/${customer.id}/portal-orders/${id}.pdf`;
    expect(res.json().orders).toEqual([
      {
        id: second.id,
        createdAt: '2026-03-05T10:00:00.000Z',
        signerName: 'Erika Muster',
        reviews: 2,
        net: '98.00',
        gross: '116.62',
        pdfUrl: pdfUrl(second.id),
      },
      {
        id: first.id,
        createdAt: '2026-03-01T10:00:00.000Z',
        signerName: 'Erika Muster',
        reviews: 1,
        net: '49.00',
        gross: '58.31',
        pdfUrl: pdfUrl(first.id),
      },
    ]);
    const empty = await ctx.request(
      'GET',
      `/api/customers/${(await addCustomer(db(), company.id)).id}/portal`,
      cookie,
    );
    expect(empty.json().orders).toEqual([]);

    const pdf = await ctx.request('GET', pdfUrl(second.id), cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another customer's order, a bad file name, an unknown order: 404 in German; no session: 401.
    for (const url of [
      pdfUrl(foreign.id),
      `/api/customers/${customer.id}/portal-orders/${first.id}.txt`,
      pdfUrl(99999),
    ]) {
      const refused = await ctx.request('GET', url, cookie);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json(), url).toEqual({ message: 'Auftrag nicht gefunden' });
    }
    expect((await ctx.request('GET', `/api/customers/abc/portal-orders/1.pdf`, cookie)).statusCode).toBe(400);
    expect((await ctx.request('GET', pdfUrl(first.id))).statusCode).toBe(401);
  });
});
