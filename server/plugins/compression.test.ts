import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { describeApi } from '../../tests/support/app';
import { addCompany, addCustomer, addEmailLog } from '../../tests/support/seed';
import { acceptsGzip } from './compression';

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});

describeApi('compressed answers', (ctx) => {
  it('sends lists gzip-compressed to clients that take it, the same JSON, and plain to others', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    for (let i = 0; i < 20; i++) {
      const customer = await addCustomer(db, company.id, { name: `Kunde ${i}` });
      await addEmailLog(db, customer, {
        emailContent: `Sehr geehrte Damen und Herren, ${'Text '.repeat(40)}`,
      });
    }
    const { cookie } = await ctx.signIn('user');
    for (const url of [
      `/api/customers?companyId=${company.id}&withReviews=true`,
      `/api/customers?companyId=${company.id}`,
      `/api/email-logs?companyId=${company.id}`,
    ]) {
      const plain = await ctx.app.inject({ url, headers: { cookie } });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);

      const zipped = await ctx.app.inject({
        url,
        headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toMatch(/^application\/json/);
      expect(zipped.headers['x-total-count']).toBe(plain.headers['x-total-count']);
      expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());

      const refused = await ctx.app.inject({ url, headers: { cookie, 'accept-encoding': 'gzip;q=0, br' } });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.json()).toEqual(plain.json());
    }
  });

  it('leaves small answers and errors as they are', async () => {
    const { cookie } = await ctx.signIn('user');
    const headers = { cookie, 'accept-encoding': 'gzip' };
    const me = await ctx.app.inject({ url: '/api/auth/user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();
    const bad = await ctx.app.inject({ url: '/api/customers?companyId=abc', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-encoding']).toBeUndefined();
    expect(bad.json().message).toBeTruthy();
  });
});
