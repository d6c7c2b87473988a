import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';

describeApi('reviews archive', (ctx) => {
  const ids = async (path: string, companyId: number, cookie: string) =>
    (await ctx.app.inject({ url: `${path}?companyId=${companyId}`, headers: { cookie } }))
      .json()
      .map((r: { id: number }) => r.id);

  it('moves a review to the archive and back, setting and clearing archivedAt', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id, { name: 'Café Schröder' });
    const review = await addReview(db, customer);
    const { cookie } = await ctx.signIn('user');
    const post = (action: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/reviews/${review.id}/${action}`, headers: { cookie } });

    const before = Date.now();
    const archived = await post('archive');
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id: review.id, customerName: 'Café Schröder', isArchived: true });
    const archivedAt = archived.json().archivedAt;
    expect(new Date(archivedAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(await ids('/api/reviews', company.id, cookie)).toEqual([]);
    expect(await ids('/api/reviews/archived', company.id, cookie)).toEqual([review.id]);

    // Archiving twice keeps the first time.
    expect((await post('archive')).json().archivedAt).toBe(archivedAt);

    const restored = await post('unarchive');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: review.id, isArchived: false, archivedAt: null });
    expect(await ids('/api/reviews', company.id, cookie)).toEqual([review.id]);
    expect(await ids('/api/reviews/archived', company.id, cookie)).toEqual([]);
  });

  it('answers 404 for an unknown review and 400 for a bad id', async () => {
    const { cookie } = await ctx.signIn('user');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/reviews/4711/archive',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Bewertung nicht gefunden' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/reviews/${id}/unarchive`,
        headers: { cookie },
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe('Ungültige ID');
    }
  });

  it('needs a session for reading and archiving', async () => {
    for (const [method, url] of [
      ['GET', '/api/reviews?companyId=1'],
      ['GET', '/api/reviews/archived?companyId=1'],
      ['POST', '/api/reviews/1/archive'],
      ['POST', '/api/reviews/1/unarchive'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe('Nicht angemeldet. Bitte melden Sie sich an.');
    }
  });

  it('rejects bad list parameters with 400 and a German message', async () => {
    const company = await addCompany(ctx.database.db);
    const { cookie } = await ctx.signIn('user');
    const cases: [string, string][] = [
      ['', 'Ungültige Firmen-ID'],
      ['companyId=abc', 'Ungültige Firmen-ID'],
      ['companyId=1&companyId=2', 'Ungültige Firmen-ID'],
      [`companyId=${company.id}&rating=6`, 'Ungültiger Bewertungsfilter'],
      [`companyId=${company.id}&from=2026-02-30`, 'Ungültiges Datum (erwartet JJJJ-MM-TT)'],
      [`companyId=${company.id}&from=0000-01-01`, 'Ungültiges Datum (erwartet JJJJ-MM-TT)'],
      [`companyId=${company.id}&limit=0`, 'Limit muss mindestens 1 sein'],
      [`companyId=${company.id}&limit=501`, 'Limit darf höchstens 500 sein'],
      [`companyId=${company.id}&offset=-1`, 'Offset darf nicht negativ sein'],
      [`companyId=${company.id}&offset=x`, 'Ungültiger Offset'],
      [`companyId=${company.id}&search=${'x'.repeat(201)}`, 'Suchbegriff darf höchstens 200 Zeichen haben'],
      [
        `companyId=${company.id}&search=a%00b`,
        'Das Feld „search“ enthält ungültige Zeichen (z. B. ein Nullzeichen).',
      ],
      [`companyId=${company.id}&order=name`, 'Unbekannter Schlüssel: "order"'],
      [`companyId=${company.id}&sort=name`, 'Ungültige Sortierung'],
      [`companyId=${company.id}&chance=hoch`, 'Ungültiger Filter für die Löschchance'],
    ];
    for (const [query, message] of cases) {
      const res = await ctx.app.inject({ url: `/api/reviews?${query}`, headers: { cookie } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});
