import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addEmailLog, addReview } from '../../../tests/support/seed';

// GET /api/dashboard/{id} (decision 069): the dashboard's first screen in one request.
describeApi('dashboard summary', (ctx) => {
  async function shop() {
    const db = ctx.database.db;
    const company = await addCompany(db, 'Musterfirma');
    const other = await addCompany(db, 'Andere Firma');
    const customer = await addCustomer(db, company.id, { name: 'Bäckerei Müller', pricePerReview: '89.00' });
    await addCustomer(db, company.id, { name: 'Café Sonne', status: 'called' });
    await addCustomer(db, other.id, { name: 'Fremder Kunde' });
    await addReview(db, customer, { rating: 2 });
    await addReview(db, customer, { rating: 5, detectedAt: new Date(Date.now() - 2 * 86_400_000) });
    await addEmailLog(db, customer, { status: 'sent', sentAt: new Date() });
    return { company, customer };
  }

  it("answers what each part's own endpoint answers, in one statement per part", async () => {
    const { company, customer } = await shop();
    const { cookie } = await ctx.signIn('user');
    const followUp = { companyId: company.id, date: '2030-01-15', time: '10:00', note: 'Nachfassen' };
    expect(
      (await ctx.request('PUT', `/api/customers/${customer.id}/follow-up`, cookie, followUp)).statusCode,
    ).toBe(200);

    ctx.database.clearQueries();
    const res = await ctx.request('GET', `/api/dashboard/${company.id}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // Seven parts, seven statements besides the session's; nothing is asked twice.
    const statements = ctx.database.queries.filter((q) => !q.includes('"sessions"'));
    expect(statements.length).toBeLessThanOrEqual(7);
    expect(statements.filter((q) => /^\s*(insert|update|delete)/i.test(q))).toEqual([]);

    const summary = res.json();
    const own = async (url: string) => {
      const part = await ctx.request('GET', url, cookie);
      expect(part.statusCode, url).toBe(200);
      return part.json();
    };
    const id = company.id;
    expect(Object.keys(summary).sort()).toEqual(
      ['consent', 'daily', 'followUps', 'recentCustomers', 'removals', 'sending', 'stats'].sort(),
    );
    expect(summary.stats).toEqual(await own(`/api/dashboard-stats/${id}`));
    expect(summary.stats).toEqual({
      activeCustomers: 2,
      todayReviews: 1,
      emailsSent: 1,
      potentialRevenue: 89,
    });
    expect(summary.daily).toEqual(await own(`/api/dashboard-stats/${id}/daily`));
    expect(summary.daily).toHaveLength(30);
    expect(summary.removals).toEqual(await own(`/api/dashboard-stats/${id}/removals`));
    expect(summary.recentCustomers).toEqual(
      await own(`/api/customers?companyId=${id}&withReviews=true&sort=createdAt&dir=desc&limit=8`),
    );
    expect(summary.recentCustomers.map((c: { name: string }) => c.name)).toEqual([
      'Café Sonne',
      'Bäckerei Müller',
    ]);
    expect(summary.followUps).toEqual(await own(`/api/follow-ups/counts?companyId=${id}`));
    expect(summary.followUps.all).toBe(1);
    expect(summary.consent).toEqual(await own(`/api/customers/consent-summary?companyId=${id}`));
    expect(summary.sending).toEqual(await own(`/api/companies/${id}/sending`));
  });

  it("counts the signed-in user's own follow-ups as theirs", async () => {
    const { company, customer } = await shop();
    const me = await ctx.signIn('user');
    const colleague = await ctx.signIn('manager');
    const body = { companyId: company.id, date: '2030-01-15', time: '10:00', note: 'Anrufen' };
    expect(
      (await ctx.request('PUT', `/api/customers/${customer.id}/follow-up`, colleague.cookie, body))
        .statusCode,
    ).toBe(200);
    const mine = (await ctx.request('GET', `/api/dashboard/${company.id}`, me.cookie)).json().followUps;
    const theirs = (await ctx.request('GET', `/api/dashboard/${company.id}`, colleague.cookie)).json()
      .followUps;
    expect([mine.all, mine.mine.all]).toEqual([1, 0]);
    expect([theirs.all, theirs.mine.all]).toEqual([1, 1]);
  });

  it('answers 404 in German for an unknown company, 400 for a bad id, 401 without session', async () => {
    const { cookie } = await ctx.signIn('user');
    const unknown = await ctx.request('GET', '/api/dashboard/77', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Firma nicht gefunden' });
    const bad = await ctx.request('GET', '/api/dashboard/eins', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ungültige ID');
    expect((await ctx.request('GET', '/api/dashboard/1')).statusCode).toBe(401);
  });
});
