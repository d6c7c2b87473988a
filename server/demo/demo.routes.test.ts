import { expect, it } from 'vitest';
import { describeApi } from '../../tests/support/app';
import { addCompany, addCustomer, addEmailLog } from '../../tests/support/seed';
import type { SinkMessage } from './smtp-sink';
import type { Demo } from './start-demo';

// The demo mailbox (issue 19): every mail names its company, found through its e-mail log's
// Message-ID in SQL; companyId narrows the list there; limit/offset page it with X-Total-Count.
const messages: SinkMessage[] = [];
const demo = { sink: { messages }, credentials: [] } as unknown as Demo;

const mail = (messageId: string | null, subject: string, at: number): SinkMessage => ({
  from: 'absender@firma.test',
  to: ['kunde@kunde.test'],
  raw: '',
  headers: new Map(messageId ? [['message-id', messageId]] : []),
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
  receivedAt: at,
});

describeApi(
  'demo mailbox',
  (ctx) => {
    async function fixture() {
      const db = ctx.database.db;
      const north = await addCompany(db, 'Nord GmbH');
      const south = await addCompany(db, 'Süd AG');
      const a = await addCustomer(db, north.id, { name: 'Café Nord' });
      const b = await addCustomer(db, south.id, { name: 'Bäckerei Süd' });
      await addEmailLog(db, a, { messageId: '<log-1@nord.test>' });
      await addEmailLog(db, b, { messageId: '<log-2@sued.test>' });
      await addEmailLog(db, a, { messageId: '<log-3@nord.test>' });
      messages.splice(
        0,
        messages.length,
        mail('<log-1@nord.test>', 'Erste an Nord', Date.parse('2026-03-01T08:00:00Z')),
        mail('<log-2@sued.test>', 'An Süd', Date.parse('2026-03-01T09:00:00Z')),
        mail('<log-3@nord.test>', 'Zweite an Nord', Date.parse('2026-03-01T10:00:00Z')),
        mail(null, 'Ohne Log', Date.parse('2026-03-01T11:00:00Z')),
      );
      return { north, south };
    }

    it('names each mail’s company, newest first, and filters by company in SQL', async () => {
      const { north, south } = await fixture();
      const { cookie } = await ctx.signIn('user');
      const all = await ctx.getList('/api/demo/mails', cookie, { expectOk: true });
      expect(all.total).toBe(4);
      expect(
        all.body.map((m: { subject: string; companyName: string | null }) => [m.subject, m.companyName]),
      ).toEqual([
        ['Ohne Log', null],
        ['Zweite an Nord', 'Nord GmbH'],
        ['An Süd', 'Süd AG'],
        ['Erste an Nord', 'Nord GmbH'],
      ]);
      expect(all.body[1]).toMatchObject({ companyId: north.id, receivedAt: '2026-03-01T10:00:00.000Z' });

      ctx.database.clearQueries();
      const nord = await ctx.getList(`/api/demo/mails?companyId=${north.id}`, cookie, { expectOk: true });
      expect(nord.total).toBe(2);
      expect(nord.body.map((m: { subject: string }) => m.subject)).toEqual([
        'Zweite an Nord',
        'Erste an Nord',
      ]);
      // The company is part of the statement's condition, not a filter afterwards.
      expect(ctx.database.queries.some((q) => q.includes('"email_logs"."company_id" ='))).toBe(true);
      const sued = await ctx.getList(`/api/demo/mails?companyId=${south.id}`, cookie, { expectOk: true });
      expect(sued.body.map((m: { subject: string }) => m.subject)).toEqual(['An Süd']);

      const page = await ctx.getList('/api/demo/mails?limit=2&offset=1', cookie, { expectOk: true });
      expect(page.total).toBe(4);
      expect(page.body.map((m: { subject: string }) => m.subject)).toEqual(['Zweite an Nord', 'An Süd']);
    });

    it('answers 404 for an unknown company, 400 for a bad one, 401 without session', async () => {
      await fixture();
      const { cookie } = await ctx.signIn('user');
      const unknown = await ctx.getList('/api/demo/mails?companyId=999', cookie);
      expect([unknown.status, unknown.body]).toEqual([404, { message: 'Firma nicht gefunden' }]);
      expect((await ctx.getList('/api/demo/mails?companyId=x', cookie)).status).toBe(400);
      expect((await ctx.getList('/api/demo/mails', '')).status).toBe(401);
    });
  },
  { demo: () => demo },
);
