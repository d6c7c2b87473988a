// The 'Antworten' inbox, a customer's thread and the IMAP settings over the API: filters and paging,
// marking read, roles and bad input (issue 24). The reading itself: replies.imap.test.ts.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, ISO } from '../../../tests/support/app';
import { addCompany, addCustomer, addEmailLog } from '../../../tests/support/seed';
import { auditEvents, companies, emailReplies } from '../../db/schema';

const MINUTE = 60_000;

describeApi('replies API', (ctx) => {
  const db = () => ctx.database.db;

  async function seed() {
    const company = await addCompany(db(), 'Reputationsschutz Nord GmbH');
    const other = await addCompany(db(), 'Andere Firma');
    const mueller = await addCustomer(db(), company.id, {
      name: 'Bäckerei Müller',
      email: 'inhaber@mueller.de',
    });
    const weber = await addCustomer(db(), company.id, { name: 'Autohaus Weber', email: 'info@weber.de' });
    const offer = await addEmailLog(db(), mueller, {
      emailSubject: 'Ihre Google-Bewertung',
      emailContent: 'Sehr geehrter Herr Müller, …',
      sentAt: new Date(Date.now() - 120 * MINUTE),
      createdAt: new Date(Date.now() - 120 * MINUTE),
    });
    const base = { companyId: company.id, fromName: null };
    const [reply1, bounce, reply2] = await db()
      .insert(emailReplies)
      .values([
        {
          ...base,
          customerId: mueller.id,
          emailLogId: offer.id,
          kind: 'reply' as const,
          messageId: '<r1@mueller.de>',
          fromAddress: 'inhaber@mueller.de',
          subject: 'Re: Ihre Google-Bewertung',
          bodyText: 'Ja,   bitte\nrufen Sie an. <script>alert(1)</script>',
          receivedAt: new Date(Date.now() - 60 * MINUTE),
        },
        {
          ...base,
          customerId: weber.id,
          kind: 'bounce' as const,
          messageId: '<dsn1@mx.google.com>',
          fromAddress: 'mailer-daemon@googlemail.com',
          subject: 'Delivery Status Notification (Failure)',
          bodyText: 'Address not found',
          receivedAt: new Date(Date.now() - 30 * MINUTE),
        },
        {
          ...base,
          customerId: mueller.id,
          kind: 'reply' as const,
          messageId: '<r2@mueller.de>',
          fromAddress: 'inhaber@mueller.de',
          subject: 'Noch eine Frage',
          bodyText: 'Was kostet das?',
          receivedAt: new Date(Date.now() - 10 * MINUTE),
          seenAt: new Date(),
        },
      ])
      .returning();
    await db()
      .insert(emailReplies)
      .values({ ...base, companyId: other.id, kind: 'reply', messageId: '<x@y>', receivedAt: new Date() });
    return { company, other, mueller, weber, offer, reply1, bounce, reply2 };
  }

  it('lists the inbox newest first, filtered and paged, with the customer name', async () => {
    const s = await seed();
    const { cookie } = await ctx.signIn('user');
    const all = await ctx.getList(`/api/replies?companyId=${s.company.id}`, cookie, { expectOk: true });
    expect(all.total).toBe(3);
    expect(all.body.map((r: { id: number }) => r.id)).toEqual([s.reply2.id, s.bounce.id, s.reply1.id]);
    expect(all.body[2]).toEqual({
      id: s.reply1.id,
      kind: 'reply',
      customerId: s.mueller.id,
      customerName: 'Bäckerei Müller',
      fromAddress: 'inhaber@mueller.de',
      fromName: null,
      subject: 'Re: Ihre Google-Bewertung',
      snippet: 'Ja, bitte rufen Sie an. <script>alert(1)</script>',
      receivedAt: expect.stringMatching(ISO),
      seenAt: null,
      emailLogId: s.offer.id,
    });
    const ids = async (query: string) =>
      (
        await ctx.getList(`/api/replies?companyId=${s.company.id}&${query}`, cookie, { expectOk: true })
      ).body.map((r: { id: number }) => r.id);
    expect(await ids('filter=unread')).toEqual([s.bounce.id, s.reply1.id]);
    expect(await ids('filter=replies')).toEqual([s.reply2.id, s.reply1.id]);
    expect(await ids('filter=bounces')).toEqual([s.bounce.id]);
    expect(await ids('filter=')).toHaveLength(3);
    const page = await ctx.getList(`/api/replies?companyId=${s.company.id}&limit=2&offset=2`, cookie);
    expect(page.body.map((r: { id: number }) => r.id)).toEqual([s.reply1.id]);
    expect(page.total).toBe(3);
    const beyond = await ctx.getList(`/api/replies?companyId=${s.company.id}&limit=2&offset=10`, cookie);
    expect(beyond.body).toEqual([]);
    expect(beyond.total).toBe(3);
  });

  it('opens a reply with its text and the offer it answers, and marks it read once', async () => {
    const s = await seed();
    const { cookie } = await ctx.signIn('user');
    const detail = await ctx.request('GET', `/api/replies/${s.reply1.id}`, cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      bodyText: 'Ja,   bitte\nrufen Sie an. <script>alert(1)</script>',
      emailLogSubject: 'Ihre Google-Bewertung',
      seenAt: null,
    });
    const read = await ctx.request('POST', `/api/replies/${s.reply1.id}/read`, cookie);
    expect(read.statusCode).toBe(200);
    const { seenAt } = read.json();
    expect(seenAt).toMatch(ISO);
    const again = await ctx.request('POST', `/api/replies/${s.reply1.id}/read`, cookie);
    expect(again.json().seenAt).toBe(seenAt);
    const unread = await ctx.getList(`/api/replies?companyId=${s.company.id}&filter=unread`, cookie);
    expect(unread.body.map((r: { id: number }) => r.id)).toEqual([s.bounce.id]);
  });

  it("answers a customer's thread: our mails and their replies in time order", async () => {
    const s = await seed();
    const { cookie } = await ctx.signIn('user');
    const res = await ctx.request('GET', `/api/customers/${s.mueller.id}/reply-thread`, cookie);
    expect(res.statusCode).toBe(200);
    const thread = res.json();
    expect(thread.entries.map((e: { type: string; id: number }) => [e.type, e.id])).toEqual([
      ['sent', s.offer.id],
      ['received', s.reply1.id],
      ['received', s.reply2.id],
    ]);
    expect(thread.entries[0]).toMatchObject({
      subject: 'Ihre Google-Bewertung',
      status: 'sent',
      kind: 'review',
    });
    expect(thread).toMatchObject({ repliedAt: null, emailBouncedAt: null });
    expect((await ctx.request('GET', '/api/customers/999999/reply-thread', cookie)).statusCode).toBe(404);
  });

  it('refuses bad input with German messages and answers 404 for the unknown', async () => {
    const s = await seed();
    const { cookie } = await ctx.signIn('user');
    const bad = async (url: string, status = 400) => {
      const res = await ctx.request('GET', url, cookie);
      expect(res.statusCode, url).toBe(status);
      return res.json().message as string;
    };
    expect(await bad(`/api/replies?companyId=${s.company.id}&filter=spam`)).toMatch(/Ungültiger Filter/);
    expect(await bad('/api/replies')).toMatch(/Firmen-ID/);
    expect(await bad(`/api/replies?companyId=${s.company.id}&limit=0`)).toMatch(/Limit/);
    expect(await bad(`/api/replies?companyId=${s.company.id}&extra=1`)).toMatch(/Unbekannter Schlüssel/);
    expect(await bad('/api/replies?companyId=999999', 404)).toBe('Firma nicht gefunden');
    expect(await bad('/api/replies/abc')).toBe('Ungültige ID');
    expect(await bad('/api/replies/999999', 404)).toBe('Nachricht nicht gefunden');
    expect((await ctx.request('POST', '/api/replies/999999/read', cookie)).statusCode).toBe(404);
    expect((await ctx.request('GET', `/api/replies?companyId=${s.company.id}`)).statusCode).toBe(401);
  });

  it('lets managers switch IMAP and admins alone change the server, which drops the app password', async () => {
    const company = await addCompany(db(), 'Reputationsschutz Nord GmbH');
    const sealed = ctx.app.ctx.secrets.seal('geheimes-app-passwort');
    await db()
      .update(companies)
      .set({ gmailEmail: 'vertrieb@nord.de', gmailPasswordSealed: sealed })
      .where(eq(companies.id, company.id));
    const user = await ctx.signIn('user');
    const manager = await ctx.signIn('manager');
    const admin = await ctx.signIn('admin');
    const url = `/api/imap-settings/${company.id}`;

    const read = await ctx.request('GET', url, user.cookie);
    expect(read.json()).toEqual({
      imapEnabled: false,
      imapHost: 'imap.gmail.com',
      imapPort: 993,
      hasMailAccount: true,
      gmailEmail: 'vertrieb@nord.de',
      checkedAt: null,
      error: null,
    });
    expect(read.body).not.toContain('geheim');
    expect((await ctx.request('PUT', url, user.cookie, { imapEnabled: true })).statusCode).toBe(403);
    expect((await ctx.request('POST', `/api/test-imap/${company.id}`, user.cookie)).statusCode).toBe(403);

    const on = await ctx.request('PUT', url, manager.cookie, { imapEnabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ imapEnabled: true, hasMailAccount: true });
    const hostByManager = await ctx.request('PUT', url, manager.cookie, { imapHost: 'imap.example.org' });
    expect(hostByManager.statusCode).toBe(403);
    expect(hostByManager.json().message).toBe('Nur Administratoren dürfen IMAP-Host und IMAP-Port ändern');

    const bad = async (body: unknown) => {
      const res = await ctx.request('PUT', url, admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ imapPort: 70000 })).toMatch(/IMAP-Port muss eine Zahl zwischen 1 und 65535 sein/);
    expect(await bad({ imapPort: 'abc' })).toMatch(/IMAP-Port/);
    expect(await bad({ imapHost: 'imap.gmail.com\u0000evil' })).toMatch(/imapHost/);
    expect(await bad({ imapHost: 'a b' })).toMatch(/Ungültiger IMAP-Host/);
    expect(await bad({ imapEnabled: 'ja' })).toMatch(/Antworten abrufen/);
    expect(await bad({ password: 'x' })).toMatch(/Unbekannter Schlüssel/);

    const moved = await ctx.request('PUT', url, admin.cookie, {
      imapHost: 'imap.example.org',
      imapPort: '143',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      imapHost: 'imap.example.org',
      imapPort: 143,
      hasMailAccount: false,
    });
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    expect(row.gmailPasswordSealed).toBeNull();

    const audit = await db().select().from(auditEvents).where(eq(auditEvents.companyId, company.id));
    expect(audit.map((a) => a.changes)).toEqual([
      { imapEnabled: { from: false, to: true } },
      {
        imapHost: { from: 'imap.gmail.com', to: 'imap.example.org' },
        imapPort: { from: 993, to: 143 },
        gmailPassword: { secret: true },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('geheim');

    const noAccount = await ctx.request('POST', `/api/test-imap/${company.id}`, admin.cookie);
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().message).toMatch(/kein E-Mail-Konto hinterlegt/);
    expect((await ctx.request('GET', '/api/imap-settings/999999', user.cookie)).statusCode).toBe(404);
    expect((await ctx.request('PUT', '/api/imap-settings/999999', admin.cookie, {})).statusCode).toBe(404);
  });
});
