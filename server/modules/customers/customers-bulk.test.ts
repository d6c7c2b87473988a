import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';
import { auditEvents, customerStatusChanges, customers, reviews } from '../../db/schema';

describeApi('customers bulk changes', (ctx) => {
  const db = () => ctx.database.db;
  const post = (path: string, cookie: string, body: unknown) =>
    ctx.request('POST', `/api/customers/bulk/${path}`, cookie, body);

  /** `n` customers of a new company, named 'Kunde 01'…, all 'email_sent' and active. */
  async function company(n: number, name = 'Testfirma') {
    const c = await addCompany(db(), name);
    const rows = [];
    for (let i = 1; i <= n; i++) {
      rows.push(
        await addCustomer(db(), c.id, {
          name: `${name} Kunde ${String(i).padStart(2, '0')}`,
          email: `k${i}@x.de`,
        }),
      );
    }
    return { company: c, ids: rows.map((r) => r.id) };
  }

  const statuses = async (ids: number[]) =>
    (
      await db()
        .select({ id: customers.id, status: customers.status })
        .from(customers)
        .where(inArray(customers.id, ids))
        .orderBy(asc(customers.id))
    ).map((r) => r.status);
  const auditRows = () => db().select().from(auditEvents).orderBy(asc(auditEvents.entityId));
  const historyRows = () =>
    db().select().from(customerStatusChanges).orderBy(asc(customerStatusChanges.customerId));

  it('sets the status of the selected customers, with one history and one audit row per changed customer and one batch id', async () => {
    const { company: c, ids } = await company(4);
    await db().update(customers).set({ status: 'called' }).where(eq(customers.id, ids[3]));
    const user = await ctx.signIn('user');

    ctx.database.clearQueries();
    const res = await post('status', user.cookie, { companyId: c.id, ids, status: 'called' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ matched: 4, changed: 3, message: '3 Kunden auf „Angerufen“ gesetzt' });
    expect(body.batchId).toMatch(/^[0-9a-f-]{36}$/);
    // Set-based: the change with its history in one statement, the audit rows in one more.
    const writes = ctx.database.queries.filter((q) => /^\s*(with|insert|update|delete)/i.test(q));
    expect(writes.length).toBe(2);

    expect(await statuses(ids)).toEqual(['called', 'called', 'called', 'called']);
    const history = await historyRows();
    expect(history.map((h) => [h.customerId, h.status, h.changedBy])).toEqual(
      ids.slice(0, 3).map((id) => [id, 'called', user.userId]),
    );
    const audit = await auditRows();
    expect(audit).toHaveLength(3);
    for (const [i, row] of audit.entries()) {
      expect(row).toMatchObject({
        entity: 'customer',
        entityId: ids[i],
        entityLabel: `Testfirma Kunde 0${i + 1}`,
        action: 'status_changed',
        companyId: c.id,
        userId: user.userId,
        userName: 'user 1',
        batchId: body.batchId,
        changes: { status: { from: 'email_sent', to: 'called' } },
      });
    }

    // Again: nothing is in another state, nothing changes, nothing is recorded.
    const again = await post('status', user.cookie, { companyId: c.id, ids, status: 'called' });
    expect(again.json()).toEqual({
      matched: 4,
      changed: 0,
      batchId: null,
      message: '0 Kunden auf „Angerufen“ gesetzt',
    });
    expect(await auditRows()).toHaveLength(3);
    expect(await historyRows()).toHaveLength(3);
  });

  it('activates and deactivates (admins and managers), recording each changed customer', async () => {
    const { company: c, ids } = await company(3);
    await db().update(customers).set({ isActive: false }).where(eq(customers.id, ids[0]));
    const manager = await ctx.signIn('manager');
    const off = await post('active', manager.cookie, { companyId: c.id, ids, isActive: false });
    expect(off.json()).toMatchObject({ matched: 3, changed: 2, message: '2 Kunden deaktiviert' });
    const on = await post('active', manager.cookie, { companyId: c.id, ids: [ids[0]], isActive: true });
    expect(on.json()).toMatchObject({ matched: 1, changed: 1, message: '1 Kunde aktiviert' });
    const active = await db()
      .select({ id: customers.id, a: customers.isActive })
      .from(customers)
      .orderBy(customers.id);
    expect(active.map((r) => r.a)).toEqual([true, false, false]);
    const audit = await db().select().from(auditEvents).orderBy(asc(auditEvents.id));
    expect(audit.map((a) => [a.entityId, a.action, a.changes])).toEqual([
      [ids[1], 'deactivated', { isActive: { from: true, to: false } }],
      [ids[2], 'deactivated', { isActive: { from: true, to: false } }],
      [ids[0], 'activated', { isActive: { from: false, to: true } }],
    ]);
    expect(new Set(audit.slice(0, 2).map((a) => a.batchId)).size).toBe(1);
    expect(audit[2].batchId).not.toBe(audit[0].batchId);
    // No status history for (de)activation.
    expect(await historyRows()).toHaveLength(0);
  });

  it('deletes the selected customers with their reviews, one audit row each naming the customer', async () => {
    const { company: c, ids } = await company(3);
    await addReview(db(), { id: ids[0], companyId: c.id });
    const admin = await ctx.signIn('admin');
    const res = await post('delete', admin.cookie, { companyId: c.id, ids: ids.slice(0, 2) });
    expect(res.json()).toMatchObject({ matched: 2, changed: 2, message: '2 Kunden gelöscht' });
    const left = await db().select({ id: customers.id }).from(customers);
    expect(left.map((r) => r.id)).toEqual([ids[2]]);
    expect((await db().select({ n: count() }).from(reviews))[0].n).toBe(0);
    const audit = await auditRows();
    expect(audit.map((a) => [a.entityId, a.entityLabel, a.action])).toEqual([
      [ids[0], 'Testfirma Kunde 01', 'deleted'],
      [ids[1], 'Testfirma Kunde 02', 'deleted'],
    ]);
    // Deleted ones are gone: a repeat finds nothing.
    const again = await post('delete', admin.cookie, { companyId: c.id, ids: ids.slice(0, 2) });
    expect(again.json()).toMatchObject({ matched: 0, changed: 0, batchId: null });
  });

  it('changes every customer matching the list filter (search, status, consent), not the others', async () => {
    const c = await addCompany(db());
    const a = await addCustomer(db(), c.id, { name: 'Bäckerei Alpha', status: 'called' });
    const b = await addCustomer(db(), c.id, { name: 'Bäckerei Beta', status: 'called', consent: 'given' });
    const d = await addCustomer(db(), c.id, { name: 'Metzgerei Delta', status: 'called' });
    const e = await addCustomer(db(), c.id, { name: 'Bäckerei Epsilon', status: 'sold' });
    const other = await addCompany(db(), 'Andere');
    const f = await addCustomer(db(), other.id, { name: 'Bäckerei Fremd', status: 'called' });
    const user = await ctx.signIn('user');

    const filter = { search: 'bäckerei', status: 'called' };
    const res = await post('status', user.cookie, { companyId: c.id, filter, status: 'not_sold' });
    expect(res.json()).toMatchObject({ matched: 2, changed: 2 });
    expect(await statuses([a.id, b.id, d.id, e.id, f.id])).toEqual([
      'not_sold',
      'not_sold',
      'called',
      'sold',
      'called',
    ]);

    // The consent filter of the list, and 'all' as the list sends it.
    const consent = await post('status', user.cookie, {
      companyId: c.id,
      filter: { consent: 'given', status: 'all' },
      status: 'sold',
    });
    expect(consent.json()).toMatchObject({ matched: 1, changed: 1 });
    expect(await statuses([b.id])).toEqual(['sold']);

    // No filter values: the whole company.
    const all = await post('status', user.cookie, { companyId: c.id, filter: {}, status: 'email_sent' });
    expect(all.json()).toMatchObject({ matched: 4, changed: 4 });
    expect(await statuses([f.id])).toEqual(['called']);
  });

  it('refuses a filter whose count differs from the one confirmed (409), changing nothing', async () => {
    const { company: c, ids } = await company(3);
    const admin = await ctx.signIn('admin');
    const res = await post('delete', admin.cookie, { companyId: c.id, filter: {}, expectedCount: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Die Auswahl hat sich geändert: Der Filter trifft jetzt 3 Kunden statt 2. Bitte prüfen Sie die Auswahl und bestätigen Sie erneut.',
    );
    expect((await db().select({ n: count() }).from(customers))[0].n).toBe(3);
    expect(await auditRows()).toHaveLength(0);
    const ok = await post('delete', admin.cookie, { companyId: c.id, filter: {}, expectedCount: 3 });
    expect(ok.json()).toMatchObject({ matched: 3, changed: 3 });
    expect(ids).toHaveLength(3);
  });

  it('leaves customers of another company alone: their ids are not matched', async () => {
    const mine = await company(2, 'Meine');
    const theirs = await company(2, 'Fremde');
    const admin = await ctx.signIn('admin');
    const ids = [...mine.ids, ...theirs.ids];
    const status = await post('status', admin.cookie, { companyId: mine.company.id, ids, status: 'sold' });
    expect(status.json()).toMatchObject({ matched: 2, changed: 2 });
    expect(await statuses(theirs.ids)).toEqual(['email_sent', 'email_sent']);
    const del = await post('delete', admin.cookie, { companyId: mine.company.id, ids: theirs.ids });
    expect(del.json()).toMatchObject({ matched: 0, changed: 0, batchId: null });
    expect((await db().select({ n: count() }).from(customers))[0].n).toBe(4);
    expect((await auditRows()).every((a) => a.companyId === mine.company.id)).toBe(true);
    // An unknown company is a 404.
    const unknown = await post('status', admin.cookie, { companyId: 99999, ids, status: 'sold' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Firma nicht gefunden' });
  });

  it('lets users change the status only; activation and deletion are for admins and managers (403)', async () => {
    const { company: c, ids } = await company(2);
    const user = await ctx.signIn('user');
    for (const [path, body] of [
      ['active', { companyId: c.id, ids, isActive: false }],
      ['delete', { companyId: c.id, ids }],
    ] as const) {
      const res = await post(path, user.cookie, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ message: 'Keine Berechtigung für diese Aktion' });
    }
    expect((await db().select({ n: count() }).from(customers).where(eq(customers.isActive, true)))[0].n).toBe(
      2,
    );
    const manager = await ctx.signIn('manager');
    expect((await post('delete', manager.cookie, { companyId: c.id, ids })).statusCode).toBe(200);
    const anonymous = await ctx.request('POST', '/api/customers/bulk/status', undefined, {
      companyId: c.id,
      ids,
      status: 'sold',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with a German 400', async () => {
    const { company: c, ids } = await company(1);
    const admin = await ctx.signIn('admin');
    const many = Array.from({ length: 5001 }, (_, i) => i + 1);
    const cases: [string, unknown, string][] = [
      ['status', { companyId: c.id, status: 'sold' }, 'Bitte entweder ids oder filter senden'],
      [
        'status',
        { companyId: c.id, ids, filter: {}, status: 'sold' },
        'Bitte entweder ids oder filter senden',
      ],
      ['status', { companyId: c.id, ids: [], status: 'sold' }, 'Bitte mindestens einen Eintrag auswählen'],
      ['status', { companyId: c.id, ids: many, status: 'sold' }, 'Höchstens 5.000 Einträge auf einmal'],
      ['status', { companyId: c.id, ids: ['x'], status: 'sold' }, 'Ungültige ID'],
      ['status', { companyId: c.id, ids: [0], status: 'sold' }, 'Ungültige ID'],
      ['status', { companyId: c.id, ids: 'all', status: 'sold' }, 'ids muss eine Liste von IDs sein'],
      ['status', { companyId: c.id, ids, status: 'gone' }, 'Ungültiger Status'],
      ['status', { companyId: 'x', ids, status: 'sold' }, 'Ungültige Firmen-ID'],
      ['status', { companyId: c.id, filter: { status: 'gone' }, status: 'sold' }, 'Ungültiger Status'],
      ['status', { companyId: c.id, filter: { sort: 'name' }, status: 'sold' }, ''],
      ['status', { companyId: c.id, ids, status: 'sold', extra: 1 }, ''],
      [
        'status',
        { companyId: c.id, ids, expectedCount: 1, status: 'sold' },
        'expectedCount gilt nur zusammen mit filter',
      ],
      ['active', { companyId: c.id, ids, isActive: 'ja' }, 'isActive muss true oder false sein'],
      [
        'delete',
        { companyId: c.id, filter: {}, expectedCount: -1 },
        'expectedCount muss eine ganze Zahl ab 0 sein',
      ],
      [
        'status',
        { companyId: c.id, filter: { search: 'a\u0000b' }, status: 'sold' },
        'Das Feld „filter.search“ enthält ungültige Zeichen (z. B. ein Nullzeichen).',
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(path, admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      if (message) expect(res.json().message, JSON.stringify(body).slice(0, 120)).toBe(message);
      else expect(res.json().message).toMatch(/[äöüÄÖÜß]|nicht|Unbekannt|Ungültig/);
    }
    expect(await statuses(ids)).toEqual(['email_sent']);
    expect(await auditRows()).toHaveLength(0);
  });

  it('writes nothing when a step fails in the middle (all or nothing)', async () => {
    const { company: c, ids } = await company(5);
    const admin = await ctx.signIn('admin');
    // The audit row of the third customer cannot be written: the status updates and the history
    // rows already written by the same transaction must go too.
    await db().execute(
      sql.raw(
        `alter table audit_events add constraint bulk_test_fail check (entity_label <> 'Testfirma Kunde 03')`,
      ),
    );
    try {
      const res = await post('status', admin.cookie, { companyId: c.id, ids, status: 'sold' });
      expect(res.statusCode).toBe(500);
      const del = await post('delete', admin.cookie, { companyId: c.id, filter: {} });
      expect(del.statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('alter table audit_events drop constraint bulk_test_fail'));
    }
    expect(await statuses(ids)).toEqual(Array(5).fill('email_sent'));
    expect(await historyRows()).toHaveLength(0);
    expect(await auditRows()).toHaveLength(0);
    expect((await db().select({ n: count() }).from(customers))[0].n).toBe(5);
  });

  it('keeps status, history and audit consistent under a burst of parallel bulk changes', async () => {
    const { company: c, ids } = await company(30);
    const user = await ctx.signIn('manager');
    const targets = ['called', 'sold', 'not_sold', 'email_sent'] as const;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const status = targets[i % targets.length];
        // Overlapping selections in different orders, some by filter.
        const selection =
          i % 3 === 0
            ? { filter: {} }
            : { ids: i % 2 ? [...ids].reverse() : ids.filter((_, k) => k % 2 === 0) };
        return post('status', user.cookie, { companyId: c.id, ...selection, status });
      }),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const changedTotal = answers.reduce((n, res) => n + res.json().changed, 0);
    const history = await db().select().from(customerStatusChanges).orderBy(asc(customerStatusChanges.id));
    const audit = await db().select().from(auditEvents).orderBy(asc(auditEvents.id));
    // Every change was recorded once in each, and nothing else.
    expect(history).toHaveLength(changedTotal);
    expect(audit).toHaveLength(changedTotal);
    // Per customer: each recorded change starts where the previous one ended, and the last is the status now.
    const now = await db().select({ id: customers.id, status: customers.status }).from(customers);
    for (const { id, status } of now) {
      const mine = audit.filter((a) => a.entityId === id).map((a) => a.changes?.status);
      let current = 'email_sent';
      for (const change of mine) {
        expect(change?.from).toBe(current);
        current = change?.to as string;
      }
      expect(current).toBe(status);
      const own = history.filter((h) => h.customerId === id).map((h) => h.status);
      expect(own).toEqual(mine.map((m) => m?.to));
    }
    // One batch id per answer that changed something.
    const batches = new Set(audit.map((a) => a.batchId));
    expect(batches.size).toBe(answers.filter((res) => res.json().changed > 0).length);
  });

  it('deletes and changes in parallel without errors, leaving no records of customers it did not change', async () => {
    const { company: c, ids } = await company(20);
    const admin = await ctx.signIn('admin');
    const answers = await Promise.all([
      post('delete', admin.cookie, { companyId: c.id, ids: ids.slice(0, 10) }),
      post('status', admin.cookie, { companyId: c.id, ids, status: 'sold' }),
      post('active', admin.cookie, { companyId: c.id, filter: {}, isActive: false }),
      post('delete', admin.cookie, { companyId: c.id, ids: ids.slice(5, 15) }),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const deleted = answers[0].json().changed + answers[3].json().changed;
    expect(deleted).toBe(15);
    const left = await db().select({ n: count() }).from(customers);
    expect(left[0].n).toBe(5);
    const audit = await db().select().from(auditEvents);
    expect(audit.filter((a) => a.action === 'deleted')).toHaveLength(15);
    expect(audit.filter((a) => a.action === 'status_changed')).toHaveLength(answers[1].json().changed);
    expect(audit.filter((a) => a.action === 'deactivated')).toHaveLength(answers[2].json().changed);
  });
});
