import { expect, it } from 'vitest';
import { describeApi, PASSWORD, testConfig } from '../../../tests/support/app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { THROTTLE_LIMITS } from './login-throttle';

// Behind a reverse proxy (docs/operations.md) every request comes from the proxy's address: only
// with TRUST_PROXY does the login throttle see the clients, and the cookie know it went out as https.
describeApi('behind a reverse proxy', (ctx) => {
  it('throttles each client by its forwarded address and marks the cookie secure for https', async () => {
    const app = await buildApp({
      database: ctx.database,
      config: { ...testConfig, trustProxy: '127.0.0.1' },
    });
    try {
      await ctx.signIn('user', 'proxy@example.com');
      const login = (client: string, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'proxy@example.com', password },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client, 'x-forwarded-proto': 'https' },
        });
      for (let i = 0; i < THROTTLE_LIMITS.pair; i++)
        expect((await login('198.51.100.7', 'falsch-falsch')).statusCode).toBe(401);
      expect((await login('198.51.100.7', PASSWORD)).statusCode).toBe(429);
      const other = await login('192.0.2.44', PASSWORD);
      expect(other.statusCode).toBe(200);
      expect(other.headers['set-cookie']).toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });
});

it('reads TRUST_PROXY as true, a hop count or addresses, and refuses anything else', () => {
  const base = { DATA_DIR: '/tmp/proxy-config-test', APP_SECRET: 'x'.repeat(40) };
  expect(loadConfig(base).trustProxy).toBeUndefined();
  expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
    '10.0.0.0/8, 127.0.0.1',
  );
  const hops = loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
  expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  expect(() => loadConfig({ ...base, TRUST_PROXY: 'alle' })).toThrow(/TRUST_PROXY/);
});
