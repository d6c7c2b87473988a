import { expect, it } from 'vitest';
import type { RemovalState } from '../../../common/enums';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';
import type { Db } from '../../db/client';
import { removals } from '../../db/schema';

/** A case of that review, inserted as the removals service would (its price copied). */
async function addRemoval(
  db: Db,
  review: { id: number; customerId: number; companyId: number },
  values: Partial<typeof removals.$inferInsert> = {},
) {
  const [row] = await db
    .insert(removals)
    .values({
      companyId: review.companyId,
      customerId: review.customerId,
      reviewId: review.id,
      reason: 'no_contact',
      pricePerReview: '49.00',
      ...values,
    })
    .returning();
  return row;
}

describeApi('reviews with their removal case', (ctx) => {
  it('answers each row with its Google link and its case, in one statement, active and archived', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id);
    const url = 'https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1sCh1';
    const plain = await addReview(db, customer, { detectedAt: new Date('2026-01-01T08:00:00Z') });
    const linked = await addReview(db, customer, {
      reviewUrl: url,
      detectedAt: new Date('2026-01-02T08:00:00Z'),
    });
    const archived = await addReview(db, customer, { isArchived: true, archivedAt: new Date() });
    const a = await addRemoval(db, linked, { state: 'filed' satisfies RemovalState });
    const b = await addRemoval(db, archived, { state: 'removed' });
    const { cookie } = await ctx.signIn('user');

    ctx.database.clearQueries();
    const active = await ctx.getList(`/api/reviews?companyId=${company.id}`, cookie, { expectOk: true });
    expect(ctx.database.queries.filter((q) => !q.includes('"sessions"'))).toHaveLength(1);
    expect(active.body.map((r: { id: number }) => r.id)).toEqual([linked.id, plain.id]);
    expect(active.body[0]).toMatchObject({ reviewUrl: url, removal: { id: a.id, state: 'filed' } });
    expect(active.body[1]).toMatchObject({ reviewUrl: null, removal: null });

    const old = await ctx.getList(`/api/reviews/archived?companyId=${company.id}`, cookie, {
      expectOk: true,
    });
    expect(old.body[0]).toMatchObject({ id: archived.id, removal: { id: b.id, state: 'removed' } });

    // Archive and restore answer the same row, case included.
    const restored = await ctx.request('POST', `/api/reviews/${archived.id}/unarchive`, cookie);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ reviewUrl: null, removal: { id: b.id, state: 'removed' } });
    const again = await ctx.request('POST', `/api/reviews/${plain.id}/archive`, cookie);
    expect(again.json()).toMatchObject({ removal: null });
  });

  it("shows the case on the customer drawer's reviews, one statement, none of another review", async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 8));
    const first = await addReview(db, customer, {
      reviewDate: day(1),
      rating: 1,
      reviewUrl: 'https://g.co/r1',
    });
    const second = await addReview(db, customer, { reviewDate: day(2), rating: 3 });
    const third = await addReview(db, customer, { reviewDate: day(3), rating: 5 });
    const other = await addReview(db, await addCustomer(db, company.id, { name: 'Andere' }), { rating: 1 });
    const a = await addRemoval(db, first, { state: 'verifying' });
    await addRemoval(db, other);
    const { cookie } = await ctx.signIn('user');

    ctx.database.clearQueries();
    const res = await ctx.request('GET', `/api/customers/${customer.id}/activity`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(ctx.database.queries.filter((q) => !q.includes('"sessions"'))).toHaveLength(1);
    const rows = res.json().reviews as { id: number; reviewUrl: string | null; removal: unknown }[];
    expect(rows.map((r) => [r.id, r.reviewUrl, r.removal])).toEqual([
      [third.id, null, null],
      [second.id, null, null],
      [first.id, 'https://g.co/r1', { id: a.id, state: 'verifying' }],
    ]);
  });
});
