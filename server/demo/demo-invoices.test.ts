import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { InvoiceDetail } from '../../common/schemas/invoice';
import { describeApi } from '../../tests/support/app';
import { invoices } from '../db/schema';
import * as q from './demo.queries';
import { seedDemo } from './seed/seed-demo';
import { seedInvoices } from './seed/seed-invoices';

describeApi('demo invoices', (ctx) => {
  it('bills the verified removals of the first company in every invoice state, numbered in date order', async () => {
    const db = ctx.database.db;
    const { companyIds } = await seedDemo(db, { customers: 24, reviews: 600, emailLogs: 20, scanLogs: 20 });
    await q.pointCompaniesAtSimulations(db, {
      sinkUser: 'demo@sink.test',
      sinkHost: '127.0.0.1',
      sinkPort: 2525,
      passwordSealed: ctx.app.ctx.secrets.seal('x'),
      apifyKeySealed: ctx.app.ctx.secrets.seal('y'),
    });
    const { cookie } = await ctx.signIn('manager', 'max@example.com');
    const manager = await q.findUser(db, 'max@example.com');
    if (!manager) throw new Error('manager missing');
    await seedInvoices(db, companyIds[0], manager);

    const rows = await db.select().from(invoices).orderBy(asc(invoices.id));
    const year = new Date().getFullYear();
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3, 4, 5].map((n) => `RE-${year}-000${n}`));
    const issued = rows.map((r) => r.issuedOn ?? '');
    expect(issued).toEqual([...issued].sort());
    const detail = async (id: number) =>
      (await ctx.request('GET', `/api/invoices/${id}`, cookie)).json() as InvoiceDetail;
    const statuses = await Promise.all(rows.map(async (r) => (await detail(r.id)).status));
    expect(statuses).toEqual(['overdue', 'paid', 'cancelled', 'open', 'cancelled']);
    expect(rows[4]).toMatchObject({ kind: 'cancellation', cancelsInvoiceId: rows[2].id });
    expect(rows[0].reminderLevel).toBe(1);
    // The cancelled invoice's removal and the newest verified one wait for 'Rechnung erstellen'.
    expect(await q.listBillableCustomers(db, companyIds[0])).toHaveLength(2);
    const pdf = await ctx.request('GET', `/api/invoices/${rows[1].id}/pdf`, cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await db.select().from(invoices).where(eq(invoices.companyId, companyIds[1]))).length).toBe(0);
  });
});
