import { expect, it } from 'vitest';
import { describeApi, PASSWORD } from '../../../tests/support/app';
import { THROTTLE_LIMITS } from './login-throttle';

describeApi('auth', (ctx) => {
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

  it('signs in, answers the current user without secrets, and signs out', async () => {
    const { cookie } = await ctx.signIn('user', 'Anna@Example.com');
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'anna@example.com', role: 'user' });
    expect(me.body).not.toMatch(/password|hash|argon/i);

    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Nicht angemeldet. Bitte melden Sie sich an.');
  });

  it('sets an HttpOnly SameSite=Lax cookie and a new session id at every login', async () => {
    await ctx.signIn('user', 'b@example.com');
    const first = await login('b@example.com', PASSWORD);
    const second = await login('b@example.com', PASSWORD, { cookie: `sid=${first.cookies[0].value}` });
    const c = second.cookies[0];
    expect(c).toMatchObject({ name: 'sid', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c.value).not.toBe(first.cookies[0].value);
    // The replaced session is gone.
    const old = await ctx.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `sid=${first.cookies[0].value}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('gives the same German answer for an unknown e-mail and a wrong password', async () => {
    await ctx.signIn('user', 'c@example.com');
    const wrong = await login('c@example.com', 'falsch-falsch');
    const unknown = await login('nobody@example.com', 'falsch-falsch');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Ungültige E-Mail-Adresse oder ungültiges Passwort');
  });

  it('slows down repeated failed logins with 429 and a German message', async () => {
    await ctx.signIn('user', 'd@example.com');
    for (let i = 0; i < THROTTLE_LIMITS.pair; i++) {
      expect((await login('d@example.com', 'falsch-falsch')).statusCode).toBe(401);
    }
    const blocked = await login('d@example.com', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('ends sessions that were idle too long', async () => {
    const { cookie } = await ctx.signIn('user', 'e@example.com');
    await ctx.database.db.execute(
      // biome-ignore lint/suspicious/noExplicitAny: raw SQL helper
      (await import('drizzle-orm')).sql`update sessions set last_seen_at = now() - interval '3 hours'` as any,
    );
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('ends sessions past the absolute time-out even when active', async () => {
    const { cookie } = await ctx.signIn('user', 'f@example.com');
    const { sql } = await import('drizzle-orm');
    await ctx.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses state changes from a foreign origin', async () => {
    const { cookie } = await ctx.signIn('admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { name: 'X', email: 'x@example.com', password: '12345678' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Anfrage von fremder Herkunft abgelehnt');
    const list = await ctx.app.inject({ url: '/api/users', headers: { cookie } });
    expect(list.json()).toHaveLength(1);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('rejects bad login bodies with 400 and a German message', async () => {
    for (const payload of [{}, { email: 1, password: 2 }, { email: 'a@b.de', password: 'x', extra: true }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Ungültiges JSON im Anfragetext');
  });
});
