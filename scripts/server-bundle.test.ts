// The bundle `npm start` runs is not what the other tests run (they load the TypeScript): build it
// and use it once, so a dependency that breaks when bundled fails here, not in production.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildServer } from './build-if-stale.mjs';

it('builds the server bundle, which starts on PGlite, signs in and stops cleanly', async () => {
  expect(buildServer()).toBe(true);
  const dataDir = mkdtempSync(join(tmpdir(), 'bundle-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const server = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'bundle-passwort',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (c) => {
    stderr += c;
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 300 || server.exitCode !== null) throw new Error(`Server nicht bereit: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'bundle-passwort' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const companies = await fetch(`${base}/api/companies`, { headers: { cookie } });
    expect(companies.status).toBe(200);
    expect(await companies.json()).toEqual([]);
    const bad = await fetch(`${base}/api/customers?companyId=abc`, { headers: { cookie } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Ungültige ID');
  } finally {
    server.kill('SIGTERM');
    const code = await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(0);
  }
}, 120_000);
