import { expect, it } from 'vitest';
import type { CustomerListItem } from '../../../common/schemas/customer';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer } from '../../../tests/support/seed';

/** The customer list's filter 'Wiedervorlage' and the follow-up in its rows (issue 24). */
describeApi('customer list: follow-ups', (ctx) => {
  const db = () => ctx.database.db;

  it('filters overdue, due today and open follow-ups, and shows the open one in the row', async () => {
    const company = await addCompany(db(), 'Musterfirma');
    const { cookie } = await ctx.signIn('user');
    const overdue = await addCustomer(db(), company.id, { name: 'A Überfällig' });
    const today = await addCustomer(db(), company.id, { name: 'B Heute' });
    const later = await addCustomer(db(), company.id, { name: 'C Später' });
    const done = await addCustomer(db(), company.id, { name: 'D Erledigt' });
    await addCustomer(db(), company.id, { name: 'E Ohne' });
    const put = (customerId: number, date: string, time: string, note?: string) =>
      ctx.request('PUT', `/api/customers/${customerId}/follow-up`, cookie, {
        companyId: company.id,
        date,
        time,
        note,
      });
    await put(overdue.id, '2020-01-01', '09:00', 'Angebot nachfassen');
    // Today at 23:59 Berlin: due today unless the test runs in that very minute.
    const berlinToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    await put(today.id, berlinToday, '23:59');
    await put(later.id, '2099-01-01', '09:00');
    const d = await put(done.id, '2020-02-01', '09:00');
    await ctx.request('POST', `/api/follow-ups/${d.json().id}/done`, cookie);

    const statements = () => ctx.database.queries.filter((q) => !q.includes('"sessions"'));
    const names = async (filter: string) => {
      ctx.database.clearQueries();
      const res = await ctx.getList<CustomerListItem[]>(
        `/api/customers?companyId=${company.id}&withReviews=true${filter}`,
        cookie,
        { expectOk: true },
      );
      expect(statements()).toHaveLength(1);
      return res.body.map((c) => c.name);
    };
    expect(await names('&followUp=overdue')).toEqual(['A Überfällig']);
    expect(await names('&followUp=today')).toEqual(['B Heute']);
    expect(await names('&followUp=open')).toEqual(['A Überfällig', 'B Heute', 'C Später']);
    expect(await names('&followUp=all')).toHaveLength(5);
    expect(await names('&followUp=open&search=heute')).toEqual(['B Heute']);

    const rows = (
      await ctx.getList<CustomerListItem[]>(`/api/customers?companyId=${company.id}&withReviews=true`, cookie)
    ).body;
    const byName = Object.fromEntries(rows.map((c) => [c.name, c.followUp]));
    expect(byName['A Überfällig']).toEqual({
      id: expect.any(Number),
      dueAt: '2020-01-01T08:00:00.000Z',
      ownerName: expect.stringMatching(/^user/),
      note: 'Angebot nachfassen',
    });
    expect(byName['D Erledigt']).toBeNull();
    expect(byName['E Ohne']).toBeNull();

    const counts = await ctx.request(
      'GET',
      `/api/customers/status-counts?companyId=${company.id}&followUp=open`,
      cookie,
    );
    expect(counts.json()).toMatchObject({ all: 3 });
    const bad = await ctx.getList(`/api/customers?companyId=${company.id}&followUp=bald`, cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Ungültiger Filter für die Wiedervorlage');
  });
});
