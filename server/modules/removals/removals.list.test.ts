import { expect, it } from 'vitest';
import type { RemovalState } from '../../../common/enums';
import { listRemovalsQuerySchema, type Removal } from '../../../common/schemas/removal';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';
import { moveTo, operator, order, seedShop } from './removals.fixture';
import { countRemovals, listRemovals } from './removals.service';

const at = (iso: string) => new Date(iso);

describeApi('removals list and counts', (ctx) => {
  const db = () => ctx.database.db;

  /**
   * Five cases of two customers. Berlin "today" for the service calls is 10 March 2026:
   *   a ordered 1 March (file by 3 March: due)      b ordered 9 March (file by 11th: not due)
   *   c filed 5 March (appeal from 8th: due)         d removed (watched: never due)
   *   e cancelled (no deadline), of the garage
   */
  async function seedCases() {
    const { company, customer, review } = await seedShop(db());
    const garage = await addCustomer(db(), company.id, { name: 'Autohaus Weber' });
    const manager = await operator(db());
    const make = async (iso: string, values: Parameters<typeof review>[0] = {}, of = customer) =>
      order(db(), manager, (await addReview(db(), of, values)).id, at(iso));
    const a = await make('2026-03-01T09:00:00Z', { username: 'Zahnfee', reviewText: 'Schlimm' });
    const b = await make('2026-03-09T09:00:00Z', { reviewText: 'Brötchen hart' });
    const c = await make('2026-03-04T09:00:00Z');
    await moveTo(db(), c.id, 'filed', at('2026-03-05T09:00:00Z'));
    const d = await make('2026-03-02T09:00:00Z');
    for (const s of ['filed', 'verifying', 'removed'] as RemovalState[]) {
      await moveTo(db(), d.id, s, at('2026-03-06T09:00:00Z'));
    }
    const e = await make('2026-03-03T09:00:00Z', { username: '100%_Kunde' }, garage);
    await moveTo(db(), e.id, 'cancelled', at('2026-03-04T09:00:00Z'));
    await review({ rating: 1 }); // a review without a case
    const other = await addCustomer(db(), (await addCompany(db(), 'Andere')).id);
    await order(db(), manager, (await addReview(db(), other)).id, at('2026-03-01T09:00:00Z'));
    return { company, customer, garage, a, b, c, d, e };
  }
  const now = at('2026-03-10T12:00:00Z');
  const list = async (query: Record<string, unknown>) => {
    const page = await listRemovals(db(), listRemovalsQuerySchema.parse(query), now);
    return { ids: page.rows.map((r) => r.id), total: page.total, rows: page.rows };
  };

  it('lists the company newest first with review and customer, and the total', async () => {
    const { company, customer, a, b, c, d, e } = await seedCases();
    const { ids, total, rows } = await list({ companyId: company.id });
    expect(ids).toEqual([b.id, c.id, e.id, d.id, a.id]);
    expect(total).toBe(5);
    const first = rows.find((r) => r.id === a.id);
    expect(first).toMatchObject({
      customerId: customer.id,
      customerName: 'Bäckerei Müller',
      username: 'Zahnfee',
      reviewText: 'Schlimm',
      rating: 2,
      state: 'ordered',
      deadlineKind: 'file_by',
      deadlineOn: '2026-03-03',
      due: true,
    });
    expect(rows.map((r) => [r.state, r.due])).toEqual([
      ['ordered', false],
      ['filed', true],
      ['cancelled', false],
      ['removed', false],
      ['ordered', true],
    ]);
  });

  it('filters by state, due and customer; sorts oldest first and by next deadline', async () => {
    const { company, garage, a, b, c, d, e } = await seedCases();
    expect((await list({ companyId: company.id, state: 'ordered' })).ids).toEqual([b.id, a.id]);
    expect((await list({ companyId: company.id, state: 'refused' })).ids).toEqual([]);
    expect((await list({ companyId: company.id, due: 'true' })).ids).toEqual([c.id, a.id]);
    expect((await list({ companyId: company.id, due: 'true', state: 'filed' })).ids).toEqual([c.id]);
    expect((await list({ companyId: company.id, due: '' })).total).toBe(5);
    expect((await list({ companyId: company.id, customerId: garage.id })).ids).toEqual([e.id]);
    // b is due on its own deadline day, from the first minute of it (Berlin): 11 March 00:30 CET.
    const onDeadline = await listRemovals(
      db(),
      listRemovalsQuerySchema.parse({ companyId: company.id, due: 'true' }),
      at('2026-03-10T23:30:00Z'),
    );
    expect(onDeadline.rows.map((r) => [r.id, r.due])).toEqual([
      [b.id, true],
      [c.id, true],
      [a.id, true],
    ]);
    expect((await list({ companyId: company.id, due: 'true' })).ids).not.toContain(b.id);
    expect((await list({ companyId: company.id, sort: 'oldest' })).ids).toEqual([
      a.id,
      d.id,
      e.id,
      c.id,
      b.id,
    ]);
    // a 3 March, c 8 March, b 11 March, d watched until 4 June, e none: last.
    expect((await list({ companyId: company.id, sort: 'deadline' })).ids).toEqual([
      a.id,
      c.id,
      b.id,
      d.id,
      e.id,
    ]);
  });

  it('pages with limit and offset; the total stays the filtered one', async () => {
    const { company, a, b, c, d, e } = await seedCases();
    expect(await list({ companyId: company.id, limit: 2 })).toMatchObject({ ids: [b.id, c.id], total: 5 });
    expect(await list({ companyId: company.id, limit: 2, offset: 2 })).toMatchObject({
      ids: [e.id, d.id],
      total: 5,
    });
    expect(await list({ companyId: company.id, limit: 2, offset: 4 })).toMatchObject({
      ids: [a.id],
      total: 5,
    });
    expect(await list({ companyId: company.id, limit: 2, offset: 9 })).toMatchObject({ ids: [], total: 5 });
    expect(await list({ companyId: company.id, state: 'ordered', limit: 1 })).toMatchObject({
      ids: [b.id],
      total: 2,
    });
  });

  it('searches user name and text (copied when ordered) and the customer name, % and _ literally', async () => {
    const { company, a, b, e } = await seedCases();
    const ids = async (search: string) => (await list({ companyId: company.id, search })).ids;
    expect(await ids('zahnFEE')).toEqual([a.id]);
    expect(await ids('brötchen')).toEqual([b.id]);
    expect(await ids('weber')).toEqual([e.id]);
    expect(await ids('100%_')).toEqual([e.id]);
    expect(await ids('100%x')).toEqual([]);
    expect((await ids('  ')).length).toBe(5);
  });

  it('counts every state and the due cases under the search, one statement', async () => {
    const { company } = await seedCases();
    const counts = await countRemovals(db(), { companyId: company.id }, now);
    expect(counts).toEqual({
      byState: {
        ordered: 2,
        filed: 1,
        verifying: 0,
        removed: 1,
        refused: 0,
        appealed: 0,
        reinstated: 0,
        cancelled: 1,
      },
      due: 2,
    });
    const searched = await countRemovals(db(), { companyId: company.id, search: 'zahnfee' }, now);
    expect(searched.byState.ordered).toBe(1);
    expect(searched.due).toBe(1);
    // A day later b is due too.
    expect((await countRemovals(db(), { companyId: company.id }, at('2026-03-11T00:30:00Z'))).due).toBe(3);
  });

  it('over HTTP: one statement per page, X-Total-Count, 404 for an unknown company, 400 for bad filters', async () => {
    const { company } = await seedCases();
    const { cookie } = await ctx.signIn('user');
    const statements = () => ctx.database.queries.filter((q) => !q.includes('"sessions"'));
    ctx.database.clearQueries();
    const page = await ctx.getList(
      `/api/removals?companyId=${company.id}&state=ordered&sort=deadline`,
      cookie,
      {
        expectOk: true,
      },
    );
    expect(statements()).toHaveLength(1);
    expect(page.total).toBe(2);
    // Ordered days ago by the real clock's standards: both are overdue today.
    expect(page.body.map((r: Removal) => r.due)).toEqual([true, true]);
    ctx.database.clearQueries();
    await ctx.getList(`/api/removals?companyId=${company.id}&search=weber`, cookie, { expectOk: true });
    expect(statements()).toHaveLength(2);
    expect(statements()[0]).toContain('from "customers"');
    ctx.database.clearQueries();
    const counts = await ctx.request('GET', `/api/removals/counts?companyId=${company.id}`, cookie);
    expect(counts.statusCode).toBe(200);
    expect(statements()).toHaveLength(1);

    for (const url of ['/api/removals?companyId=999', '/api/removals/counts?companyId=999']) {
      const res = await ctx.request('GET', url, cookie);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Firma nicht gefunden']);
    }
    const empty = await addCompany(db(), 'Leer');
    const none = await ctx.getList(`/api/removals?companyId=${empty.id}`, cookie);
    expect([none.status, none.body, none.total]).toEqual([200, [], 0]);
    const zero = (await ctx.request('GET', `/api/removals/counts?companyId=${empty.id}`, cookie)).json();
    expect(zero.due).toBe(0);
    for (const [query, message] of [
      ['state=gone', 'Ungültiger Status'],
      ['sort=rating', 'Ungültige Sortierung'],
      ['due=yes', 'Ungültiger Fälligkeitsfilter'],
      ['limit=0', 'Limit muss mindestens 1 sein'],
      ['customerId=x', 'Ungültige ID'],
    ]) {
      const res = await ctx.request('GET', `/api/removals?companyId=${company.id}&${query}`, cookie);
      expect([res.statusCode, res.json().message], query).toEqual([400, message]);
    }
    expect((await ctx.request('GET', `/api/removals?companyId=${company.id}`)).statusCode).toBe(401);
  });
});
