import { expect, it } from 'vitest';
import { describeApi, ISO } from '../../../tests/support/app';
import { addCustomer, addReview } from '../../../tests/support/seed';
import { removalEvents, removals } from '../../db/schema';
import { seedShop } from './removals.fixture';

describeApi('removal orders', (ctx) => {
  const db = () => ctx.database.db;
  const written = async () => ({
    cases: await db().select().from(removals),
    events: await db().select().from(removalEvents),
  });

  it('opens a case with the price, the search text and the ordered event', async () => {
    const { company, customer, review } = await seedShop(db());
    const r = await review({
      rating: 1,
      username: 'Max M.',
      reviewText: 'Nie wieder',
      reviewDate: new Date('2026-01-05T10:00:00Z'),
      reviewUrl: 'https://www.google.com/maps/reviews/data=abc',
    });
    const { cookie, userId } = await ctx.signIn('manager');
    const res = await ctx.request('POST', `/api/reviews/${r.id}/removal`, cookie, {
      reason: 'insult',
      note: '  Kunde hat angerufen  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      companyId: company.id,
      customerId: customer.id,
      customerName: 'Bäckerei Müller',
      reviewId: r.id,
      rating: 1,
      username: 'Max M.',
      reviewText: 'Nie wieder',
      reviewDate: '2026-01-05T10:00:00.000Z',
      reviewUrl: 'https://www.google.com/maps/reviews/data=abc',
      state: 'ordered',
      reason: 'insult',
      pricePerReview: '120.50',
      note: 'Kunde hat angerufen',
      channel: null,
      source: 'operator',
      filedOn: null,
      orderedAt: expect.stringMatching(ISO),
      stateChangedAt: body.orderedAt,
      deadlineKind: 'file_by',
      deadlineOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      due: false,
      invoiceId: null,
      lastCheckAt: null,
      lastCheckOutcome: null,
      events: [
        {
          id: expect.any(Number),
          at: body.orderedAt,
          userName: 'manager 1',
          fromState: null,
          toState: 'ordered',
          note: 'Kunde hat angerufen',
          channel: null,
          filedOn: null,
        },
      ],
      checks: [],
    });
    const [row] = (await written()).cases;
    expect(row).toMatchObject({ orderedBy: userId, searchText: 'max m.\nnie wieder' });
    expect((await ctx.request('GET', `/api/removals/${body.id}`, cookie)).json()).toEqual(body);
  });

  it('refuses 4–5 stars and a second case for a review with 409, unknown reviews with 404', async () => {
    const { review } = await seedShop(db());
    const good = await review({ rating: 4 });
    const bad = await review({ rating: 3 });
    const { cookie } = await ctx.signIn('admin');
    const post = (id: number) =>
      ctx.request('POST', `/api/reviews/${id}/removal`, cookie, { reason: 'other' });
    expect((await post(good.id)).json()).toEqual({
      message: 'Nur Bewertungen mit 1–3 Sternen können zur Löschung beauftragt werden.',
    });
    expect((await post(good.id)).statusCode).toBe(409);
    expect((await post(bad.id)).statusCode).toBe(201);
    const again = await post(bad.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Für diese Bewertung gibt es bereits einen Löschauftrag.');
    const missing = await post(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Bewertung nicht gefunden');
    expect((await written()).cases).toHaveLength(1);
    expect((await written()).events).toHaveLength(1);
  });

  it('a burst of 10 identical orders opens exactly one case', async () => {
    const { review } = await seedShop(db());
    const r = await review();
    const { cookie } = await ctx.signIn('manager');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.request('POST', `/api/reviews/${r.id}/removal`, cookie, { reason: 'false_claim' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect((await written()).cases).toHaveLength(1);
    expect((await written()).events).toHaveLength(1);
  });

  it('orders several reviews of one customer at once, in the order asked', async () => {
    const { review } = await seedShop(db());
    const [a, b, c] = [await review({ rating: 1 }), await review({ rating: 2 }), await review({ rating: 3 })];
    const { cookie } = await ctx.signIn('manager');
    const res = await ctx.request('POST', '/api/removals', cookie, {
      items: [
        { reviewId: c.id, reason: 'off_topic' },
        { reviewId: a.id, reason: 'personal_data' },
        { reviewId: b.id, reason: 'conflict_of_interest' },
      ],
      note: 'Sammelauftrag',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.map((d: { reviewId: number; reason: string }) => [d.reviewId, d.reason])).toEqual([
      [c.id, 'off_topic'],
      [a.id, 'personal_data'],
      [b.id, 'conflict_of_interest'],
    ]);
    expect(body.every((d: { events: { note: string }[] }) => d.events[0].note === 'Sammelauftrag')).toBe(
      true,
    );
    expect((await written()).events).toHaveLength(3);
  });

  it('a batch is all or none: one bad review writes nothing', async () => {
    const { company, customer, review } = await seedShop(db());
    const [a, b] = [await review(), await review()];
    const positive = await review({ rating: 5 });
    const other = await addReview(db(), await addCustomer(db(), company.id, { name: 'Autohaus Weber' }));
    const { cookie } = await ctx.signIn('manager');
    const post = (ids: number[]) =>
      ctx.request('POST', '/api/removals', cookie, {
        items: ids.map((reviewId) => ({ reviewId, reason: 'other' })),
      });

    const mixed = await post([a.id, b.id, positive.id]);
    expect(mixed.statusCode).toBe(409);
    const twoCustomers = await post([a.id, other.id]);
    expect(twoCustomers.statusCode).toBe(400);
    expect(twoCustomers.json().message).toBe(
      'Alle Bewertungen eines Auftrags müssen zum selben Kunden gehören.',
    );
    expect((await post([a.id, 424_242])).statusCode).toBe(404);
    const twice = await post([a.id, a.id]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Jede Bewertung darf nur einmal vorkommen');
    expect(await written()).toEqual({ cases: [], events: [] });

    // One already ordered: the others are not opened either.
    expect((await post([b.id])).statusCode).toBe(201);
    expect((await post([a.id, b.id])).statusCode).toBe(409);
    const { cases } = await written();
    expect(cases.map((c) => c.reviewId)).toEqual([b.id]);
    expect(cases[0].customerId).toBe(customer.id);
  });

  it('refuses bad input with German 400s', async () => {
    const { review } = await seedShop(db());
    const r = await review();
    const { cookie } = await ctx.signIn('manager');
    const post = (payload: unknown) => ctx.request('POST', `/api/reviews/${r.id}/removal`, cookie, payload);
    const cases: [unknown, string][] = [
      [{ reason: 'boring' }, 'Bitte einen gültigen Grund wählen'],
      [{}, 'Bitte einen gültigen Grund wählen'],
      [
        { reason: 'other', note: 'a\u0000b' },
        'Das Feld „note“ enthält ungültige Zeichen (z. B. ein Nullzeichen).',
      ],
      [{ reason: 'other', note: 'x'.repeat(5001) }, 'Notiz darf höchstens 5000 Zeichen haben'],
      [{ reason: 'other', note: 'a\u0007b' }, 'Notiz darf keine Steuerzeichen enthalten'],
      [{ reason: 'other', extra: 1 }, expect.any(String) as unknown as string],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(message);
    }
    const batch = await ctx.request('POST', '/api/removals', cookie, { items: [] });
    expect(batch.json().message).toBe('Bitte mindestens eine Bewertung wählen');
    const tooMany = await ctx.request('POST', '/api/removals', cookie, {
      items: Array.from({ length: 51 }, (_, i) => ({ reviewId: i + 1, reason: 'other' })),
    });
    expect(tooMany.json().message).toBe('Höchstens 50 Bewertungen auf einmal');
    // A note with line breaks is fine.
    expect((await post({ reason: 'other', note: 'Zeile 1\nZeile 2' })).statusCode).toBe(201);
  });

  it('only admins and managers order; a plain user gets 403, nobody signed in 401', async () => {
    const { review } = await seedShop(db());
    const r = await review();
    const user = await ctx.signIn('user');
    for (const [url, payload] of [
      [`/api/reviews/${r.id}/removal`, { reason: 'other' }],
      ['/api/removals', { items: [{ reviewId: r.id, reason: 'other' }] }],
    ] as const) {
      const res = await ctx.request('POST', url, user.cookie, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Keine Berechtigung für diese Aktion');
      expect((await ctx.request('POST', url, undefined, payload)).statusCode).toBe(401);
    }
    expect((await written()).cases).toHaveLength(0);
    const admin = await ctx.signIn('admin');
    expect(
      (await ctx.request('POST', `/api/reviews/${r.id}/removal`, admin.cookie, { reason: 'other' }))
        .statusCode,
    ).toBe(201);
  });
});
