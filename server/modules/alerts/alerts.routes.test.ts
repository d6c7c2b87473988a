// The bell's API (docs/api.md "Alerts (issue 24)"): the list newest first paged by id, the unread
// count and read mark per user, the digest switch, roles and bad input.
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, ISO } from '../../../tests/support/app';
import { auditEvents, companies, customers, users } from '../../db/schema';
import { raiseAlerts } from './alerts.queries';

describeApi('alerts API', (ctx) => {
  async function seed(count: number) {
    const { db } = ctx.database;
    const [company] = await db.insert(companies).values({ name: 'Autohaus Nord' }).returning();
    const [customer] = await db
      .insert(customers)
      .values({ companyId: company.id, name: 'Bäckerei Süß', email: '' })
      .returning();
    await raiseAlerts(
      db,
      Array.from({ length: count }, (_, i) => ({
        kind: i % 2 ? ('opt_out' as const) : ('scan_failed' as const),
        companyId: company.id,
        customerId: customer.id,
        message: `Meldung ${i + 1}`,
        dedupeKey: `test:${i}`,
      })),
    );
    return { companyId: company.id, customerId: customer.id };
  }

  it('lists every company’s alerts newest first, paged by id', async () => {
    const { companyId, customerId } = await seed(25);
    const { cookie } = await ctx.signIn('user');
    const first = await ctx.request('GET', '/api/alerts?limit=10', cookie);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.alerts).toHaveLength(10);
    expect(page.alerts[0]).toEqual({
      id: expect.any(Number),
      kind: 'scan_failed',
      companyId,
      companyName: 'Autohaus Nord',
      customerId,
      message: 'Meldung 25',
      createdAt: expect.stringMatching(ISO),
      unread: true,
    });
    expect(page.nextBefore).toBe(page.alerts[9].id);
    const seen: string[] = page.alerts.map((a: { message: string }) => a.message);
    let before = page.nextBefore;
    while (before) {
      const next = (await ctx.request('GET', `/api/alerts?limit=10&before=${before}`, cookie)).json();
      seen.push(...next.alerts.map((a: { message: string }) => a.message));
      before = next.nextBefore;
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `Meldung ${25 - i}`));
  });

  it('counts unread per user; "Alle als gelesen markieren" moves only that user’s mark, never back', async () => {
    await seed(3);
    const anna = await ctx.signIn('user');
    const ben = await ctx.signIn('manager');
    const state = (cookie: string) => ctx.request('GET', '/api/alerts/state', cookie).then((r) => r.json());
    expect(await state(anna.cookie)).toEqual({ unread: 3, seenId: 0, digest: false });

    const read = await ctx.request('POST', '/api/alerts/read', anna.cookie, {});
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ unread: 0 });
    expect(await state(ben.cookie)).toMatchObject({ unread: 3 });
    const list = (await ctx.request('GET', '/api/alerts', anna.cookie)).json();
    expect(list.alerts.every((a: { unread: boolean }) => !a.unread)).toBe(true);

    // A new alert counts again; marking up to an older id never moves the mark back.
    await raiseAlerts(ctx.database.db, [{ kind: 'cost_cap', companyId: null, message: 'Neu' }]);
    expect(await state(anna.cookie)).toMatchObject({ unread: 1 });
    const seenId = (await state(anna.cookie)).seenId;
    await ctx.request('POST', '/api/alerts/read', anna.cookie, { upTo: 1 });
    expect(await state(anna.cookie)).toMatchObject({ unread: 1, seenId });
    // Up to what the list showed: a past id beyond the newest alert stops at the newest.
    await ctx.request('POST', '/api/alerts/read', anna.cookie, { upTo: 2_000_000_000 });
    const after = await state(anna.cookie);
    expect(after.unread).toBe(0);
    const [row] = await ctx.database.db
      .select({ seen: users.alertsSeenId })
      .from(users)
      .where(eq(users.id, anna.userId));
    expect(row.seen).toBe(after.seenId);
    expect(after.seenId).toBeLessThan(2_000_000_000);
  });

  it('counts unread up to the cap (the badge shows 99+)', async () => {
    await seed(130);
    const { cookie } = await ctx.signIn('user');
    expect((await ctx.request('GET', '/api/alerts/state', cookie)).json()).toMatchObject({ unread: 100 });
  });

  it('the digest switch is the user’s own, and recorded in the audit log', async () => {
    const anna = await ctx.signIn('user');
    const ben = await ctx.signIn('admin');
    const on = await ctx.request('PUT', '/api/alerts/settings', anna.cookie, { digest: true });
    expect(on.json()).toMatchObject({ digest: true });
    expect((await ctx.request('GET', '/api/alerts/state', ben.cookie)).json()).toMatchObject({
      digest: false,
    });
    const [entry] = await ctx.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(entry).toMatchObject({
      userId: anna.userId,
      entity: 'user',
      entityId: anna.userId,
      action: 'settings_updated',
      changes: { alertDigest: { from: false, to: true } },
    });
    const bad = await ctx.request('PUT', '/api/alerts/settings', anna.cookie, { digest: 'ja' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/E-Mail-Zusammenfassung/);
  });

  it('refuses the signed-out and bad input with German messages', async () => {
    expect((await ctx.request('GET', '/api/alerts')).statusCode).toBe(401);
    expect((await ctx.request('GET', '/api/alerts/state')).statusCode).toBe(401);
    expect((await ctx.request('POST', '/api/alerts/read', undefined, {})).statusCode).toBe(401);
    const { cookie } = await ctx.signIn('user');
    for (const url of [
      '/api/alerts?before=abc',
      '/api/alerts?limit=0',
      '/api/alerts?limit=101',
      '/api/alerts?x=1',
    ]) {
      const res = await ctx.request('GET', url, cookie);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/[A-ZÄÖÜ]/);
    }
    const bad = await ctx.request('POST', '/api/alerts/read', cookie, { upTo: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ungültige ID');
  });
});
