import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { seedDemo } from '../../../tests/support/seed';
import { reviews } from '../../db/schema';

describeApi('reviews paging', (ctx) => {
  it('pages without gaps or duplicates, newest first, with the filtered total on every page', async () => {
    const db = ctx.database.db;
    const { companyIds } = await seedDemo(db, { customers: 30, reviews: 450, emailLogs: 0, scanLogs: 0 });
    const expected = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.companyId, companyIds[0]), eq(reviews.isArchived, false)))
      .orderBy(desc(reviews.detectedAt), desc(reviews.id));
    const expectedIds = expected.map((r) => r.id);
    const { cookie } = await ctx.signIn('user');

    const seen: number[] = [];
    for (let offset = 0; offset < expectedIds.length; offset += 100) {
      const res = await ctx.app.inject({
        url: `/api/reviews?companyId=${companyIds[0]}&limit=100&offset=${offset}`,
        headers: { cookie },
      });
      expect(Number(res.headers['x-total-count'])).toBe(expectedIds.length);
      seen.push(...res.json().map((r: { id: number }) => r.id));
    }
    expect(seen).toEqual(expectedIds);

    // Beyond the end: no rows, and still the right total.
    const past = await ctx.app.inject({
      url: `/api/reviews?companyId=${companyIds[0]}&offset=${expectedIds.length + 5}`,
      headers: { cookie },
    });
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(expectedIds.length));
  });

  it('answers 0 for a known company without reviews, 404 for an unknown one', async () => {
    const db = ctx.database.db;
    const { companyIds } = await seedDemo(db, { customers: 2, reviews: 0, emailLogs: 0, scanLogs: 0 });
    const { cookie } = await ctx.signIn('user');
    const empty = await ctx.app.inject({
      url: `/api/reviews/archived?companyId=${companyIds[0]}`,
      headers: { cookie },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    for (const url of ['/api/reviews?companyId=999', '/api/reviews/archived?companyId=999&offset=50']) {
      const res = await ctx.app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Firma nicht gefunden' });
    }
  });
});
