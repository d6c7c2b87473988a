// Tokens never in the server's log (issue 36, decision 070): the logger main.ts starts with writes
// every request line with the token of a portal, opt-out or sign-up confirmation link masked.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../tests/support/app';
import { backends, openTestDatabase, type TestDatabase } from '../tests/support/db';
import { type App, buildApp } from './app';
import { loggerOptions, MASK, maskTokens } from './lib/logger-options';

const token = 'Q2hlY2tUaGVMb2dzRm9yVGhpc1Rva2VuUGxlYXNlMTIz';

describe('request log', () => {
  let database: TestDatabase;
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(backends[0]);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ database, config: testConfig, logger: { ...loggerOptions('info'), stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('masks the token of every link kind, keeps the rest of the path, and leaves other paths alone', async () => {
    const paths = [
      `/kunde/${token}`,
      `/api/portal/${token}`,
      `/api/portal/${token}/invoices/12.pdf`,
      `/abmelden/${token}`,
      `/api/public/signup/confirm/${token}?x=1`,
      `/alarm/confirm/${token}`,
      `/api/portal/${'A'.repeat(300)}`,
    ];
    for (const url of paths) await app.inject({ method: 'GET', url, headers: { cookie: 'sid=geheim' } });
    await app.inject({ method: 'GET', url: '/api/health' });
    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain('A'.repeat(50));
    expect(log).not.toContain('geheim');
    const urls = lines.map((l) => JSON.parse(l).req?.url).filter(Boolean);
    expect(urls).toEqual([
      `/kunde/${MASK}`,
      `/api/portal/${MASK}`,
      `/api/portal/${MASK}/invoices/12.pdf`,
      `/abmelden/${MASK}`,
      `/api/public/signup/confirm/${MASK}?x=1`,
      `/alarm/confirm/${MASK}`,
      `/api/portal/${MASK}`,
      '/api/health',
    ]);
  });

  it('maskTokens', () => {
    expect(maskTokens('/kunde/')).toBe(`/kunde/${MASK}`);
    expect(maskTokens('/kunde/abc#x')).toBe(`/kunde/${MASK}#x`);
    expect(maskTokens('/api/public/signup/slug')).toBe('/api/public/signup/slug');
    expect(maskTokens('/alarm/cafe-nord')).toBe('/alarm/cafe-nord');
    expect(maskTokens('/api/customers/3/portal-link')).toBe('/api/customers/3/portal-link');
  });
});
