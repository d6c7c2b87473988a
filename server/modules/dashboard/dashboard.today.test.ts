import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addEmailLog, addReview } from '../../../tests/support/seed';
import { getDashboardStats } from './dashboard.service';

// "Today" is the Berlin calendar day of `now`; counted around midnight in winter and on both DST days.
describeApi('dashboard stats around midnight in Berlin', (ctx) => {
  async function around(beforeMidnight: string, afterMidnight: string) {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const cheap = await addCustomer(db, company.id, { pricePerReview: '49.50', status: 'called' });
    const dear = await addCustomer(db, company.id, { pricePerReview: '89.25', status: 'sold' });
    const at = (iso: string) => new Date(iso);
    // One minute before and at midnight: a negative review, a positive one and a sent mail each.
    for (const [iso, customer] of [
      [beforeMidnight, cheap],
      [afterMidnight, dear],
    ] as const) {
      await addReview(db, customer, { rating: 3, detectedAt: at(iso) });
      await addReview(db, customer, { rating: 4, detectedAt: at(iso) });
      await addEmailLog(db, customer, { status: 'sent', sentAt: at(iso) });
      await addEmailLog(db, customer, { status: 'failed', createdAt: at(iso) });
    }
    const stats = (now: string) => getDashboardStats(db, company.id, at(now));
    return { stats, company };
  }

  const dayOfFirst = { activeCustomers: 1, todayReviews: 2, emailsSent: 1, potentialRevenue: 49.5 };
  const dayOfSecond = { activeCustomers: 1, todayReviews: 2, emailsSent: 1, potentialRevenue: 89.25 };

  it('in winter (UTC+1): 22:59Z is still today, 23:01Z is tomorrow', async () => {
    const { stats } = await around('2026-01-15T22:59:00Z', '2026-01-15T23:00:00Z');
    expect(await stats('2026-01-15T22:59:30Z')).toEqual(dayOfFirst);
    expect(await stats('2026-01-15T23:01:00Z')).toEqual(dayOfSecond);
    expect(await stats('2026-01-17T12:00:00Z')).toEqual({
      ...dayOfFirst,
      todayReviews: 0,
      emailsSent: 0,
      potentialRevenue: 0,
    });
  });

  it('on the spring DST day (23 hours): midnight is 23:00Z before and 22:00Z after', async () => {
    const { stats } = await around('2026-03-29T21:59:00Z', '2026-03-29T22:00:00Z');
    // 2026-03-28T23:00Z is 00:00 on the 29th: the whole DST day counts from there.
    expect(await stats('2026-03-28T23:00:00Z')).toEqual(dayOfFirst);
    expect(await stats('2026-03-29T21:59:59Z')).toEqual(dayOfFirst);
    expect(await stats('2026-03-29T22:00:00Z')).toEqual(dayOfSecond);
  });

  it('on the autumn DST day (25 hours): midnight is 22:00Z before and 23:00Z after', async () => {
    const { stats } = await around('2026-10-25T22:59:00Z', '2026-10-25T23:00:00Z');
    expect(await stats('2026-10-24T22:00:00Z')).toEqual(dayOfFirst);
    expect(await stats('2026-10-25T22:30:00Z')).toEqual(dayOfFirst);
    expect(await stats('2026-10-25T23:00:01Z')).toEqual(dayOfSecond);
  });

  it('sums prices in cents exactly and answers plain JSON numbers', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id, { pricePerReview: '0.10' });
    for (let i = 0; i < 3; i++) await addReview(db, customer, { rating: 1 });
    const { cookie } = await ctx.signIn('user');
    const res = await ctx.app.inject({
      url: `/api/dashboard-stats?companyId=${company.id}`,
      headers: { cookie },
    });
    expect(res.body).toBe('{"activeCustomers":1,"todayReviews":3,"emailsSent":0,"potentialRevenue":0.3}');
  });
});
