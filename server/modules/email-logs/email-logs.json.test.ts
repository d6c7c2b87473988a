// The e-mail log list is JSON written by PostgreSQL (jsonPage): it must be byte for byte what the
// route's response schema would serialize for the same rows, so clients see no change.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { emailLogSchema } from '../../../common/schemas/email-log';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addEmailLog } from '../../../tests/support/seed';
import { emailLogs } from '../../db/schema';

const serialized = (body: string) => JSON.stringify(z.array(emailLogSchema).parse(JSON.parse(body)));

describeApi('e-mail log list as JSON from PostgreSQL', (ctx) => {
  it('answers exactly what the response schema writes, escapes and ISO dates included', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id, { name: 'Hotel „Krause“', email: 'a"b@krause.de' });
    const sent = await addEmailLog(db, customer, {
      emailSubject: 'Ihre Bewertung – 5 € Rabatt 😀',
      emailContent: 'Sehr geehrte Frau Krause,\n\n\t"Zitat" \\ \u0007 Ende',
      recipient: 'a"b@krause.de',
      isTest: true,
      sentAt: new Date('2026-02-02T10:00:05.001Z'),
      createdAt: new Date('2026-02-02T10:00:00Z'),
    });
    await db
      .update(emailLogs)
      .set({ createdAt: sql`'2026-02-02T10:00:00.999999Z'` })
      .where(eq(emailLogs.id, sent.id));
    await addEmailLog(db, customer, {
      status: 'failed',
      errorMessage: 'SMTP-Fehler 535\n5.7.8',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    const { cookie } = await ctx.signIn('user');

    const page = await ctx.getList(`/api/email-logs?companyId=${company.id}`, cookie, { expectOk: true });
    expect(page.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(page.total).toBe(2);
    expect(page.res.body).toBe(serialized(page.res.body));
    expect(page.body[0]).toMatchObject({
      id: sent.id,
      emailContent: 'Sehr geehrte Frau Krause,\n\n\t"Zitat" \\ \u0007 Ende',
      isTest: true,
      sentAt: '2026-02-02T10:00:05.001Z',
      createdAt: '2026-02-02T10:00:00.999Z',
    });
    expect(page.body[1]).toMatchObject({
      status: 'failed',
      sentAt: null,
      errorMessage: 'SMTP-Fehler 535\n5.7.8',
    });

    const searched = await ctx.getList(`/api/email-logs?companyId=${company.id}&search=zitat`, cookie);
    expect([searched.total, searched.res.body]).toEqual([1, serialized(searched.res.body)]);
  });
});
