import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { testConfig } from '../tests/support/app';
import { onPglite } from '../tests/support/db';
import { buildApp } from './app';
import { ensureFirstAdmin } from './bootstrap-admin';
import { openDatabase } from './db/client';

async function start(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  const config = { ...testConfig, adminEmail: 'chef@example.com', adminPassword: 'chef-passwort' };
  const app = await buildApp({ database, config });
  await ensureFirstAdmin(database.db, config, app.log);
  return {
    app,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

// On PGlite only: CI's PostgreSQL step (TEST_BACKENDS=postgres) would run the same again.
it.runIf(onPglite)('keeps users and sessions in DATA_DIR across a restart', { timeout: 60_000 }, async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'restart-test-')), 'pglite');
  const first = await start(dir);
  const login = await first.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'chef@example.com', password: 'chef-passwort' },
  });
  expect(login.statusCode).toBe(200);
  const cookie = `sid=${login.cookies[0].value}`;
  await first.stop();

  const second = await start(dir);
  const me = await second.app.inject({ url: '/api/auth/user', headers: { cookie } });
  expect(me.statusCode).toBe(200);
  expect(me.json().email).toBe('chef@example.com');
  const users = await second.app.inject({ url: '/api/users', headers: { cookie } });
  expect(users.json()).toHaveLength(1);
  await second.stop();
});
