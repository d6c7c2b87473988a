import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUserSchema } from '../../common/schemas/user';
import { openDatabase } from '../../server/db/client';
import { createUser } from '../../server/modules/users/users.service';
import { E2E_ADMIN } from './constants';
import { seedE2eData } from './seed';

const root = fileURLToPath(new URL('../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The real server (built web app, PGlite in a temporary DATA_DIR) with the fixed e2e data. */
export default async function setup() {
  if (!existsSync(join(root, 'dist/web/index.html')))
    throw new Error('dist/web fehlt: zuerst "npm run build"');
  const dataDir = mkdtempSync(join(tmpdir(), 'review-dashboard-e2e-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  await database.migrate();
  await createUser(
    database.db,
    createUserSchema.parse({ name: 'Administrator', role: 'admin', ...E2E_ADMIN }),
  );
  await seedE2eData(database.db);
  await database.close();

  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SCHEDULER: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`Server beendet mit Code ${server.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('Server nicht rechtzeitig erreichbar');
    await new Promise((r) => setTimeout(r, 200));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
