import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import type { SessionUser } from '../auth/session-user';
import { addRemovals, billedCustomer, billingCompany } from '../invoices/invoices.fixture';
import { addPayment, cancelInvoice, createDraft, finalizeInvoice } from '../invoices/invoices.service';
import { getRemovalStats } from './dashboard.service';

// The invoice figures of the dashboard's 'Löschaufträge' section: the Berlin month, Berlin today.
describeApi('dashboard invoice figures', (ctx) => {
  const at = (iso: string) => new Date(iso);

  it('sums invoices issued and payments dated this Berlin month, and what is overdue', async () => {
    const db = ctx.database.db;
    const { userId } = await ctx.signIn('manager');
    const user: SessionUser = { id: userId, name: 'Manager', email: 'm@example.com', role: 'manager' };
    const company = await billingCompany(db);
    /** A finalized invoice over one removal at 100,00 € (gross 119,00 €), finalized at `when`. */
    const invoice = async (when: string, companyId = company.id) => {
      const customer = await billedCustomer(db, companyId);
      await addRemovals(db, customer, 1, '100.00');
      const draft = await createDraft(db, user, customer.id, at(when));
      return finalizeInvoice(db, user, draft.id, at(when));
    };
    const a = await invoice('2026-02-28T22:30:00Z'); // 28 Feb 23:30 Berlin: last month, due 14 March
    const d = await invoice('2026-02-28T23:30:00Z'); // 1 March 00:30 Berlin: this month, due 15 March
    const b = await invoice('2026-03-05T10:00:00Z');
    const c = await invoice('2026-03-06T10:00:00Z');
    expect([a.issuedOn, d.issuedOn, a.dueOn]).toEqual(['2026-02-28', '2026-03-01', '2026-03-14']);
    await cancelInvoice(db, user, c.id, 'Doppelt', at('2026-03-07T10:00:00Z'));
    await addPayment(db, user, a.id, { paidOn: '2026-03-02', amount: 1000 }, at('2026-03-02T10:00:00Z'));
    await addPayment(db, user, b.id, { paidOn: '2026-03-10', amount: 11900 }, at('2026-03-10T10:00:00Z'));
    await addPayment(db, user, d.id, { paidOn: '2026-02-28', amount: 500 }, at('2026-03-01T10:00:00Z'));
    await invoice('2026-03-05T10:00:00Z', (await billingCompany(db, {}, 'Andere GmbH')).id);
    const drafter = await billedCustomer(db, company.id);
    await addRemovals(db, drafter, 1, '100.00');
    await createDraft(db, user, drafter.id, at('2026-03-10T10:00:00Z'));

    const stats = await getRemovalStats(db, company.id, at('2026-03-20T12:00:00Z'));
    expect(stats).toMatchObject({
      invoicedThisMonthCents: 11900 + 11900 + 11900 - 11900, // d, b, c and its cancellation
      paidThisMonthCents: 1000 + 11900, // the payment dated 28 February is last month's
      overdueCents: 11900 - 1000 + (11900 - 500),
      overdueCount: 2,
    });
    // On 14 March a is due today, not overdue yet; in April this month's sums start again.
    expect(await getRemovalStats(db, company.id, at('2026-03-14T12:00:00Z'))).toMatchObject({
      overdueCents: 0,
      overdueCount: 0,
    });
    expect(await getRemovalStats(db, company.id, at('2026-04-01T08:00:00Z'))).toMatchObject({
      invoicedThisMonthCents: 0,
      paidThisMonthCents: 0,
      overdueCount: 2,
    });
  });

  it('answers the figures over HTTP in the section statement', async () => {
    const db = ctx.database.db;
    const company = await billingCompany(db);
    const { cookie } = await ctx.signIn('user');
    ctx.database.clearQueries();
    const res = await ctx.request('GET', `/api/dashboard-stats/${company.id}/removals`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      invoicedThisMonthCents: 0,
      paidThisMonthCents: 0,
      overdueCents: 0,
      overdueCount: 0,
    });
    expect(ctx.database.queries.filter((q) => !q.includes('"sessions"'))).toHaveLength(1);
  });
});
