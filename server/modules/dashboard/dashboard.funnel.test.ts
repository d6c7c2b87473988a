import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addBareInvoice, addCompany, addCustomer, addEmailLog, addReview } from '../../../tests/support/seed';
import type { Db } from '../../db/client';
import { portalLinks, removals } from '../../db/schema';
import { getFunnel } from './dashboard.service';

// GET /api/dashboard/{id}/funnel (decision 074): the reviews offered in a period and how far they got.
describeApi('dashboard funnel', (ctx) => {
  const DAY = 86_400_000;
  /** Company A's funnel over 7 days: mails of 1 and 5 days ago. */
  const SEVEN_DAYS = { offers: 4, opened: 3, ordered: 4, removed: 3, invoiced: 2, paid: 1 };

  /**
   * Company A: an offer mail a day ago (three reviews, the owner opened the portal after it), one five
   * days ago (one review, the portal opened only before it), one ten days ago (one review), and a test
   * mail and a failed mail that count nowhere. Company B's removed and paid case counts for B only.
   */
  async function seeded(now: Date) {
    const db: Db = ctx.database.db;
    const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
    const company = await addCompany(db, 'Musterfirma');
    const other = await addCompany(db, 'Andere Firma');
    const c1 = await addCustomer(db, company.id, { name: 'Bäckerei Müller' });
    const c2 = await addCustomer(db, company.id, { name: 'Café Sonne' });
    const cb = await addCustomer(db, other.id, { name: 'Fremder Kunde' });

    /** A review offered by `mail`, with a case in `state` when given, on an invoice when given. */
    const offered = async (
      customer: typeof c1,
      mail: { id: number },
      caseOf?: { state: 'ordered' | 'removed'; invoice?: 'draft' | 'open' | 'paid' },
    ) => {
      const review = await addReview(db, customer, { rating: 1, emailLogId: mail.id });
      if (!caseOf) return;
      await db.insert(removals).values({
        companyId: customer.companyId,
        customerId: customer.id,
        reviewId: review.id,
        reason: 'no_contact',
        pricePerReview: '49.00',
        state: caseOf.state,
        removedAt: caseOf.state === 'removed' ? ago(0, 1) : null,
        invoiceId: caseOf.invoice ? await addBareInvoice(db, customer, caseOf.invoice) : null,
      });
    };
    const mail = (customer: typeof c1, sentAt: Date | null, values: Parameters<typeof addEmailLog>[2] = {}) =>
      addEmailLog(db, customer, { kind: 'review', status: 'sent', sentAt, ...values });

    const m1 = await mail(c1, ago(1));
    await offered(c1, m1, { state: 'removed', invoice: 'paid' });
    await offered(c1, m1, { state: 'removed', invoice: 'open' });
    await offered(c1, m1, { state: 'ordered' });
    const m2 = await mail(c2, ago(5));
    // Ordered by phone: the portal was opened only before this mail.
    await offered(c2, m2, { state: 'removed', invoice: 'draft' });
    const m3 = await mail(c1, ago(10));
    await offered(c1, m3, { state: 'removed', invoice: 'paid' });
    await offered(c1, await mail(c1, ago(1), { isTest: true }), { state: 'removed', invoice: 'paid' });
    await offered(c1, await mail(c1, null, { status: 'failed' }), { state: 'ordered' });
    await offered(cb, await mail(cb, ago(1)), { state: 'removed', invoice: 'paid' });

    await db.insert(portalLinks).values([
      {
        companyId: company.id,
        customerId: c1.id,
        tokenHash: 'a',
        firstOpenedAt: ago(0, 20),
        lastUsedAt: ago(0, 20),
        createdAt: ago(12),
      },
      {
        companyId: company.id,
        customerId: c2.id,
        tokenHash: 'b',
        firstOpenedAt: ago(6),
        lastUsedAt: ago(6),
        createdAt: ago(6),
      },
      // Opened never: no open counts from it.
      { companyId: company.id, customerId: c2.id, tokenHash: 'c', lastUsedAt: ago(0), createdAt: ago(5) },
      {
        companyId: other.id,
        customerId: cb.id,
        tokenHash: 'd',
        firstOpenedAt: ago(0),
        lastUsedAt: ago(0),
        createdAt: ago(1),
      },
    ]);
    return { company, other };
  }

  it('follows the offered reviews of 7 and of 30 days through portal, case, removal, invoice and payment', async () => {
    const now = new Date('2026-03-20T12:00:00Z');
    const { company, other } = await seeded(now);
    expect(await getFunnel(ctx.database.db, company.id, 7, now)).toEqual({
      days: 7,
      from: '2026-03-14',
      ...SEVEN_DAYS,
    });
    expect(await getFunnel(ctx.database.db, company.id, 30, now)).toMatchObject({
      from: '2026-02-19',
      offers: 5,
      opened: 4,
      ordered: 5,
      removed: 4,
      invoiced: 3,
      paid: 2,
    });
    expect(await getFunnel(ctx.database.db, other.id, 7, now)).toMatchObject({
      offers: 1,
      opened: 1,
      ordered: 1,
      removed: 1,
      invoiced: 1,
      paid: 1,
    });
  });

  it('answers every role in one statement, 30 days unless asked, zeros for a company without offers', async () => {
    const { company } = await seeded(new Date());
    const empty = await addCompany(ctx.database.db, 'Leere Firma');
    for (const role of ['user', 'manager', 'admin'] as const) {
      const { cookie } = await ctx.signIn(role);
      ctx.database.clearQueries();
      const res = await ctx.request('GET', `/api/dashboard/${company.id}/funnel?days=7`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(ctx.database.queries.filter((q) => !q.includes('"sessions"'))).toHaveLength(1);
      expect(res.json()).toMatchObject({ days: 7, ...SEVEN_DAYS });
    }
    const { cookie } = await ctx.signIn('user');
    const byDefault = await ctx.request('GET', `/api/dashboard/${company.id}/funnel`, cookie);
    expect(byDefault.json()).toMatchObject({ days: 30, offers: 5, paid: 2 });
    const none = await ctx.request('GET', `/api/dashboard/${empty.id}/funnel?days=90`, cookie);
    expect(none.json()).toMatchObject({
      days: 90,
      offers: 0,
      opened: 0,
      ordered: 0,
      removed: 0,
      invoiced: 0,
      paid: 0,
    });
  });

  it('refuses a bad period, id or company in German, and asks for a session', async () => {
    const company = await addCompany(ctx.database.db);
    const { cookie } = await ctx.signIn('user');
    for (const days of ['14', 'abc', '0', '-7', '7.5', '']) {
      const res = await ctx.request('GET', `/api/dashboard/${company.id}/funnel?days=${days}`, cookie);
      expect(res.statusCode, days).toBe(400);
      expect(res.json().message, days).toBe('Zeitraum muss 7, 30 oder 90 Tage sein');
    }
    const extra = await ctx.request('GET', `/api/dashboard/${company.id}/funnel?days=7&x=1`, cookie);
    expect(extra.statusCode).toBe(400);
    const unknown = await ctx.request('GET', '/api/dashboard/9999/funnel', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Firma nicht gefunden' });
    const bad = await ctx.request('GET', '/api/dashboard/eins/funnel', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ungültige ID');
    expect((await ctx.request('GET', `/api/dashboard/${company.id}/funnel`)).statusCode).toBe(401);
  });
});
