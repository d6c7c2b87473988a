// 'Erfolgsquote nach Grund' and the Löschchance learned from closed cases (issue 37.3, decision 076).
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany } from '../../../tests/support/seed';
import type { Db } from '../../db/client';
import { removals, reviews } from '../../db/schema';
import { moveTo, operator, order, seedShop } from '../removals/removals.fixture';
import { fillRemovalChances } from '../reviews/review-chance.queries';

const NOW = new Date('2026-11-20T10:00:00Z');
const INSULT = 'Totale Betrüger, nie wieder!';

describeApi('Erfolgsquote nach Grund', (ctx) => {
  async function shop() {
    const db = ctx.database.db;
    const seeded = await seedShop(db);
    const user = await operator(db);
    return { db, ...seeded, user };
  }

  /** Orders a review with this text for `reason`, then moves its case to `to`. */
  async function closedCase(
    s: Awaited<ReturnType<typeof shop>>,
    text: string,
    reason: 'insult' | 'no_contact',
    to: 'removed' | 'refused' | 'reinstated' | 'filed',
  ) {
    const review = await s.review({ rating: 1, reviewText: text });
    await fillRemovalChances(s.db, NOW);
    const created = await order(s.db, s.user, review.id, NOW, reason);
    if (to === 'reinstated') await moveTo(s.db, created.id, 'removed', NOW);
    await moveTo(s.db, created.id, to, NOW);
    return created.id;
  }

  const levelOf = async (db: Db, id: number) =>
    (await db.select().from(reviews).where(eq(reviews.id, id)))[0].removalChance?.level;

  it('counts closed cases per reason and per signal at ordering, with rates and whether they move the chance', async () => {
    const s = await shop();
    const first = await closedCase(s, INSULT, 'insult', 'removed');
    for (const to of ['removed', 'refused', 'reinstated', 'removed'] as const) {
      await closedCase(s, INSULT, 'insult', to);
    }
    await closedCase(s, 'Nie dort gewesen, kenne den Laden nicht.', 'no_contact', 'refused');
    await closedCase(s, INSULT, 'insult', 'filed');
    const [kept] = await s.db.select().from(removals).where(eq(removals.id, first));
    expect(kept.signalsAtOrder).toEqual(['insult']);

    const { cookie } = await ctx.signIn('user');
    const res = await ctx.request('GET', `/api/removal-chance/stats?companyId=${s.company.id}`, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.minClosed).toBe(5);
    expect(body.byReason).toEqual([
      { code: 'insult', closed: 5, removed: 3, refused: 2, rate: 0.6, movesChance: true },
      { code: 'no_contact', closed: 1, removed: 0, refused: 1, rate: 0, movesChance: false },
    ]);
    expect(body.bySignal[0]).toEqual({
      code: 'insult',
      closed: 5,
      removed: 3,
      refused: 2,
      rate: 0.6,
      movesChance: false,
    });
  });

  it('answers an empty company with empty tables; refuses bad input, unknown companies and guests', async () => {
    const db = ctx.database.db;
    const empty = await addCompany(db, 'Leer');
    const { cookie } = await ctx.signIn('user');
    const res = await ctx.request('GET', `/api/removal-chance/stats?companyId=${empty.id}`, cookie);
    expect(res.json()).toEqual({ minClosed: 5, byReason: [], bySignal: [] });
    for (const [query, status, message] of [
      ['companyId=abc', 400, 'Ungültige Firmen-ID'],
      ['companyId=0', 400, 'Ungültige Firmen-ID'],
      ['companyId=999999', 404, 'Firma nicht gefunden'],
    ] as const) {
      const bad = await ctx.request('GET', `/api/removal-chance/stats?${query}`, cookie);
      expect([bad.statusCode, bad.json().message], query).toEqual([status, message]);
    }
    const missing = await ctx.request('GET', '/api/removal-chance/stats', cookie);
    expect(missing.statusCode).toBe(400);
    expect((await ctx.request('GET', `/api/removal-chance/stats?companyId=${empty.id}`)).statusCode).toBe(
      401,
    );
  });

  it('refused insult cases push an open insult review from hoch down once enough are closed, per company', async () => {
    const s = await shop();
    const open = await s.review({ rating: 1, reviewText: INSULT });
    const other = await shop();
    const elsewhere = await other.review({ rating: 1, reviewText: INSULT });
    await fillRemovalChances(s.db, NOW);
    expect(await levelOf(s.db, open.id)).toBe('high');

    // Below five closed cases the rate moves nothing, so a close keeps the stored chances.
    for (let i = 0; i < 4; i++) await closedCase(s, INSULT, 'insult', 'refused');
    expect(await levelOf(s.db, open.id)).toBe('high');

    // The fifth closed case: the rate (0 + 5·0.5)/(5 + 5) = 0.25 halves the insult score 3 → 1.5.
    await closedCase(s, INSULT, 'insult', 'refused');
    const [cleared] = await s.db.select().from(reviews).where(eq(reviews.id, open.id));
    expect([cleared.removalChance, cleared.chanceRank]).toEqual([null, null]);
    await fillRemovalChances(s.db, NOW);
    expect(await levelOf(s.db, open.id)).toBe('medium');
    expect(await levelOf(s.db, elsewhere.id)).toBe('high');

    // Five more: (0 + 2.5)/(10 + 5) scales it to 1, 'gering'; the review list shows it so.
    for (let i = 0; i < 5; i++) await closedCase(s, INSULT, 'insult', 'refused');
    await fillRemovalChances(s.db, NOW);
    const { cookie } = await ctx.signIn('user');
    const list = await ctx.getList(`/api/reviews?companyId=${s.company.id}&chance=low`, cookie, {
      expectOk: true,
    });
    expect(list.body.map((r: { id: number }) => r.id)).toContain(open.id);
  });
});
