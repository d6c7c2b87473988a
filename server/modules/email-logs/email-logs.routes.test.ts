import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addEmailLog, addReview, seedDemo } from '../../../tests/support/seed';
import { emailLogs } from '../../db/schema';

describeApi('email logs', (ctx) => {
  it('answers a company’s logs newest first with customer name and e-mail', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id, { name: 'Optiker Braun', email: 'kontakt@braun.de' });
    const review = await addReview(db, customer);
    const failed = await addEmailLog(db, customer, {
      reviewId: review.id,
      status: 'failed',
      errorMessage: 'SMTP-Fehler 535',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    const sent = await addEmailLog(db, customer, {
      sentAt: new Date('2026-02-02T10:00:05Z'),
      createdAt: new Date('2026-02-02T10:00:00Z'),
    });
    await addEmailLog(db, await addCustomer(db, (await addCompany(db, 'Andere')).id));
    const { cookie } = await ctx.signIn('user');

    const { status, body, total } = await ctx.getList(`/api/email-logs?companyId=${company.id}`, cookie);
    expect(status).toBe(200);
    expect(total).toBe(2);
    expect(body.map((r: { id: number }) => r.id)).toEqual([sent.id, failed.id]);
    expect(body[1]).toEqual({
      id: failed.id,
      customerId: customer.id,
      customerName: 'Optiker Braun',
      customerEmail: 'kontakt@braun.de',
      reviewId: review.id,
      emailSubject: 'Neue negative Bewertung',
      emailContent: 'Sehr geehrte Damen und Herren',
      status: 'failed',
      errorMessage: 'SMTP-Fehler 535',
      recipient: null,
      isTest: false,
      kind: 'review',
      invoiceId: null,
      sentAt: null,
      createdAt: '2026-02-01T10:00:00.000Z',
    });
  });

  it('searches subject, content, customer name and e-mail; filters by status', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const a = await addCustomer(db, company.id, { name: 'Hotel Krause', email: 'rezeption@krause.de' });
    const b = await addCustomer(db, company.id, { name: 'Malerbetrieb Lange', email: 'info@lange_maler.de' });
    const subject = await addEmailLog(db, a, { emailSubject: 'Bewertung 50% schlechter', status: 'pending' });
    const content = await addEmailLog(db, a, { emailContent: 'Sehr geehrte Frau Krause', status: 'failed' });
    const other = await addEmailLog(db, b);
    const umlauts = await addEmailLog(db, b, { emailSubject: 'ÄRGER', emailContent: 'Über C:\\Mails' });
    const { cookie } = await ctx.signIn('user');
    const ids = async (query: string) =>
      (await ctx.getList(`/api/email-logs?companyId=${company.id}&${query}`, cookie)).body
        .map((r: { id: number }) => r.id)
        .sort((x: number, y: number) => x - y);

    expect(await ids('search=50%25')).toEqual([subject.id]);
    expect(await ids('search=FRAU')).toEqual([content.id]);
    expect(await ids('search=krause')).toEqual([subject.id, content.id]);
    expect(await ids('search=lange_')).toEqual([other.id, umlauts.id]);
    expect(await ids('search=REZEPTION@')).toEqual([subject.id, content.id]);
    // Umlauts fold as case does, in subject and text; a backslash is a character, not an escape.
    expect(await ids('search=%C3%A4rger')).toEqual([umlauts.id]);
    expect(await ids('search=%C3%9CBER')).toEqual([umlauts.id]);
    expect(await ids('search=c%3A%5Cmails')).toEqual([umlauts.id]);
    // Subject and text are searched each on its own: a term across both finds nothing.
    expect(await ids('search=schlechter%20sehr')).toEqual([]);
    expect(await ids('status=sent')).toEqual([other.id, umlauts.id]);
    expect(await ids('status=failed')).toEqual([content.id]);
    expect(await ids('status=pending&search=krause')).toEqual([subject.id]);
    expect(await ids('status=all')).toEqual([subject.id, content.id, other.id, umlauts.id]);
  });

  it('leaves the mail text out with withContent=false and still searches it', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id, { name: 'Hotel Krause' });
    const log = await addEmailLog(db, customer, {
      emailContent: 'Sehr geehrte Frau Krause, 49,00 € „netto“',
    });
    const { cookie } = await ctx.signIn('user');
    const list = (query: string) => ctx.getList(`/api/email-logs?companyId=${company.id}&${query}`, cookie);

    const full = (await list('')).body[0];
    expect(full.emailContent).toBe('Sehr geehrte Frau Krause, 49,00 € „netto“');
    const lean = await list('withContent=false&search=frau');
    expect(lean.total).toBe(1);
    const { emailContent: _, ...rest } = full;
    expect(lean.body).toEqual([rest]);
    expect(lean.body[0].id).toBe(log.id);
    expect((await list('withContent=1')).body[0].emailContent).toBe(full.emailContent);
    const bad = await list('withContent=nein');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('withContent muss true oder false sein');
  });

  it('pages without gaps or duplicates and counts the filtered total', async () => {
    const db = ctx.database.db;
    const { companyIds } = await seedDemo(db, { customers: 10, reviews: 300, emailLogs: 260, scanLogs: 0 });
    const id = companyIds[0];
    const expected = await db
      .select({ id: emailLogs.id })
      .from(emailLogs)
      .where(and(eq(emailLogs.companyId, id), eq(emailLogs.status, 'sent')))
      .orderBy(desc(emailLogs.createdAt), desc(emailLogs.id));
    const { cookie } = await ctx.signIn('user');
    const seen: number[] = [];
    for (let offset = 0; offset < expected.length + 70; offset += 70) {
      const page = await ctx.getList(
        `/api/email-logs?companyId=${id}&status=sent&limit=70&offset=${offset}`,
        cookie,
      );
      expect(page.total).toBe(expected.length);
      seen.push(...page.body.map((r: { id: number }) => r.id));
    }
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it('answers 404 for an unknown company, 400 for bad parameters, 401 without session', async () => {
    const { cookie } = await ctx.signIn('user');
    const unknown = await ctx.getList('/api/email-logs?companyId=42', cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Firma nicht gefunden' });
    for (const [query, message] of [
      ['', 'Ungültige Firmen-ID'],
      ['companyId=1&status=delivered', 'Ungültiger Status'],
      ['companyId=1&limit=1000', 'Limit darf höchstens 500 sein'],
      ['companyId=1&page=2', 'Unbekannter Schlüssel: "page"'],
    ]) {
      const res = await ctx.getList(`/api/email-logs?${query}`, cookie);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
    expect((await ctx.app.inject({ url: '/api/email-logs?companyId=1' })).statusCode).toBe(401);
  });
});
