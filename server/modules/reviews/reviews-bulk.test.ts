import { asc, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';
import { auditEvents, reviews } from '../../db/schema';

describeApi('reviews bulk archive and restore', (ctx) => {
  const db = () => ctx.database.db;
  const post = (action: 'archive' | 'unarchive', cookie: string, body: unknown) =>
    ctx.request('POST', `/api/reviews/bulk/${action}`, cookie, body);
  const archivedOf = async (ids: number[]) =>
    (
      await db()
        .select({ a: reviews.isArchived })
        .from(reviews)
        .where(inArray(reviews.id, ids))
        .orderBy(asc(reviews.id))
    ).map((r) => r.a);
  const audit = () => db().select().from(auditEvents).orderBy(asc(auditEvents.id));

  async function setup() {
    const company = await addCompany(db());
    const schroeder = await addCustomer(db(), company.id, { name: 'Café Schröder' });
    const mueller = await addCustomer(db(), company.id, { name: 'Bäckerei Müller' });
    const r = [
      await addReview(db(), schroeder, { rating: 1, username: 'Anna', reviewText: 'Kalt' }),
      await addReview(db(), schroeder, { rating: 5, username: 'Ben', reviewText: 'Super' }),
      await addReview(db(), mueller, { rating: 2, username: 'Cem', reviewText: 'Laut' }),
      await addReview(db(), mueller, { rating: 4, username: null, reviewText: 'Gut' }),
    ];
    return { company, ids: r.map((x) => x.id) };
  }

  it('archives and restores the selected reviews, one audit row per changed review with one batch id', async () => {
    const { company, ids } = await setup();
    await db()
      .update(reviews)
      .set({ isArchived: true, archivedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(reviews.id, ids[3]));
    const user = await ctx.signIn('user');

    const res = await post('archive', user.cookie, { companyId: company.id, ids });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ matched: 4, changed: 3, message: '3 Bewertungen archiviert' });
    expect(await archivedOf(ids)).toEqual([true, true, true, true]);
    // The one archived before keeps its time.
    const [kept] = await db().select({ at: reviews.archivedAt }).from(reviews).where(eq(reviews.id, ids[3]));
    expect(kept.at?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    const rows = await audit();
    expect(rows.map((a) => [a.entity, a.entityId, a.action, a.entityLabel, a.batchId])).toEqual([
      ['review', ids[0], 'archived', 'Anna (1 ★) – Café Schröder', body.batchId],
      ['review', ids[1], 'archived', 'Ben (5 ★) – Café Schröder', body.batchId],
      ['review', ids[2], 'archived', 'Cem (2 ★) – Bäckerei Müller', body.batchId],
    ]);
    expect(rows[0].changes).toEqual({ isArchived: { from: false, to: true } });

    const restore = await post('unarchive', user.cookie, { companyId: company.id, ids: [ids[0], ids[3]] });
    expect(restore.json()).toMatchObject({
      matched: 2,
      changed: 2,
      message: '2 Bewertungen wiederhergestellt',
    });
    expect(await archivedOf(ids)).toEqual([false, true, true, false]);
    const [restored] = await db()
      .select({ at: reviews.archivedAt })
      .from(reviews)
      .where(eq(reviews.id, ids[0]));
    expect(restored.at).toBeNull();
    const after = await audit();
    expect(after.slice(3).map((a) => [a.entityId, a.action, a.entityLabel])).toEqual([
      [ids[0], 'restored', 'Anna (1 ★) – Café Schröder'],
      [ids[3], 'restored', 'Anonym (4 ★) – Bäckerei Müller'],
    ]);
    expect(after[3].batchId).not.toBe(body.batchId);
  });

  it('archives every active review matching the list filter (rating, search by customer, from)', async () => {
    const { company, ids } = await setup();
    const user = await ctx.signIn('user');
    const negative = await post('archive', user.cookie, {
      companyId: company.id,
      filter: { rating: 'negative' },
      expectedCount: 2,
    });
    expect(negative.json()).toMatchObject({ matched: 2, changed: 2 });
    expect(await archivedOf(ids)).toEqual([true, false, true, false]);

    // The search finds the customer's name too; the archived ones are not in the active list.
    const search = await post('archive', user.cookie, {
      companyId: company.id,
      filter: { search: 'schröder' },
    });
    expect(search.json()).toMatchObject({ matched: 1, changed: 1 });
    expect(await archivedOf(ids)).toEqual([true, true, true, false]);

    // Restore under a filter selects from the archive.
    const back = await post('unarchive', user.cookie, { companyId: company.id, filter: { rating: '1' } });
    expect(back.json()).toMatchObject({ matched: 1, changed: 1 });
    expect(await archivedOf(ids)).toEqual([false, true, true, false]);

    const future = await post('unarchive', user.cookie, {
      companyId: company.id,
      filter: { from: '2999-01-01' },
    });
    expect(future.json()).toMatchObject({ matched: 0, changed: 0, batchId: null });

    const conflict = await post('unarchive', user.cookie, {
      companyId: company.id,
      filter: {},
      expectedCount: 5,
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(
      'Die Auswahl hat sich geändert: Der Filter trifft jetzt 2 Bewertungen statt 5. Bitte prüfen Sie die Auswahl und bestätigen Sie erneut.',
    );
    expect(await archivedOf(ids)).toEqual([false, true, true, false]);
  });

  it('leaves reviews of another company alone and answers 404 for an unknown company', async () => {
    const { company, ids } = await setup();
    const other = await addCompany(db(), 'Andere');
    const foreign = await addReview(db(), await addCustomer(db(), other.id, { name: 'Fremd' }));
    const user = await ctx.signIn('manager');
    const res = await post('archive', user.cookie, { companyId: company.id, ids: [ids[0], foreign.id] });
    expect(res.json()).toMatchObject({ matched: 1, changed: 1 });
    expect(await archivedOf([foreign.id])).toEqual([false]);
    const theirs = await post('archive', user.cookie, { companyId: other.id, filter: {} });
    expect(theirs.json()).toMatchObject({ matched: 1, changed: 1 });
    expect(await archivedOf(ids)).toEqual([true, false, false, false]);
    const unknown = await post('archive', user.cookie, { companyId: 4711, ids });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Firma nicht gefunden' });
  });

  it('refuses bad input with a German 400 and strangers with 401', async () => {
    const { company, ids } = await setup();
    const user = await ctx.signIn('user');
    const cases: [unknown, string][] = [
      [{ companyId: company.id }, 'Bitte entweder ids oder filter senden'],
      [{ companyId: company.id, ids: [] }, 'Bitte mindestens einen Eintrag auswählen'],
      [{ companyId: company.id, filter: { rating: '6' } }, 'Ungültiger Bewertungsfilter'],
      [{ companyId: company.id, filter: { from: '2026-02-30' } }, 'Ungültiges Datum (erwartet JJJJ-MM-TT)'],
      [{ companyId: company.id, filter: { limit: 5 } }, ''],
      [
        { companyId: company.id, filter: { search: '\u0000' } },
        'Das Feld „filter.search“ enthält ungültige Zeichen (z. B. ein Nullzeichen).',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post('archive', user.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    const anonymous = await ctx.request('POST', '/api/reviews/bulk/archive', undefined, {
      companyId: company.id,
      ids,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await archivedOf(ids)).toEqual([false, false, false, false]);
  });

  it('writes nothing when the audit fails in the middle, and stays consistent under parallel requests', async () => {
    const { company, ids } = await setup();
    const user = await ctx.signIn('user');
    await db().execute(
      sql.raw(`alter table audit_events add constraint bulk_test_fail check (entity_label not like 'Cem%')`),
    );
    try {
      expect((await post('archive', user.cookie, { companyId: company.id, ids })).statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('alter table audit_events drop constraint bulk_test_fail'));
    }
    expect(await archivedOf(ids)).toEqual([false, false, false, false]);
    expect(await audit()).toHaveLength(0);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? post('archive', user.cookie, {
              companyId: company.id,
              ids: i % 4 === 1 ? ids : [...ids].reverse(),
            })
          : post('unarchive', user.cookie, { companyId: company.id, filter: {} }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const rows = await audit();
    expect(rows).toHaveLength(answers.reduce((n, res) => n + res.json().changed, 0));
    // Per review, archive and restore alternate, and the last one is the state now.
    const now = await db().select({ id: reviews.id, a: reviews.isArchived }).from(reviews);
    for (const { id, a } of now) {
      const actions = rows.filter((r) => r.entityId === id).map((r) => r.action);
      actions.forEach((action, k) => {
        expect(action).toBe(k % 2 === 0 ? 'archived' : 'restored');
      });
      expect(actions.at(-1) === 'archived').toBe(a);
    }
  });
});
