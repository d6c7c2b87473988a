import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';
import type { Db } from '../../db/client';
import { removals } from '../../db/schema';
import { getRemovalStats } from './dashboard.service';

// The 'Löschaufträge' section of the dashboard: Berlin month, Berlin ISO weeks, Berlin today.
describeApi('dashboard removal stats', (ctx) => {
  const at = (iso: string) => new Date(iso);

  async function withCases(cases: Partial<typeof removals.$inferInsert>[]) {
    const db: Db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id);
    const other = await addCustomer(db, (await addCompany(db, 'Andere')).id);
    for (const values of cases) {
      const review = await addReview(db, values.companyId === -1 ? other : customer, { rating: 1 });
      await db.insert(removals).values({
        reason: 'no_contact',
        pricePerReview: '49.00',
        ...values,
        companyId: review.companyId,
        customerId: review.customerId,
        reviewId: review.id,
      });
    }
    return { db, company };
  }

  it('counts removals of the Berlin month, the success rate parts, the earnings and due cases', async () => {
    const removed = (iso: string, price = '49.00') =>
      ({ state: 'removed', removedAt: at(iso), pricePerReview: price }) as const;
    const { db, company } = await withCases([
      removed('2026-02-28T22:59:00Z'), // 28 Feb, 23:59 Berlin: last month
      removed('2026-02-28T23:00:00Z', '89.50'), // 1 Mar, 00:00 Berlin
      removed('2026-03-15T10:00:00Z', '10.25'),
      { state: 'refused' },
      { state: 'filed', dueOn: '2026-03-20' }, // due today
      { state: 'ordered', dueOn: '2026-03-18' }, // overdue
      { state: 'ordered', dueOn: '2026-03-21' }, // tomorrow
      { state: 'cancelled' },
      { companyId: -1, ...removed('2026-03-10T10:00:00Z') }, // another company
      { companyId: -1, state: 'refused', dueOn: '2026-03-01' },
    ]);
    const stats = await getRemovalStats(db, company.id, at('2026-03-20T12:00:00Z'));
    expect(stats).toMatchObject({ removedThisMonth: 2, removed: 3, refused: 1, earned: 148.75, due: 2 });

    // Seen at 23:30 on 31 March in Berlin (21:30 UTC, summer time): still March; an hour later April.
    expect((await getRemovalStats(db, company.id, at('2026-03-31T21:30:00Z'))).removedThisMonth).toBe(2);
    expect((await getRemovalStats(db, company.id, at('2026-03-31T22:30:00Z'))).removedThisMonth).toBe(0);
  });

  it('answers the last 12 ISO weeks, Monday first, zeros filled, across the DST change', async () => {
    const removed = (iso: string) => ({ state: 'removed', removedAt: at(iso) }) as const;
    const { db, company } = await withCases([
      removed('2026-03-29T21:59:00Z'), // Sunday 29 March 23:59 CEST: week of 23 March
      removed('2026-03-29T22:00:00Z'), // Monday 30 March 00:00 CEST: week of 30 March
      removed('2026-03-31T08:00:00Z'),
      removed('2026-01-12T00:30:00Z'), // Monday 12 January 01:30: the first week shown
      removed('2026-01-11T22:59:00Z'), // Sunday 11 January 23:59: the week before, outside
    ]);
    const { weeks } = await getRemovalStats(db, company.id, at('2026-03-31T12:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ week: '2026-01-12', removed: 1 });
    expect(weeks.slice(-2)).toEqual([
      { week: '2026-03-23', removed: 1 },
      { week: '2026-03-30', removed: 2 },
    ]);
    expect(weeks.reduce((n, w) => n + w.removed, 0)).toBe(4);
  });

  it('answers over HTTP in one statement: zeros for a company without cases, 404 and 401', async () => {
    const { company } = await withCases([]);
    const { cookie } = await ctx.signIn('user');
    ctx.database.clearQueries();
    const res = await ctx.request('GET', `/api/dashboard-stats/${company.id}/removals`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(ctx.database.queries.filter((q) => !q.includes('"sessions"'))).toHaveLength(1);
    const body = res.json();
    expect(body).toMatchObject({ removedThisMonth: 0, removed: 0, refused: 0, earned: 0, due: 0 });
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.every((w: { removed: number }) => w.removed === 0)).toBe(true);
    expect((await ctx.request('GET', '/api/dashboard-stats/77/removals', cookie)).json()).toEqual({
      message: 'Firma nicht gefunden',
    });
    expect((await ctx.request('GET', `/api/dashboard-stats/${company.id}/removals`)).statusCode).toBe(401);
  });
});
