import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { companies, customers } from '../../db/schema';
import { unsubscribeToken } from '../../mail/unsubscribe-token';

describeApi('one-click opt-out (RFC 8058)', (ctx) => {
  const customer = async (name: string) => {
    const [company] = await ctx.database.db
      .insert(companies)
      .values({ name: `Firma ${name}` })
      .returning();
    const [row] = await ctx.database.db
      .insert(customers)
      .values({
        companyId: company.id,
        name,
        email: `${name}@example.com`,
        googleMapsLink: 'https://maps.app.goo.gl/x',
      })
      .returning();
    return row.id;
  };
  const optedOut = async (id: number) =>
    (
      await ctx.database.db.select({ at: customers.optedOutAt }).from(customers).where(eq(customers.id, id))
    )[0].at;

  it('opts out whatever body and content type the POST carries: the token in the URL decides', async () => {
    const deep = `${'['.repeat(1000)}${']'.repeat(1000)}`;
    const cases: [string, Record<string, string>, string | Buffer | undefined][] = [
      ['form', { 'content-type': 'application/x-www-form-urlencoded' }, 'List-Unsubscribe=One-Click'],
      ['no type', {}, 'List-Unsubscribe=One-Click'],
      ['no body', {}, undefined],
      ['empty form', { 'content-type': 'application/x-www-form-urlencoded' }, ''],
      ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
      ['octet-stream', { 'content-type': 'application/octet-stream' }, Buffer.from([0xff, 0x00, 0xfe])],
      ['garbage JSON', { 'content-type': 'application/json' }, '{kaputt'],
      ['empty JSON', { 'content-type': 'application/json' }, ''],
      ['deep JSON', { 'content-type': 'application/json' }, deep],
      ['malformed type', { 'content-type': '???' }, 'x'],
      ['text', { 'content-type': 'text/plain; charset=utf-8' }, 'List-Unsubscribe=One-Click'],
    ];
    for (const [label, headers, payload] of cases) {
      const id = await customer(label.replaceAll(' ', '-'));
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/abmelden/${unsubscribeToken(ctx.app.ctx.config.appSecret, id)}`,
        headers: { origin: 'https://mail.example.net', ...headers },
        payload,
      });
      expect(res.statusCode, label).toBe(200);
      expect(res.headers['content-type'], label).toMatch(/^text\/html/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(await optedOut(id), label).toBeInstanceOf(Date);
    }
  });

  it('still refuses a bad token and an oversized body, without opting anybody out', async () => {
    const id = await customer('bleibt');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/abmelden/${id}.${'A'.repeat(32)}`,
      headers: { 'content-type': 'application/json' },
      payload: '{kaputt',
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('Dieser Abmeldelink ist ungültig');
    const big = await ctx.app.inject({
      method: 'POST',
      url: `/abmelden/${unsubscribeToken(ctx.app.ctx.config.appSecret, id)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x'.repeat(5000),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Die Anfrage ist zu groß' });
    expect(await optedOut(id)).toBeNull();
  });
});
