// The portal link from the drawer (issue 36 point 1) on both databases: a manager's new link
// revokes every older one and is written to the audit log without its token; a plain user may
// look but not make one; the drawer learns when the owner opened the portal.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, testConfig } from '../../../tests/support/app';
import { addCompany, addCustomer } from '../../../tests/support/seed';
import { auditEvents } from '../../db/schema';
import { issuePortalToken } from './portal-links';

describeApi('portal links from the drawer', (ctx) => {
  const db = () => ctx.database.db;

  it('a manager makes a new link: older links stop working, the new one opens the portal, the audit log has no token', async () => {
    const company = await addCompany(db());
    const customer = await addCustomer(db(), company.id);
    const older = await issuePortalToken(db(), { companyId: company.id, customerId: customer.id });
    expect((await ctx.request('GET', `/api/portal/${older}`)).statusCode).toBe(200);

    const { cookie, userId } = await ctx.signIn('manager');
    const res = await ctx.request('POST', `/api/customers/${customer.id}/portal-link`, cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { url } = res.json() as { url: string };
    expect(url).toMatch(new RegExp(`^${testConfig.publicUrl}/kunde/[A-Za-z0-9_-]{43}$`));
    const token = url.split('/').at(-1) as string;

    expect((await ctx.request('GET', `/api/portal/${older}`)).statusCode).toBe(404);
    const view = await ctx.request('GET', `/api/portal/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().customer.name).toBe('Bäckerei Müller');

    const audit = await db().select().from(auditEvents).where(eq(auditEvents.entityId, customer.id));
    expect(audit).toEqual([
      expect.objectContaining({
        userId,
        entity: 'customer',
        action: 'portal_link_created',
        companyId: company.id,
        changes: { portalLinks: { from: '1 gültig', to: 'gesperrt' } },
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('the drawer reads when the owner first and last opened the portal', async () => {
    const company = await addCompany(db());
    const customer = await addCustomer(db(), company.id);
    const { cookie } = await ctx.signIn('user');
    const url = `/api/customers/${customer.id}/portal`;
    expect((await ctx.request('GET', url, cookie)).json()).toEqual({
      firstOpenedAt: null,
      lastOpenedAt: null,
      orders: [],
    });

    const token = await issuePortalToken(db(), { companyId: company.id, customerId: customer.id });
    await issuePortalToken(db(), { companyId: company.id, customerId: customer.id });
    const before = Date.now();
    await ctx.request('GET', `/api/portal/${token}`);
    const seen = (await ctx.request('GET', url, cookie)).json();
    expect(Date.parse(seen.firstOpenedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(seen.lastOpenedAt)).toBeGreaterThanOrEqual(Date.parse(seen.firstOpenedAt));
  });

  it('a plain user 403, no session 401, an unknown customer 404, a bad id 400', async () => {
    const company = await addCompany(db());
    const customer = await addCustomer(db(), company.id);
    const path = `/api/customers/${customer.id}/portal-link`;
    const user = await ctx.signIn('user');
    const refused = await ctx.request('POST', path, user.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Keine Berechtigung für diese Aktion');
    expect((await ctx.request('POST', path)).statusCode).toBe(401);
    const admin = await ctx.signIn('admin');
    const missing = await ctx.request('POST', '/api/customers/999999/portal-link', admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Kunde nicht gefunden');
    expect((await ctx.request('GET', '/api/customers/999999/portal', admin.cookie)).statusCode).toBe(404);
    for (const id of ['abc', '0', '%00', '9'.repeat(30)]) {
      const res = await ctx.request('POST', `/api/customers/${id}/portal-link`, admin.cookie);
      expect(res.statusCode, id).toBe(400);
    }
    expect(await db().select().from(auditEvents)).toEqual([]);
  });
});
