import { expect, it } from 'vitest';
import { describeApi, ISO } from '../../../tests/support/app';
import { companies, customers, emailLogs, reviews, scanLogs } from '../../db/schema';

describeApi('customer drawer', (ctx) => {
  const db = () => ctx.database.db;
  const seed = async () => {
    const [a, b] = await db()
      .insert(companies)
      .values([{ name: 'A' }, { name: 'B' }])
      .returning();
    const rows = await db()
      .insert(customers)
      .values([
        { companyId: a.id, name: 'Bäckerei Müller', email: 'b@example.com', status: 'email_sent' },
        { companyId: a.id, name: 'Café Sonne', email: 'c@example.com', status: 'called' },
        { companyId: a.id, name: 'Autohaus Ost', email: 'a@example.com', status: 'called' },
        { companyId: b.id, name: 'Fremd', email: 'f@example.com', status: 'sold' },
      ])
      .returning();
    return { a, b, rows };
  };

  it('records who gave which status, on create, PUT and PATCH, only when it changes', async () => {
    await seed();
    const { cookie, userId } = await ctx.signIn('manager');
    const created = await ctx.request('POST', '/api/customers', cookie, {
      companyId: 1,
      name: 'Neu GmbH',
      email: 'neu@example.com',
      googleMapsLink: 'https://maps.app.goo.gl/x',
    });
    const id = created.json().id;
    await ctx.request('PATCH', `/api/customers/${id}`, cookie, { status: 'called' });
    await ctx.request('PATCH', `/api/customers/${id}`, cookie, { status: 'called' });
    await ctx.request('PATCH', `/api/customers/${id}`, cookie, { isActive: false });
    const user = await ctx.signIn('user');
    await ctx.request('PATCH', `/api/customers/${id}`, user.cookie, { status: 'sold' });
    const res = await ctx.request('GET', `/api/customers/${id}/activity`, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json().statusHistory;
    expect(history.map((h: { status: string }) => h.status)).toEqual(['sold', 'called', 'email_sent']);
    expect(history[0].changedBy).toBe('user 2');
    expect(history[2].changedBy).toMatch(/^manager/);
    expect(history[0].changedAt).toMatch(ISO);
    expect(userId).toBeGreaterThan(0);
  });

  it("answers the customer's newest reviews, e-mails and scan logs with totals, none of another customer", async () => {
    const { a, rows } = await seed();
    const [mine, other] = rows;
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 8));
    await db()
      .insert(reviews)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          customerId: mine.id,
          companyId: a.id,
          externalId: `r${i}`,
          rating: (i % 5) + 1,
          username: `Gast ${i}`,
          reviewText: i === 0 ? null : `Text ${i}`,
          reviewDate: day(i + 1),
        })),
      );
    await db()
      .insert(reviews)
      .values({ customerId: other.id, companyId: a.id, externalId: 'x', rating: 1, reviewDate: day(28) });
    await db()
      .insert(emailLogs)
      .values([
        { customerId: mine.id, companyId: a.id, emailSubject: 'Erste', emailContent: 'x', createdAt: day(1) },
        {
          customerId: mine.id,
          companyId: a.id,
          emailSubject: 'Zweite',
          emailContent: 'y',
          status: 'failed',
          errorMessage: 'Postfach voll',
          createdAt: day(2),
        },
        {
          customerId: other.id,
          companyId: a.id,
          emailSubject: 'Fremd',
          emailContent: 'z',
          createdAt: day(3),
        },
      ]);
    await db()
      .insert(scanLogs)
      .values([
        { customerId: mine.id, companyId: a.id, scanType: 'manual', status: 'success', createdAt: day(3) },
        {
          customerId: mine.id,
          companyId: a.id,
          scanType: 'scheduled',
          status: 'error',
          errorType: 'invalid_url',
          createdAt: day(4),
        },
        { customerId: other.id, companyId: a.id, scanType: 'manual', status: 'success', createdAt: day(5) },
      ]);
    const { cookie } = await ctx.signIn('user');
    ctx.database.clearQueries();
    const res = await ctx.request('GET', `/api/customers/${mine.id}/activity`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.reviewTotal).toBe(25);
    expect(body.reviews).toHaveLength(20);
    expect(body.reviews[0]).toEqual({
      id: expect.any(Number),
      username: 'Gast 24',
      rating: 5,
      reviewText: 'Text 24',
      reviewDate: day(25).toISOString(),
      detectedAt: expect.stringMatching(ISO),
      isArchived: false,
      reviewUrl: null,
      removal: null,
      removalChance: null,
    });
    expect(body.emailTotal).toBe(2);
    expect(body.emailLogs.map((l: { emailSubject: string }) => l.emailSubject)).toEqual(['Zweite', 'Erste']);
    expect(body.emailLogs[0]).toMatchObject({
      status: 'failed',
      errorMessage: 'Postfach voll',
      sentAt: null,
    });
    expect(body.scanLogs.map((l: { status: string }) => l.status)).toEqual(['error', 'success']);
    expect(body.scanLogs[0]).toMatchObject({ scanType: 'scheduled', errorType: 'invalid_url' });
    expect(body.note).toBeNull();
    expect(ctx.database.queries.filter((q) => !/"sessions"/.test(q))).toHaveLength(1);

    expect((await ctx.request('GET', '/api/customers/999/activity', cookie)).json()).toEqual({
      message: 'Kunde nicht gefunden',
    });
    expect((await ctx.request('GET', `/api/customers/${mine.id}/activity`)).statusCode).toBe(401);
  });

  it('keeps a note for every signed-in user, trimmed, blank clearing it, refusing bad input in German', async () => {
    const { rows } = await seed();
    const { cookie } = await ctx.signIn('user');
    const put = (body: unknown, id = rows[0].id) =>
      ctx.request('PUT', `/api/customers/${id}/note`, cookie, body);
    const saved = await put({ note: '  Ruft nach 14 Uhr zurück.\nChef: Herr Müller  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ note: 'Ruft nach 14 Uhr zurück.\nChef: Herr Müller' });
    const read = await ctx.request('GET', `/api/customers/${rows[0].id}/activity`, cookie);
    expect(read.json().note).toBe('Ruft nach 14 Uhr zurück.\nChef: Herr Müller');

    for (const [body, message] of [
      [{ note: 'x'.repeat(5001) }, 'Notiz darf höchstens 5000 Zeichen haben'],
      [{ note: 42 }, 'Notiz muss Text sein'],
      [{ note: 'a\u0000b' }, /ungültige Zeichen/],
      [{ note: 'x', extra: 1 }, /.+/],
    ] as const) {
      const res = await put(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await put({ note: 'x' }, 999)).statusCode).toBe(404);
    expect((await put({ note: '   ' })).json()).toEqual({ note: null });
    expect(
      (await ctx.request('PUT', `/api/customers/${rows[0].id}/note`, undefined, { note: 'x' })).statusCode,
    ).toBe(401);
  });

  it('counts customers per status under the search, zeros included, one statement', async () => {
    const { a, b } = await seed();
    const { cookie } = await ctx.signIn('user');
    ctx.database.clearQueries();
    const res = await ctx.request('GET', `/api/customers/status-counts?companyId=${a.id}`, cookie);
    expect(res.json()).toEqual({
      all: 3,
      email_sent: 1,
      called: 2,
      sold: 0,
      not_sold: 0,
      consent: { all: 3, none: 3, requested: 0, given: 0, opted_out: 0 },
    });
    expect(ctx.database.queries.filter((q) => !/"sessions"/.test(q))).toHaveLength(1);
    const searched = await ctx.request(
      'GET',
      `/api/customers/status-counts?companyId=${a.id}&search=CAFÉ`,
      cookie,
    );
    expect(searched.json()).toMatchObject({ all: 1, email_sent: 0, called: 1, sold: 0, not_sold: 0 });
    expect(
      (await ctx.request('GET', `/api/customers/status-counts?companyId=${b.id}`, cookie)).json().sold,
    ).toBe(1);
    expect((await ctx.request('GET', '/api/customers/status-counts?companyId=99', cookie)).statusCode).toBe(
      404,
    );
    const bad = await ctx.request('GET', '/api/customers/status-counts?companyId=abc', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ungültige ID');
  });
});
