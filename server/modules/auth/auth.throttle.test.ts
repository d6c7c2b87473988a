import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, PASSWORD, testConfig } from '../../../tests/support/app';
import { buildApp } from '../../app';
import { THROTTLE_LIMITS } from './login-throttle';

describeApi('login throttle', (ctx) => {
  const login = (email: string, password: string, remoteAddress = '203.0.113.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('checks no more passwords than the limit in a parallel burst, whatever its position of the right one', async () => {
    await ctx.signIn('user', 'burst@example.com');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login('burst@example.com', i === 29 ? PASSWORD : `falsch-${i}`)),
    );
    const checked = answers.filter((a) => a.statusCode === 401 || a.statusCode === 200);
    expect(checked.length).toBeLessThanOrEqual(THROTTLE_LIMITS.pair);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(
      60 - THROTTLE_LIMITS.pair,
    );
    const blocked = answers.find((a) => a.statusCode === 429);
    expect(blocked?.json().message).toMatch(
      /^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es in 1[45] Minuten erneut\.$/,
    );
    expect(Number(blocked?.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('lets the owner in from a clean address while an attacker is locked out of theirs', async () => {
    await ctx.signIn('user', 'owner@example.com');
    for (let i = 0; i < THROTTLE_LIMITS.pair; i++) {
      expect((await login('owner@example.com', 'falsch-falsch', '198.51.100.66')).statusCode).toBe(401);
    }
    expect((await login('owner@example.com', PASSWORD, '198.51.100.66')).statusCode).toBe(429);
    expect((await login('owner@example.com', PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });

  it('stops a guess spread over many addresses at the per-e-mail level, and one address trying many e-mails', async () => {
    await ctx.signIn('user', 'spread@example.com');
    for (let i = 0; i < THROTTLE_LIMITS.email; i++) {
      expect(
        (await login('spread@example.com', 'falsch-falsch', `10.0.${i >> 8}.${i & 255}`)).statusCode,
      ).toBe(401);
    }
    expect((await login('spread@example.com', PASSWORD, '10.9.9.9')).statusCode).toBe(429);

    for (let i = 0; i < THROTTLE_LIMITS.addr; i++) {
      expect((await login(`niemand${i}@example.com`, 'falsch-falsch', '10.1.1.1')).statusCode).toBe(401);
    }
    expect((await login('noch-einer@example.com', 'falsch-falsch', '10.1.1.1')).statusCode).toBe(429);
  });

  it('forgives a successful sign-in and counts afresh once the window is over', async () => {
    await ctx.signIn('user', 'again@example.com');
    for (let i = 0; i < THROTTLE_LIMITS.pair - 1; i++) await login('again@example.com', 'falsch-falsch');
    expect((await login('again@example.com', PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < THROTTLE_LIMITS.pair; i++) {
      expect((await login('again@example.com', 'falsch-falsch')).statusCode).toBe(401);
    }
    expect((await login('again@example.com', PASSWORD)).statusCode).toBe(429);
    await ctx.database.db.execute(
      sql`update login_attempts set window_start = now() - interval '16 minutes'`,
    );
    expect((await login('again@example.com', PASSWORD)).statusCode).toBe(200);
  });
});

describeApi('session sweep', (ctx) => {
  it('deletes expired sessions and finished throttle windows when the server starts', async () => {
    const { cookie } = await ctx.signIn('user', 'sweep@example.com');
    await ctx.signIn('user', 'fresh@example.com');
    await ctx.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '3 hours' where user_id = (select id from users where email = 'sweep@example.com')`,
    );
    await ctx.database.db.execute(
      sql`insert into login_attempts (key, window_start, count) values ('addr:alt', now() - interval '1 hour', 3)`,
    );
    const restarted = await buildApp({ database: ctx.database, config: testConfig });
    await restarted.ready();
    await restarted.close();
    const count = async (table: string) =>
      Number(
        (
          (await ctx.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0].n,
      );
    expect(await count('sessions')).toBe(1);
    expect(await count("login_attempts where key = 'addr:alt'")).toBe(0);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});
