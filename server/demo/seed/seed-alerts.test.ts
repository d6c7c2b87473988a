import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { seedAlerts } from './seed-alerts';
import { seedDemo } from './seed-demo';

describeApi('demo alerts', (ctx) => {
  it('gives the bell a few alerts of the first company, newest first, naming its customers', async () => {
    const db = ctx.database.db;
    const { companyIds } = await seedDemo(db, { customers: 24, reviews: 0, emailLogs: 0, scanLogs: 0 });
    await seedAlerts(db, companyIds[0]);
    const { cookie } = await ctx.signIn('user');
    const { alerts } = (await ctx.request('GET', '/api/alerts', cookie)).json();
    expect(alerts.map((a: { kind: string }) => a.kind)).toEqual([
      'scan_failed',
      'link_broken',
      'email_failed',
      'opt_out',
      'cost_cap',
    ]);
    expect(alerts.every((a: { companyId: number }) => a.companyId === companyIds[0])).toBe(true);
    expect(alerts[0].message).toMatch(/^Scan von „.+“ fehlgeschlagen: Apify-Lauf fehlgeschlagen/);
    expect((await ctx.request('GET', '/api/alerts/state', cookie)).json()).toMatchObject({ unread: 5 });
  });
});
