import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addEmailLog, addReview } from '../../../tests/support/seed';
import { listDailyStats } from './dashboard.service';

describeApi('dashboard routes', (ctx) => {
  it('answers the stats by query and by path, in one statement', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id, { pricePerReview: '89.00' });
    await addCustomer(db, company.id, { status: 'not_sold' });
    await addReview(db, customer, { rating: 2 });
    await addReview(db, customer, { rating: 5 });
    await addReview(db, customer, { rating: 1, detectedAt: new Date(Date.now() - 3 * 86_400_000) });
    await addEmailLog(db, customer, { status: 'sent', sentAt: new Date() });
    await addEmailLog(db, customer, { status: 'pending' });
    const { cookie } = await ctx.signIn('user');
    const expected = { activeCustomers: 1, todayReviews: 2, emailsSent: 1, potentialRevenue: 89 };
    ctx.database.clearQueries();
    const byQuery = await ctx.app.inject({
      url: `/api/dashboard-stats?companyId=${company.id}`,
      headers: { cookie },
    });
    expect(ctx.database.queries.filter((q) => q.includes('"reviews"'))).toHaveLength(1);
    expect(byQuery.json()).toEqual(expected);
    const byPath = await ctx.app.inject({ url: `/api/dashboard-stats/${company.id}`, headers: { cookie } });
    expect(byPath.json()).toEqual(expected);
  });

  it('answers every Berlin day of the chart, zeros filled, across the DST change', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id);
    const at = (iso: string) => new Date(iso);
    await addReview(db, customer, { rating: 3, detectedAt: at('2026-03-28T22:59:00Z') }); // 28th, 23:59
    await addReview(db, customer, { rating: 1, detectedAt: at('2026-03-28T23:00:00Z') }); // 29th, 00:00
    await addReview(db, customer, { rating: 5, detectedAt: at('2026-03-29T21:59:00Z') }); // 29th, 23:59
    await addReview(db, customer, { rating: 4, detectedAt: at('2026-03-29T22:00:00Z') }); // 30th, 00:00
    await addEmailLog(db, customer, { status: 'sent', sentAt: at('2026-03-29T12:00:00Z') });
    await addEmailLog(db, customer, { status: 'failed', createdAt: at('2026-03-29T12:00:00Z') });
    await addReview(db, customer, { rating: 1, detectedAt: at('2026-03-26T22:59:00Z') }); // 26th: outside

    const rows = await listDailyStats(db, company.id, 4, at('2026-03-30T08:00:00Z'));
    expect(rows).toEqual([
      { date: '2026-03-27', negativeReviews: 0, positiveReviews: 0, emailsSent: 0 },
      { date: '2026-03-28', negativeReviews: 1, positiveReviews: 0, emailsSent: 0 },
      { date: '2026-03-29', negativeReviews: 1, positiveReviews: 1, emailsSent: 1 },
      { date: '2026-03-30', negativeReviews: 0, positiveReviews: 1, emailsSent: 0 },
    ]);
  });

  it('defaults to 30 days ending today', async () => {
    const company = await addCompany(ctx.database.db);
    const { cookie } = await ctx.signIn('user');
    const res = await ctx.app.inject({
      url: `/api/dashboard-stats/${company.id}/daily`,
      headers: { cookie },
    });
    const rows = res.json();
    expect(rows).toHaveLength(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect(rows[29]).toEqual({ date: today, negativeReviews: 0, positiveReviews: 0, emailsSent: 0 });
  });

  it('answers 404 for an unknown company, 400 for bad parameters, 401 without session', async () => {
    const { cookie } = await ctx.signIn('user');
    for (const url of [
      '/api/dashboard-stats?companyId=77',
      '/api/dashboard-stats/77',
      '/api/dashboard-stats/77/daily',
    ]) {
      const res = await ctx.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Firma nicht gefunden' });
    }
    for (const [url, message] of [
      ['/api/dashboard-stats', 'Ungültige Firmen-ID'],
      ['/api/dashboard-stats?companyId=eins', 'Ungültige Firmen-ID'],
      ['/api/dashboard-stats/eins', 'Ungültige ID'],
      ['/api/dashboard-stats/1/daily?days=91', 'Anzahl Tage darf höchstens 90 sein'],
      ['/api/dashboard-stats/1/daily?days=0', 'Anzahl Tage muss mindestens 1 sein'],
      ['/api/dashboard-stats/1/daily?days=1.5', 'Anzahl Tage muss eine ganze Zahl sein'],
    ]) {
      const res = await ctx.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    for (const url of [
      '/api/dashboard-stats?companyId=1',
      '/api/dashboard-stats/1',
      '/api/dashboard-stats/1/daily',
    ]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});
