import { connect } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi, testConfig } from '../../tests/support/app';
import { openTestDatabase, type TestDatabase } from '../../tests/support/db';
import { type App, buildApp } from '../app';
import { companies, customers, users } from '../db/schema';
import {
  badUrlMessage,
  hasInvalidPercentEncoding,
  invalidUtf8Message,
  nestsDeeperThan,
  tooDeepMessage,
} from './raw-input';

describe('nestsDeeperThan and hasInvalidPercentEncoding', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[]}}', 2)).toBe(true);
    expect(nestsDeeperThan('[[],[],[]]', 2)).toBe(false);
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\",  "b":[[]]}', 2)).toBe(true);
  });

  it('finds percent-escapes that are no UTF-8, and leaves the rest alone', () => {
    for (const bad of ['/x?s=%FF', '/x?s=%E0%A4', '/x?s=%C0%80', '/x?s=%ED%A0%80', '/%FE/x']) {
      expect(hasInvalidPercentEncoding(bad), bad).toBe(true);
    }
    for (const good of [
      '/x?s=%C3%BC',
      '/x?s=%EF%BF%BD',
      '/x?s=100%',
      '/x?s=%zz',
      '/x?a=%41&b=%F0%9F%98%80',
    ]) {
      expect(hasInvalidPercentEncoding(good), good).toBe(false);
    }
  });
});

describeApi('raw input: JSON bodies and URLs', (ctx) => {
  const post = (url: string, payload: string | Buffer, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload,
    });

  it('refuses deeply nested JSON with a German 400 instead of overflowing the stack', async () => {
    const { cookie } = await ctx.signIn('admin');
    const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    for (const [url, body, auth] of [
      ['/api/auth/login', deepArray, undefined],
      ['/api/auth/login', deepObject, undefined],
      ['/api/companies', `{"name":${deepArray}}`, cookie],
    ] as const) {
      const res = await post(url, body, auth);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: tooDeepMessage });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeDefined();
    }
    // 64 levels still parse: the schema then judges the value.
    const ok = await post('/api/auth/login', `{"email":${'['.repeat(63)}${']'.repeat(63)},"password":"x"}`);
    expect(ok.statusCode).toBe(400);
    expect(ok.json().message).not.toBe(tooDeepMessage);
    expect((await ctx.database.db.select({ n: count() }).from(companies))[0].n).toBe(0);
  });

  it('refuses JSON with invalid UTF-8 bytes instead of storing U+FFFD, and keeps valid UTF-8', async () => {
    const { cookie } = await ctx.signIn('admin');
    const bytes = (before: string, raw: number[], after: string) =>
      Buffer.concat([Buffer.from(before), Buffer.from(raw), Buffer.from(after)]);
    for (const [url, body] of [
      ['/api/auth/login', bytes('{"email":"a', [0xff, 0xfe], '@example.com","password":"x"}')],
      ['/api/companies', bytes('{"name":"Firma ', [0xc3], '"}')],
      ['/api/companies', bytes('{"name":"Firma ', [0xed, 0xa0, 0x80], '"}')],
      ['/api/users', bytes('{"name":"', [0x80], '","email":"u@example.com","password":"geheim-geheim"}')],
    ] as const) {
      const res = await post(url, body, cookie);
      expect(res.statusCode, body.toString('latin1')).toBe(400);
      expect(res.json()).toEqual({ message: invalidUtf8Message });
    }
    expect((await ctx.database.db.select({ n: count() }).from(companies))[0].n).toBe(0);
    expect((await ctx.database.db.select({ n: count() }).from(users))[0].n).toBe(1);

    const good = await post('/api/companies', Buffer.from('{"name":"Müller & Söhne 😀 \uFFFD"}'), cookie);
    expect(good.statusCode).toBe(201);
    expect(good.json().name).toBe('Müller & Söhne 😀 \uFFFD');
    const withCharset = await ctx.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { 'content-type': 'Application/JSON; charset=UTF-8', cookie },
      payload: Buffer.from('{"name":"Größe"}'),
    });
    expect(withCharset.statusCode).toBe(201);
    expect(withCharset.json().name).toBe('Größe');
  });

  it('refuses query strings with percent-escapes that are no UTF-8', async () => {
    const { cookie } = await ctx.signIn('admin');
    const [company] = await ctx.database.db.insert(companies).values({ name: 'Firma' }).returning();
    for (const search of ['%FF', 'a%E0%A4%A', '%C0%80']) {
      const res = await ctx.request('GET', `/api/customers?companyId=${company.id}&search=${search}`, cookie);
      expect(res.statusCode, search).toBe(400);
      expect(res.json()).toEqual({ message: badUrlMessage });
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    // Before sign-in too, and before any route is found.
    expect((await ctx.request('GET', '/api/customers?search=%FF')).json()).toEqual({
      message: badUrlMessage,
    });
    expect((await ctx.request('GET', '/api/nowhere?x=%FF')).statusCode).toBe(400);
    for (const search of ['M%C3%BCller', '100%', '%EF%BF%BD']) {
      const res = await ctx.request('GET', `/api/customers?companyId=${company.id}&search=${search}`, cookie);
      expect(res.statusCode, search).toBe(200);
    }
    expect((await ctx.database.db.select({ n: count() }).from(customers))[0].n).toBe(0);
  });
});

/** Writes `chunks` to a raw connection and reads until the server closes it. */
function rawExchange(port: number, chunks: string[], timeoutMs = 5_000) {
  return new Promise<{ text: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${timeoutMs} ms: ${Buffer.concat(received).toString()}`));
    }, timeoutMs);
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.on('data', (data) => received.push(data));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(received).toString('utf8'), ms: Date.now() - started });
    });
  });
}

function parseResponse(text: string) {
  const [head, body] = text.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('what Node answers before Fastify (a real server on a port)', () => {
  let database: TestDatabase;
  let app: App;
  let port: number;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({
      database,
      config: testConfig,
      jobs: { startDelayMs: 0, tickMs: 0 },
      requestTimeout: { ms: 400, checkEveryMs: 50 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const expectGermanJson = (text: string, status: number, message: string) => {
    const res = parseResponse(text);
    expect(res.status, text.slice(0, 200)).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(JSON.parse(res.body)).toEqual({ message });
    expect(Buffer.byteLength(res.body)).toBe(Number(res.headers['content-length']));
  };

  it('answers headers over the limit with a German 431 and the security headers', async () => {
    const { text } = await rawExchange(port, [
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    expectGermanJson(text, 431, 'Die Anfrage-Kopfzeilen sind zu groß');
  });

  it('cuts off a client that sends its headers and then only part of the body (408)', async () => {
    const { text, ms } = await rawExchange(port, [
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    ]);
    expectGermanJson(text, 408, 'Die Anfrage hat zu lange gedauert');
    expect(ms).toBeGreaterThanOrEqual(350);
    expect(ms).toBeLessThan(3_000);
  });

  it('answers a request Node cannot parse with a German 400, and serves good requests as before', async () => {
    const { text } = await rawExchange(port, ['NONSENSE\r\n\r\n']);
    expectGermanJson(text, 400, 'Ungültige Anfrage');
    const ok = await rawExchange(port, [
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    ]);
    expect(parseResponse(ok.text).status).toBe(200);
  });
});
