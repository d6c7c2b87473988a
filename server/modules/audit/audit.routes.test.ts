// Issue 24, decision 051: the audit log page (admins only, filtered and paged in SQL, one statement
// a page) and a customer's history for the drawer (every role).
import { expect, it } from 'vitest';
import type { AuditEvent } from '../../../common/schemas/audit';
import { describeApi, ISO } from '../../../tests/support/app';
import { addCompany, addCustomer } from '../../../tests/support/seed';
import { recordAudit } from './audit.queries';

const at = (iso: string) => new Date(iso);

describeApi('audit log API', (ctx) => {
  const db = () => ctx.database.db;
  const statements = () => ctx.database.queries.filter((q) => !q.includes('"sessions"'));

  /**
   * Six rows: Eva on company A's customers (one deleted since), Max on company B and on a user.
   * Berlin days: 2026-03-01T23:30Z is 2 March 00:30 in Berlin.
   */
  async function seedLog() {
    const a = await addCompany(db(), 'Firma A');
    const b = await addCompany(db(), 'Firma B');
    const baker = await addCustomer(db(), a.id, { name: 'Bäckerei Müller' });
    const garage = await addCustomer(db(), b.id, { name: 'Autohaus 100% Weber' });
    const eva = await ctx.signIn('admin');
    const max = await ctx.signIn('manager');
    const evaActor = { id: eva.userId, name: 'Eva' };
    const maxActor = { id: max.userId, name: 'Max' };
    const customer = (c: { id: number; name: string; companyId: number }) => ({
      entity: 'customer' as const,
      entityId: c.id,
      entityLabel: c.name,
      companyId: c.companyId,
    });
    const row = async (
      actor: typeof evaActor | null,
      iso: string,
      entry: Parameters<typeof recordAudit>[2][0],
    ) => {
      await recordAudit(db(), actor, [entry], { at: at(iso) });
    };
    await row(evaActor, '2026-03-01T09:00:00Z', { ...customer(baker), action: 'created' });
    await row(evaActor, '2026-03-01T23:30:00Z', {
      ...customer(baker),
      action: 'updated',
      changes: { pricePerReview: { from: '89.00', to: '99.00' } },
    });
    await row(evaActor, '2026-03-02T10:00:00Z', {
      entity: 'customer',
      entityId: 999,
      entityLabel: 'Gelöschte GmbH',
      companyId: a.id,
      action: 'deleted',
    });
    await row(maxActor, '2026-03-03T10:00:00Z', {
      ...customer(garage),
      action: 'status_changed',
      changes: { status: { from: 'email_sent', to: 'sold' } },
    });
    await row(maxActor, '2026-03-03T10:00:00Z', {
      entity: 'user',
      entityId: eva.userId,
      entityLabel: 'Eva',
      action: 'password_changed',
      changes: { password: { secret: true } },
    });
    await row(null, '2026-03-04T08:00:00Z', { ...customer(baker), action: 'follow_up_done' });
    return { a, b, baker, garage, eva, max };
  }

  const list = async (cookie: string, query = '') => {
    const page = await ctx.getList<AuditEvent[]>(`/api/audit-events${query}`, cookie, { expectOk: true });
    return { ...page, labels: page.body.map((r) => `${r.action}:${r.entityLabel}`) };
  };

  it('answers admins only: 403 in German for managers and users, 401 without a session', async () => {
    await seedLog();
    for (const role of ['manager', 'user'] as const) {
      const { cookie } = await ctx.signIn(role);
      const res = await ctx.request('GET', '/api/audit-events', cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Keine Berechtigung für diese Aktion' });
    }
    expect((await ctx.request('GET', '/api/audit-events')).statusCode).toBe(401);
  });

  it('lists newest first in one statement with the total, the company and whether the customer exists', async () => {
    const { eva, a, b, baker } = await seedLog();
    ctx.database.clearQueries();
    const page = await list(eva.cookie);
    expect(statements()).toHaveLength(1);
    expect(page.total).toBe(6);
    expect(page.labels).toEqual([
      'follow_up_done:Bäckerei Müller',
      'password_changed:Eva',
      'status_changed:Autohaus 100% Weber',
      'deleted:Gelöschte GmbH',
      'updated:Bäckerei Müller',
      'created:Bäckerei Müller',
    ]);
    expect(page.body[0]).toEqual({
      id: expect.any(Number),
      at: '2026-03-04T08:00:00.000Z',
      userId: null,
      userName: null,
      companyId: a.id,
      companyName: 'Firma A',
      entity: 'customer',
      entityId: baker.id,
      entityLabel: 'Bäckerei Müller',
      action: 'follow_up_done',
      changes: null,
      batchId: null,
      customerExists: true,
    });
    expect(page.body[0].at).toMatch(ISO);
    expect(page.body.map((r) => r.customerExists)).toEqual([true, false, true, false, true, true]);
    expect(page.body[1]).toMatchObject({
      companyId: null,
      companyName: null,
      changes: { password: { secret: true } },
    });
    expect(page.body[2]).toMatchObject({ companyName: b.name, userName: 'Max' });

    // Paging: limit and offset on the same order; beyond the end an empty page with the total.
    const first = await list(eva.cookie, '?limit=2');
    const second = await list(eva.cookie, '?limit=2&offset=2');
    expect([...first.labels, ...second.labels]).toEqual(page.labels.slice(0, 4));
    expect(second.total).toBe(6);
    const beyond = await list(eva.cookie, '?limit=2&offset=10');
    expect(beyond.body).toEqual([]);
    expect(beyond.total).toBe(6);
  });

  it('filters by user, company, entity, action, Berlin days and the label', async () => {
    const { eva, max, a, b } = await seedLog();
    const labels = async (query: string) => (await list(eva.cookie, query)).labels;
    expect(await labels(`?userId=${max.userId}`)).toEqual([
      'password_changed:Eva',
      'status_changed:Autohaus 100% Weber',
    ]);
    expect(await labels(`?companyId=${b.id}`)).toEqual(['status_changed:Autohaus 100% Weber']);
    expect((await labels(`?companyId=${a.id}`)).length).toBe(4);
    expect(await labels('?entity=user')).toEqual(['password_changed:Eva']);
    expect(await labels('?entity=company')).toEqual([]);
    expect(await labels('?action=deleted')).toEqual(['deleted:Gelöschte GmbH']);
    // 23:30 UTC on 1 March is 2 March in Berlin.
    expect(await labels('?from=2026-03-02&to=2026-03-02')).toEqual([
      'deleted:Gelöschte GmbH',
      'updated:Bäckerei Müller',
    ]);
    expect(await labels('?to=2026-03-01')).toEqual(['created:Bäckerei Müller']);
    expect((await labels('?from=2026-03-03')).length).toBe(3);
    expect(await labels('?search=müller&action=updated')).toEqual(['updated:Bäckerei Müller']);
    expect(await labels('?search=100%25')).toEqual(['status_changed:Autohaus 100% Weber']);
    expect(await labels('?search=0%25W')).toEqual([]);
    // Blank filters are no filters, as the page sends them.
    expect((await list(eva.cookie, '?userId=&companyId=&entity=&action=&from=&to=&search=')).total).toBe(6);
    ctx.database.clearQueries();
    const combined = await list(
      eva.cookie,
      `?userId=${eva.userId}&companyId=${a.id}&entity=customer&search=bäck`,
    );
    expect(statements()).toHaveLength(1);
    expect(combined.labels).toEqual(['updated:Bäckerei Müller', 'created:Bäckerei Müller']);
  });

  it('refuses bad filters with German messages (400), never a 500', async () => {
    const { eva } = await seedLog();
    const bad = async (query: string, message: RegExp) => {
      const res = await ctx.request('GET', `/api/audit-events${query}`, eva.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await bad('?entity=invoice', /Objektfilter/);
    await bad('?action=hacked', /Aktionsfilter/);
    await bad('?from=2026-13-01', /Ungültiges Datum/);
    await bad('?from=2026-03-05&to=2026-03-01', /Enddatum liegt vor dem Startdatum/);
    await bad('?userId=abc', /Ungültige ID/);
    await bad('?search=a%00b', /ungültige Zeichen|Steuerzeichen/);
    await bad('?search=a%07b', /ungültige Zeichen|Steuerzeichen/);
    await bad('?limit=0', /Limit/);
    await bad('?unknown=1', /.+/);
  });

  it("a customer's history: every role, that customer's rows newest first, limited; 404 when unknown", async () => {
    const { baker, garage } = await seedLog();
    for (const role of ['admin', 'manager', 'user'] as const) {
      const { cookie } = await ctx.signIn(role);
      ctx.database.clearQueries();
      const page = await ctx.getList<AuditEvent[]>(`/api/customers/${baker.id}/history`, cookie, {
        expectOk: true,
      });
      expect(statements()).toHaveLength(1);
      expect(page.body.map((r) => r.action)).toEqual(['follow_up_done', 'updated', 'created']);
      expect(page.total).toBe(3);
      expect(page.body.every((r) => r.entity === 'customer' && r.entityId === baker.id)).toBe(true);
      const limited = await ctx.getList<AuditEvent[]>(`/api/customers/${baker.id}/history?limit=1`, cookie);
      expect(limited.body.map((r) => r.action)).toEqual(['follow_up_done']);
      expect(limited.total).toBe(3);
    }
    const { cookie } = await ctx.signIn('user');
    expect((await ctx.getList(`/api/customers/${garage.id}/history`, cookie)).body).toHaveLength(1);
    const fresh = await addCustomer(db(), garage.companyId, { name: 'Neu' });
    const empty = await ctx.getList(`/api/customers/${fresh.id}/history`, cookie, { expectOk: true });
    expect(empty.body).toEqual([]);
    expect(empty.total).toBe(0);
    const unknown = await ctx.request('GET', '/api/customers/9999/history', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Kunde nicht gefunden' });
  });
});
