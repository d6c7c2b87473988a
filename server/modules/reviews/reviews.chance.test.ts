// The Löschchance on the review lists (issue 37, decision 067): computed when a scan stores a review,
// filled for rows stored without it, filtered and sorted on its own index, embedded as the API says.
import { expect, it } from 'vitest';
import { z } from 'zod';
import { reviewSchema } from '../../../common/schemas/review';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';
import type { ScrapedReview } from '../../scraper';
import { insertReviewsOfMany } from '../scans/scans.queries';
import { fillRemovalChances } from './review-chance.queries';

const scraped = (
  externalId: string,
  rating: number,
  text: string | null,
  more: Partial<ScrapedReview> = {},
) => ({
  externalId,
  username: 'Kim',
  rating,
  text,
  reviewDate: new Date('2026-11-20T10:00:00Z'),
  reviewUrl: null,
  placeId: null,
  ...more,
});

describeApi('Löschchance on the review lists', (ctx) => {
  async function scannedReviews() {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id);
    await insertReviewsOfMany(db, company.id, [
      {
        customerId: customer.id,
        reviews: [
          scraped('insult', 1, 'Totale Betrüger, nie wieder!'),
          scraped('stars-only', 2, null),
          scraped('plain', 3, 'Lange Wartezeit, unfreundliches Personal.'),
          scraped('replied', 1, null, { ownerReplied: true }),
          scraped('happy', 5, 'Betrüger? Nein, super Service!'),
        ],
      },
    ]);
    const { cookie } = await ctx.signIn('user');
    return { db, company, customer, cookie };
  }
  const byUser = (body: { reviewText: string | null; rating: number; removalChance: unknown }[]) =>
    body.map((r) => [r.rating, r.reviewText, r.removalChance]);

  it('a scan stores each 1–3 star review with its level, suggested reason and signals; 4–5 stars have none', async () => {
    const { company, cookie } = await scannedReviews();
    const list = await ctx.getList(`/api/reviews?companyId=${company.id}`, cookie, { expectOk: true });
    const chanceOf = (text: string | null, rating: number) =>
      list.body.find(
        (r: { reviewText: string | null; rating: number }) => r.reviewText === text && r.rating === rating,
      )?.removalChance;
    expect(chanceOf('Totale Betrüger, nie wieder!', 1)).toEqual({
      level: 'high',
      suggestedReason: 'insult',
      signals: [{ code: 'insult', text: 'Beleidigung oder Schmähung: „Betrüger“' }],
    });
    expect(chanceOf(null, 2)).toEqual({
      level: 'medium',
      suggestedReason: 'no_contact',
      signals: [{ code: 'no_text', text: 'Nur Sterne, kein Text: kein Kundenkontakt erkennbar' }],
    });
    expect(chanceOf('Lange Wartezeit, unfreundliches Personal.', 3)).toEqual({
      level: 'low',
      suggestedReason: null,
      signals: [],
    });
    // The owner's reply (the scraper's responseFromOwnerText) lowers a stars-only review to 'gering'.
    expect(chanceOf(null, 1)).toMatchObject({ level: 'low', suggestedReason: 'no_contact' });
    expect(chanceOf('Betrüger? Nein, super Service!', 5)).toBeNull();
    // Byte for byte what the response schema writes (decision 059).
    expect(list.res.body).toBe(JSON.stringify(z.array(reviewSchema).parse(JSON.parse(list.res.body))));
  });

  it('chance= filters by level on the active and archived lists; sort=chance puts hoch first, 4–5 stars last', async () => {
    const { company, cookie } = await scannedReviews();
    const get = async (query: string) =>
      (await ctx.getList(`/api/reviews?companyId=${company.id}&${query}`, cookie, { expectOk: true })).body;
    expect(byUser(await get('chance=high'))).toEqual([
      [1, 'Totale Betrüger, nie wieder!', expect.anything()],
    ]);
    expect((await get('chance=low')).map((r: { rating: number }) => r.rating).sort()).toEqual([1, 3]);
    const levels = (await get('sort=chance')).map(
      (r: { removalChance: { level: string } | null }) => r.removalChance?.level ?? null,
    );
    expect(levels).toEqual(['high', 'medium', 'low', 'low', null]);
    const filteredTotal = await ctx.getList(`/api/reviews?companyId=${company.id}&chance=medium`, cookie);
    expect(filteredTotal.total).toBe(1);
    const archived = await ctx.getList(`/api/reviews/archived?companyId=${company.id}&chance=high`, cookie, {
      expectOk: true,
    });
    expect(archived.body).toEqual([]);
  });

  it('refuses an unknown level or sort in German', async () => {
    const { company, cookie } = await scannedReviews();
    const bad = await ctx.request('GET', `/api/reviews?companyId=${company.id}&chance=sehr`, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ungültiger Filter für die Löschchance');
    const sort = await ctx.request('GET', `/api/reviews/archived?companyId=${company.id}&sort=alter`, cookie);
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toBe('Ungültige Sortierung');
  });

  it('reviews stored without it (before the column, imports) get it from the fill, a batch at a time', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id);
    await addReview(db, customer, { rating: 1, reviewText: 'Ich war nie dort.' });
    await addReview(db, customer, { rating: 5, reviewText: 'Top' });
    const { cookie } = await ctx.signIn('user');
    const before = await ctx.getList(`/api/reviews?companyId=${company.id}&sort=chance`, cookie);
    expect(before.body.map((r: { removalChance: unknown }) => r.removalChance)).toEqual([null, null]);

    expect(await fillRemovalChances(db, new Date())).toBe(1);
    expect(await fillRemovalChances(db, new Date())).toBe(0);
    const after = await ctx.getList(`/api/reviews?companyId=${company.id}&sort=chance`, cookie);
    expect(after.body[0].removalChance).toMatchObject({ level: 'high', suggestedReason: 'no_contact' });
    expect(after.body[1].removalChance).toBeNull();
  });
});
