import { Writable } from 'node:stream';
import { count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, type Method, testConfig } from '../../tests/support/app';
import { buildApp } from '../app';
import { companies, customers, users } from '../db/schema';

describeApi('bad input and strangers', (ctx) => {
  /** An admin's cookie, the company 'Firma' and a valid customer of it for a case to spoil. */
  async function adminWithCompany() {
    const { cookie } = await ctx.signIn('admin');
    const [company] = await ctx.database.db.insert(companies).values({ name: 'Firma' }).returning();
    const customer = {
      companyId: company.id,
      name: 'Kunde',
      email: 'k@example.com',
      googleMapsLink: 'https://maps.app.goo.gl/x',
    };
    return { cookie, company, customer };
  }

  it('refuses text with NUL characters in every field and search with a German 400, writing nothing', async () => {
    const { cookie, company, customer } = await adminWithCompany();
    const nul = 'a\u0000b';
    const cases: [Method, string, unknown, string][] = [
      ['POST', '/api/auth/login', { email: nul, password: 'x' }, 'email'],
      ['POST', '/api/users', { name: nul, email: 'n@example.com', password: 'geheim-geheim' }, 'name'],
      ['POST', '/api/companies', { name: nul }, 'name'],
      ['PUT', `/api/companies/${company.id}`, { name: 'Firma', description: nul }, 'description'],
      ['PUT', `/api/companies/${company.id}`, { name: 'Firma', apifyActorId: nul }, 'apifyActorId'],
      ['POST', '/api/customers', { ...customer, name: nul }, 'name'],
      ['POST', '/api/customers', { ...customer, phone: nul }, 'phone'],
      ['POST', '/api/customers', { ...customer, googleMapsLink: nul }, 'googleMapsLink'],
      ['POST', '/api/customers', { ...customer, contactPerson: nul }, 'contactPerson'],
      ['POST', '/api/customers', { ...customer, name: 'x\uD800y' }, 'name'],
      ['GET', `/api/customers?companyId=${company.id}&search=%00`, undefined, 'search'],
      ['GET', `/api/reviews?companyId=${company.id}&search=a%00`, undefined, 'search'],
      ['GET', `/api/email-logs?companyId=${company.id}&search=%00`, undefined, 'search'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await ctx.request(
        method,
        url,
        method === 'POST' && url === '/api/auth/login' ? undefined : cookie,
        payload,
      );
      expect(res.statusCode, `${method} ${url} ${field}`).toBe(400);
      expect(res.json().message).toBe(
        `Das Feld „${field}“ enthält ungültige Zeichen (z. B. ein Nullzeichen).`,
      );
    }
    expect((await ctx.database.db.select({ n: count() }).from(customers))[0].n).toBe(0);
    expect((await ctx.database.db.select({ n: count() }).from(companies))[0].n).toBe(1);
    expect((await ctx.database.db.select({ n: count() }).from(users))[0].n).toBe(1);
  });

  it('refuses control characters in names with a German 400, keeping line breaks in multi-line text', async () => {
    const { cookie, company, customer } = await adminWithCompany();
    const cases: [Method, string, unknown, string, string][] = [
      ['POST', '/api/companies', { name: 'Fir\u0007ma' }, 'name', 'Firmenname'],
      ['PUT', `/api/companies/${company.id}`, { name: 'Fir\tma' }, 'name', 'Firmenname'],
      ['POST', '/api/customers', { ...customer, name: 'Kun\u001Bde' }, 'name', 'Name'],
      [
        'POST',
        '/api/customers',
        { ...customer, contactPerson: 'A\u0085B' },
        'contactPerson',
        'Ansprechpartner',
      ],
      [
        'POST',
        '/api/users',
        { name: 'A\nB', email: 'n@example.com', password: 'geheim-geheim' },
        'name',
        'Name',
      ],
    ];
    for (const [method, url, payload, field, label] of cases) {
      const res = await ctx.request(method, url, cookie, payload);
      expect(res.statusCode, `${method} ${url} ${field}`).toBe(400);
      expect(res.json().message).toBe(`${label} darf keine Steuerzeichen enthalten`);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect((await ctx.database.db.select({ n: count() }).from(customers))[0].n).toBe(0);
    expect((await ctx.database.db.select({ n: count() }).from(users))[0].n).toBe(1);
    const [stored] = await ctx.database.db.select().from(companies);
    expect(stored.name).toBe('Firma');

    const description = 'Zeile 1\nZeile 2\tmit Tab';
    const ok = await ctx.request('PUT', `/api/companies/${company.id}`, cookie, {
      name: 'Firma',
      description,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().description).toBe(description);
  });

  it('refuses direction overrides and line separators in names that become a From display name', async () => {
    const { cookie, company, customer } = await adminWithCompany();
    const chars = [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u2028',
      '\u2029',
    ];
    for (const c of chars) {
      const cases: [Method, string, unknown, string, string][] = [
        ['POST', '/api/companies', { name: `Bank${c}moc.knab` }, 'name', 'Firmenname'],
        ['PUT', `/api/companies/${company.id}`, { name: `Fir${c}ma` }, 'name', 'Firmenname'],
        [
          'PUT',
          `/api/companies/${company.id}`,
          { name: 'Firma', contactName: `Anna${c}Schulz` },
          'contactName',
          'Ansprechpartner',
        ],
        [
          'PUT',
          `/api/companies/${company.id}`,
          { name: 'Firma', legalName: `Firma${c} GmbH` },
          'legalName',
          'Firmenname mit Rechtsform',
        ],
        ['POST', '/api/customers', { ...customer, name: `Kun${c}de` }, 'name', 'Name'],
      ];
      for (const [method, url, payload, field, label] of cases) {
        const res = await ctx.request(method, url, cookie, payload);
        const what = `${method} ${url} ${field} U+${c.charCodeAt(0).toString(16)}`;
        expect(res.statusCode, what).toBe(400);
        expect(res.json().message, what).toBe(`${label} darf keine Steuerzeichen enthalten`);
        expect(res.json().errors[0].field, what).toBe(field);
      }
    }
    expect((await ctx.database.db.select({ n: count() }).from(customers))[0].n).toBe(0);
    const stored = await ctx.database.db.select().from(companies);
    expect(stored.map((c) => [c.name, c.contactName, c.legalName])).toEqual([['Firma', null, null]]);
    // Right-to-left names themselves are welcome: only the invisible direction controls are refused.
    const hebrew = await ctx.request('PUT', `/api/companies/${company.id}`, cookie, { name: 'חברה בע״מ' });
    expect(hebrew.statusCode, hebrew.body).toBe(200);
  });

  it('keeps every field an update does not name (a PUT without role demoted the user)', async () => {
    const { cookie } = await ctx.signIn('admin');
    const { userId } = await ctx.signIn('manager', 'chefin@example.com');
    const res = await ctx.request('PUT', `/api/users/${userId}`, cookie, { name: 'Neue Chefin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Neue Chefin', email: 'chefin@example.com', role: 'manager' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(row.role).toBe('manager');
  });

  it('answers malformed URLs through the one error handler, in German, with the security headers', async () => {
    const { cookie } = await ctx.signIn('admin');
    const long = await ctx.request('PUT', `/api/users/${'1'.repeat(300)}`, cookie, {});
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'Die Adresse ist zu lang' });
    expect(long.headers['x-content-type-options']).toBe('nosniff');
    for (const method of ['GET', 'PUT'] as const) {
      const bad = await ctx.request(method, '/api/users/%E0%A4%A', cookie, method === 'PUT' ? {} : undefined);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Ungültige Adresse (URL)' });
      expect(bad.headers['content-security-policy']).toBeDefined();
    }
  });

  it('answers strangers 401 before any validation, and users 403 on what only managers may do', async () => {
    for (const [method, url] of <[Method, string][]>[
      ['GET', '/api/reviews?companyId=abc'],
      ['GET', '/api/email-logs?companyId=abc'],
      ['GET', '/api/scan-logs?status=kaputt'],
      ['GET', '/api/dashboard-stats/abc'],
      ['GET', '/api/customers?companyId=abc'],
      ['POST', '/api/reviews/abc/archive'],
      ['GET', '/api/users'],
      ['GET', '/api/automation-settings/abc'],
      ['POST', '/api/manual-scan/abc'],
    ]) {
      const res = await ctx.request(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Nicht angemeldet. Bitte melden Sie sich an.');
    }
    expect((await ctx.request('GET', '/api/health')).statusCode).toBe(200);
    const { cookie } = await ctx.signIn('user');
    for (const [method, url] of <[Method, string][]>[
      ['POST', '/api/companies'],
      ['POST', '/api/customers'],
      ['POST', '/api/users'],
      ['POST', '/api/manual-scan/1'],
      ['PUT', '/api/automation-settings/1'],
      ['POST', '/api/test-apify'],
    ]) {
      expect((await ctx.request(method, url, cookie, {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('logs a 500 by code and route only: no hash, secret, e-mail or statement parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      database: ctx.database,
      config: testConfig,
      logger: { level: 'error', stream },
    });
    await app.ready();
    const { cookie } = await ctx.signIn('admin');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin-x@example.com', password: 'x' },
    });
    expect(login.statusCode).toBe(401);
    // A real database failure: the users table is briefly gone.
    await ctx.database.db.execute(sql`alter table users rename to users_away`);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { cookie: cookie.replace('sid=', 'sid=') },
        payload: { name: 'Geheim', email: 'geheim@example.com', password: 'sehr-geheim-123' },
      });
      expect([401, 500]).toContain(res.statusCode);
      const res2 = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'leak@example.com', password: 'pw-leak-123' },
      });
      expect(res2.statusCode).toBe(500);
      expect(res2.json()).toEqual({
        message: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
      });
    } finally {
      await ctx.database.db.execute(sql`alter table users_away rename to users`);
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('"code":"42P01"');
    for (const secret of [
      'leak@example.com',
      'pw-leak-123',
      'geheim@example.com',
      'sehr-geheim-123',
      '$argon2',
      'params',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
