// The removals list is JSON written by PostgreSQL (jsonPage): it must be byte for byte what the
// route's response schema would serialize for the same rows, so clients see no change.
import { expect, it } from 'vitest';
import { z } from 'zod';
import { removalSchema } from '../../../common/schemas/removal';
import { describeApi } from '../../../tests/support/app';
import { moveTo, operator, order, seedShop } from './removals.fixture';

const serialized = (body: string) => JSON.stringify(z.array(removalSchema).parse(JSON.parse(body)));

describeApi('removals list as JSON from PostgreSQL', (ctx) => {
  it('answers exactly what the response schema writes: days, ISO times, price text, due', async () => {
    const db = ctx.database.db;
    const { company, customer, review } = await seedShop(db);
    const manager = await operator(db);
    const filed = await order(
      db,
      manager,
      (
        await review({
          username: 'Zahn"fee"',
          reviewText: 'A\nB \\ 😀',
          reviewDate: new Date('2026-03-01T08:09:10.011Z'),
        })
      ).id,
      new Date('2026-03-01T09:00:00.123Z'),
    );
    await moveTo(db, filed.id, 'filed', new Date('2026-03-05T09:00:00Z'));
    const bare = await order(
      db,
      manager,
      (await review({ username: null, reviewText: null, reviewDate: null })).id,
      new Date('2026-03-02T09:00:00Z'),
    );
    const { cookie } = await ctx.signIn('user');

    const page = await ctx.getList(`/api/removals?companyId=${company.id}&sort=oldest`, cookie, {
      expectOk: true,
    });
    expect(page.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(page.total).toBe(2);
    expect(page.res.body).toBe(serialized(page.res.body));
    expect(page.body[0]).toMatchObject({
      id: filed.id,
      customerId: customer.id,
      customerName: 'Bäckerei Müller',
      username: 'Zahn"fee"',
      reviewText: 'A\nB \\ 😀',
      reviewDate: '2026-03-01T08:09:10.011Z',
      state: 'filed',
      pricePerReview: '120.50',
      filedOn: '2026-03-05',
      orderedAt: '2026-03-01T09:00:00.123Z',
      stateChangedAt: '2026-03-05T09:00:00.000Z',
      deadlineKind: expect.any(String),
      deadlineOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      due: true,
      lastCheckAt: null,
    });
    expect(page.body[1]).toMatchObject({ id: bare.id, username: null, reviewDate: null, filedOn: null });

    const none = await ctx.getList(`/api/removals?companyId=${company.id}&state=refused`, cookie);
    expect([none.status, none.res.body, none.total]).toEqual([200, '[]', 0]);
  });
});
