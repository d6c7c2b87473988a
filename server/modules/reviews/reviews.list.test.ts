import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';

describeApi('reviews list', (ctx) => {
  async function twoCustomers() {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const baker = await addCustomer(db, company.id, { name: 'Bäckerei Müller' });
    const garage = await addCustomer(db, company.id, { name: 'Autohaus 100% Weber' });
    return { db, company, baker, garage };
  }

  it('answers active reviews newest first with the customer name and ISO timestamps', async () => {
    const { db, company, baker, garage } = await twoCustomers();
    const older = await addReview(db, baker, { detectedAt: new Date('2026-01-02T08:00:00Z'), rating: 1 });
    const newer = await addReview(db, garage, {
      detectedAt: new Date('2026-01-03T08:00:00Z'),
      reviewDate: new Date('2026-01-02T20:15:00Z'),
    });
    await addReview(db, baker, { isArchived: true, archivedAt: new Date() });
    const other = await addCustomer(db, (await addCompany(db, 'Andere')).id);
    await addReview(db, other);
    const { cookie } = await ctx.signIn('user');

    const { status, body, total } = await ctx.getList(`/api/reviews?companyId=${company.id}`, cookie);
    expect(status).toBe(200);
    expect(total).toBe(2);
    expect(body.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);
    expect(body[0]).toEqual({
      id: newer.id,
      customerId: garage.id,
      customerName: 'Autohaus 100% Weber',
      username: 'Anna B.',
      rating: 2,
      reviewText: 'Unfreundlich',
      reviewDate: '2026-01-02T20:15:00.000Z',
      detectedAt: '2026-01-03T08:00:00.000Z',
      isArchived: false,
      archivedAt: null,
      reviewUrl: null,
      removal: null,
      // Stored by the test seed without it; the scan and the fill set it (reviews.chance.test.ts).
      removalChance: null,
    });
  });

  it('reads the page and its total in one statement; a search finds the matching customers first', async () => {
    const { db, company, baker } = await twoCustomers();
    await addReview(db, baker);
    const { cookie } = await ctx.signIn('user');
    const statements = () => ctx.database.queries.filter((q) => !q.includes('"sessions"'));
    ctx.database.clearQueries();
    await ctx.getList(`/api/reviews?companyId=${company.id}&rating=negative`, cookie);
    expect(statements()).toHaveLength(1);
    ctx.database.clearQueries();
    await ctx.getList(`/api/reviews?companyId=${company.id}&search=freund&rating=negative`, cookie);
    expect(statements()).toHaveLength(2);
    expect(statements()[0]).toContain('from "customers"');
  });

  it('searches username, text and customer name case-insensitively, % and _ literally', async () => {
    const { db, company, baker, garage } = await twoCustomers();
    const a = await addReview(db, baker, { username: 'Max_Power', reviewText: 'Brötchen hart' });
    const b = await addReview(db, baker, { username: 'MaxXPower', reviewText: 'Alles 100 Prozent' });
    const c = await addReview(db, garage, { username: 'Eva', reviewText: null });
    const d = await addReview(db, baker, { username: null, reviewText: 'ÄRGERLICH' });
    const { cookie } = await ctx.signIn('user');
    const ids = async (search: string) =>
      (
        await ctx.getList(`/api/reviews?companyId=${company.id}&search=${encodeURIComponent(search)}`, cookie)
      ).body
        .map((r: { id: number }) => r.id)
        .sort((x: number, y: number) => x - y);
    expect(await ids('max_')).toEqual([a.id]);
    expect(await ids('BRÖTCHEN')).toEqual([a.id]);
    expect(await ids('100%')).toEqual([c.id]);
    expect(await ids('weber')).toEqual([c.id]);
    expect(await ids('prozent')).toEqual([b.id]);
    expect(await ids('ärger')).toEqual([d.id]);
    // User name and text are searched each on its own: a term across both finds nothing.
    expect(await ids('power alles')).toEqual([]);
    expect(await ids('  ')).toEqual([a.id, b.id, c.id, d.id]);
  });

  it('filters by rating: negative 1–3, positive 4–5 or one star count', async () => {
    const { db, company, baker } = await twoCustomers();
    const byRating = new Map<number, number>();
    for (const rating of [1, 2, 3, 4, 5]) byRating.set(rating, (await addReview(db, baker, { rating })).id);
    const { cookie } = await ctx.signIn('user');
    const ratings = async (rating: string) => {
      const res = await ctx.getList(`/api/reviews?companyId=${company.id}&rating=${rating}`, cookie);
      expect(res.total).toBe(res.body.length);
      return res.body.map((r: { rating: number }) => r.rating).sort();
    };
    expect(await ratings('all')).toEqual([1, 2, 3, 4, 5]);
    expect(await ratings('')).toEqual([1, 2, 3, 4, 5]);
    expect(await ratings('negative')).toEqual([1, 2, 3]);
    expect(await ratings('positive')).toEqual([4, 5]);
    expect(await ratings('3')).toEqual([3]);
  });

  it('filters from the start of a Berlin day, across the DST change', async () => {
    const { db, company, baker } = await twoCustomers();
    const at = (iso: string) => addReview(db, baker, { reviewDate: new Date(iso) });
    await at('2026-03-28T22:59:59Z'); // 23:59:59 CET on 28 March
    const dstDay = await at('2026-03-28T23:00:00Z'); // 00:00 CET on 29 March
    const summer = await at('2026-06-30T22:00:00Z'); // 00:00 CEST on 1 July
    const lateJune = await at('2026-06-30T21:59:59Z'); // 23:59:59 CEST on 30 June
    await addReview(db, baker, { reviewDate: null });
    const { cookie } = await ctx.signIn('user');
    const ids = async (from: string) =>
      (await ctx.getList(`/api/reviews?companyId=${company.id}&from=${from}`, cookie)).body
        .map((r: { id: number }) => r.id)
        .sort();
    expect(await ids('2026-03-29')).toEqual([dstDay.id, summer.id, lateJune.id].sort());
    expect(await ids('2026-07-01')).toEqual([summer.id]);
    expect((await ctx.getList(`/api/reviews?companyId=${company.id}&from=`, cookie)).total).toBe(5);
  });
});
