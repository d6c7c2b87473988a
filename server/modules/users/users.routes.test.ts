import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { describeApi, PASSWORD } from '../../../tests/support/app';
import { users } from '../../db/schema';

describeApi('users', (ctx) => {
  const userCount = async () => (await ctx.database.db.select({ n: count() }).from(users))[0].n;

  it('lists users without passwords, for every signed-in role', async () => {
    const { cookie } = await ctx.signIn('user');
    const res = await ctx.request('GET', '/api/users', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      id: expect.any(Number),
      email: 'user1@example.com',
      name: expect.any(String),
      role: 'user',
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
    });
    expect(res.body).not.toMatch(/password|argon/i);
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const res = await ctx.app.inject({ url: '/api/users' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Nicht angemeldet. Bitte melden Sie sich an.');
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/users', payload: { unknown: 1 } });
    expect(bad.statusCode).toBe(401);
  });

  it('creates a user with role user by default and refuses a taken e-mail with 409', async () => {
    const { cookie } = await ctx.signIn('admin');
    const created = await ctx.request('POST', '/api/users', cookie, {
      name: 'Neu',
      email: 'Neu@Example.com',
      password: '12345678',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'neu@example.com', role: 'user', lastLoginAt: null });
    expect(created.body).not.toMatch(/password/i);
    const again = await ctx.request('POST', '/api/users', cookie, {
      name: 'X',
      email: 'neu@example.com',
      password: '12345678',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ein Benutzer mit dieser E-Mail-Adresse existiert bereits');
  });

  it('gives the exact German password messages', async () => {
    const { cookie } = await ctx.signIn('admin');
    const missing = await ctx.request('POST', '/api/users', cookie, { name: 'A', email: 'a@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Passwort ist für neue Benutzer erforderlich');
    expect(missing.json().errors).toEqual([
      { field: 'password', message: 'Passwort ist für neue Benutzer erforderlich' },
    ]);
    const short = await ctx.request('POST', '/api/users', cookie, {
      name: 'A',
      email: 'a@example.com',
      password: 'kurz',
    });
    expect(short.json().message).toBe('Passwort muss mindestens 8 Zeichen haben');
  });

  it('keeps the password when the edit leaves it blank, and ends sessions when it changes', async () => {
    const { cookie } = await ctx.signIn('admin');
    const { cookie: userCookie, userId } = await ctx.signIn('user', 'u@example.com');
    const keep = await ctx.request('PUT', `/api/users/${userId}`, cookie, {
      name: 'Umbenannt',
      email: 'u@example.com',
      role: 'user',
      password: '',
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().name).toBe('Umbenannt');
    expect((await ctx.request('GET', '/api/auth/user', userCookie)).statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'u@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const change = await ctx.request('PUT', `/api/users/${userId}`, cookie, {
      name: 'Umbenannt',
      email: 'u@example.com',
      role: 'user',
      password: 'ein-neues-passwort',
    });
    expect(change.statusCode).toBe(200);
    expect((await ctx.request('GET', '/api/auth/user', userCookie)).statusCode).toBe(401);
    // The admin's own session is untouched.
    expect((await ctx.request('GET', '/api/auth/user', cookie)).statusCode).toBe(200);
  });

  it('lets only admins change users', async () => {
    for (const role of ['user', 'manager'] as const) {
      const { cookie, userId } = await ctx.signIn(role);
      const create = await ctx.request('POST', '/api/users', cookie, {
        name: 'X',
        email: `x-${role}@example.com`,
        password: '12345678',
      });
      expect(create.statusCode).toBe(403);
      expect(create.json().message).toBe('Keine Berechtigung für diese Aktion');
      const promote = await ctx.request('PUT', `/api/users/${userId}`, cookie, {
        name: 'X',
        email: `${role}@example.com`,
        role: 'admin',
      });
      expect(promote.statusCode).toBe(403);
      expect((await ctx.request('DELETE', `/api/users/${userId}`, cookie)).statusCode).toBe(403);
    }
  });

  it('never deletes yourself or the last admin, and deleting a user ends their sessions', async () => {
    const { cookie, userId } = await ctx.signIn('admin');
    const self = await ctx.request('DELETE', `/api/users/${userId}`, cookie);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Sie können Ihr eigenes Konto nicht löschen');

    const demote = await ctx.request('PUT', `/api/users/${userId}`, cookie, {
      name: 'A',
      email: 'admin1@example.com',
      role: 'user',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(
      'Der letzte Administrator kann nicht entfernt oder herabgestuft werden',
    );

    const { cookie: otherCookie, userId: otherId } = await ctx.signIn('user');
    expect((await ctx.request('DELETE', `/api/users/${otherId}`, cookie)).statusCode).toBe(200);
    expect((await ctx.request('GET', '/api/auth/user', otherCookie)).statusCode).toBe(401);
    expect((await ctx.request('DELETE', `/api/users/${otherId}`, cookie)).statusCode).toBe(404);
  });

  it('answers bad input with 4xx and a German message and writes nothing', async () => {
    const { cookie } = await ctx.signIn('admin');
    const before = await userCount();
    const bodies: InjectOptions['payload'][] = [
      {},
      { name: 'A', email: 'keine-mail', password: '12345678' },
      { name: 123, email: 'a@example.com', password: '12345678' },
      { name: 'A', email: 'a@example.com', password: '12345678', role: 'superuser' },
      { name: 'A', email: 'a@example.com', password: '12345678', isAdmin: true },
      { name: 'x'.repeat(5000), email: 'a@example.com', password: '12345678' },
      [1, 2, 3],
      'nur ein String',
    ];
    for (const payload of bodies) {
      const res = await ctx.request('POST', '/api/users', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A'.repeat(300_000), email: 'a@example.com', password: '12345678' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Die Anfrage ist zu groß');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"name":"A",',
    });
    expect(malformed.statusCode).toBe(400);
    for (const url of ['/api/users/abc', '/api/users/-1', '/api/users/1.5', '/api/users/99999999999']) {
      const res = await ctx.request('DELETE', url, cookie);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Ungültige ID');
    }
    expect(await userCount()).toBe(before);
  });

  it('stores SQL and HTML in strings verbatim, as data', async () => {
    const { cookie } = await ctx.signIn('admin');
    const sqlName = "Robert'); DROP TABLE users;--";
    const res = await ctx.request('POST', '/api/users', cookie, {
      name: sqlName,
      email: "o'brien@example.com",
      password: '12345678',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe(sqlName);
    expect(await userCount()).toBe(2);
  });

  it('stores HTML in names as plain text', async () => {
    const { cookie } = await ctx.signIn('admin');
    const res = await ctx.request('POST', '/api/users', cookie, {
      name: '<script>alert(1)</script>',
      email: 'html@example.com',
      password: '12345678',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('<script>alert(1)</script>');
    expect(res.headers['content-type']).toContain('application/json');
  });
});
