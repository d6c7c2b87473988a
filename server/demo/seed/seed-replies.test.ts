import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { seedDemo } from './seed-demo';
import { seedReplies } from './seed-replies';

describeApi('demo replies', (ctx) => {
  it("fills the first company's inbox with two replies and a bounce, marked on the customers", async () => {
    const db = ctx.database.db;
    const { companyIds } = await seedDemo(db, { customers: 24, reviews: 0, emailLogs: 60, scanLogs: 0 });
    await seedReplies(db, companyIds[0]);
    const { cookie } = await ctx.signIn('user');
    const inbox = await ctx.getList(`/api/replies?companyId=${companyIds[0]}`, cookie, { expectOk: true });
    expect(inbox.body.map((r: { kind: string }) => r.kind)).toEqual(['reply', 'bounce', 'reply']);
    expect(inbox.body.every((r: { customerName: string | null }) => r.customerName)).toBe(true);
    const list = await ctx.getList(
      `/api/customers?companyId=${companyIds[0]}&withReviews=true&limit=100`,
      cookie,
    );
    const marked = list.body.filter((c: { repliedAt: string | null }) => c.repliedAt);
    const bounced = list.body.filter((c: { emailBouncedAt: string | null }) => c.emailBouncedAt);
    expect([marked.length, bounced.length]).toEqual([2, 1]);
    const settings = await ctx.request('GET', `/api/imap-settings/${companyIds[0]}`, cookie);
    expect(settings.json().imapEnabled).toBe(false);
  });
});
