// The reviews list is JSON written by PostgreSQL (jsonPage): it must be byte for byte what the
// route's response schema would serialize for the same rows, so clients see no change.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { reviewSchema } from '../../../common/schemas/review';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';
import { reviews } from '../../db/schema';
import { operator, order } from '../removals/removals.fixture';

/** What the schema serializer writes for these rows: schema fields only, in schema order. */
const serialized = (body: string) => JSON.stringify(z.array(reviewSchema).parse(JSON.parse(body)));

describeApi('reviews list as JSON from PostgreSQL', (ctx) => {
  it('answers exactly what the response schema writes, escapes and ISO dates included', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id, { name: 'Café "Zum Löwen" \\ 100%' });
    const tricky = await addReview(db, customer, {
      username: 'Jürgen 😀\t"J"',
      reviewText: 'Zeile 1\nZeile 2\r\n\u0001 Ende \\ / </script>',
      reviewDate: new Date('2026-01-02T20:15:00.007Z'),
      reviewUrl: 'https://maps.google.com/?q=a&b=c',
      detectedAt: new Date('2026-01-03T08:00:00Z'),
    });
    // Microseconds in the database: cut to milliseconds, as a JavaScript Date would.
    await db
      .update(reviews)
      .set({ detectedAt: sql`'2026-01-03T08:00:00.123999Z'` })
      .where(eq(reviews.id, tricky.id));
    const bare = await addReview(db, customer, {
      username: null,
      reviewText: null,
      reviewDate: null,
      rating: 1,
      detectedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const manager = await operator(db);
    const removal = await order(db, manager, bare.id, new Date('2026-01-04T10:00:00Z'));
    await addReview(db, customer, { isArchived: true, archivedAt: new Date('2026-01-05T06:07:08.009Z') });
    const { cookie } = await ctx.signIn('user');

    const active = await ctx.getList(`/api/reviews?companyId=${company.id}`, cookie, { expectOk: true });
    expect(active.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(active.total).toBe(2);
    expect(active.res.body).toBe(serialized(active.res.body));
    expect(active.body).toEqual([
      {
        id: tricky.id,
        customerId: customer.id,
        customerName: 'Café "Zum Löwen" \\ 100%',
        username: 'Jürgen 😀\t"J"',
        rating: 2,
        reviewText: 'Zeile 1\nZeile 2\r\n\u0001 Ende \\ / </script>',
        reviewDate: '2026-01-02T20:15:00.007Z',
        detectedAt: '2026-01-03T08:00:00.123Z',
        isArchived: false,
        archivedAt: null,
        reviewUrl: 'https://maps.google.com/?q=a&b=c',
        removal: null,
        removalChance: null,
      },
      expect.objectContaining({
        id: bare.id,
        username: null,
        reviewDate: null,
        removal: { id: removal.id, state: 'ordered' },
        removalChance: null,
      }),
    ]);

    const archived = await ctx.getList(`/api/reviews/archived?companyId=${company.id}`, cookie);
    expect(archived.res.body).toBe(serialized(archived.res.body));
    expect(archived.body[0]).toMatchObject({ isArchived: true, archivedAt: '2026-01-05T06:07:08.009Z' });

    // An empty page of a known company: the empty array and a total of 0.
    const none = await ctx.getList(`/api/reviews?companyId=${company.id}&rating=5`, cookie);
    expect([none.status, none.res.body, none.total]).toEqual([200, '[]', 0]);
  });
});
