// The real server as a child process (server/main.ts), for tests that kill, restart or run several
// instances side by side.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface AppProcess {
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** True while the process runs. */
  alive(): boolean;
  /** SIGKILL, then waits for the end. */
  kill(): Promise<void>;
  /** SIGTERM (a graceful shut-down), then waits for the end. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts the server with these variables on a free port and waits until /api/health answers. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // TEST_APP_LOG=info (or any level) shows the processes' logs while debugging a test.
    env: {
      ...process.env,
      SCHEDULER: 'off',
      LOG_LEVEL: process.env.TEST_APP_LOG ?? 'fatal',
      ...env,
      PORT: String(port),
    },
    stdio: process.env.TEST_APP_LOG ? 'inherit' : 'ignore',
  });
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  const end = async (signal: NodeJS.Signals) => {
    if (running) child.kill(signal);
    await exited;
  };
  const app: AppProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    exited,
    alive: () => running,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
  for (let i = 0; i < 300 && running; i++) {
    const ok = await fetch(`${app.base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return app;
    await new Promise((r) => setTimeout(r, 100));
  }
  await app.kill();
  throw new Error('Server startete nicht');
}

/** Signs in and returns the session's cookie header. */
export async function signInAt(base: string, email: string, password: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Anmeldung fehlgeschlagen: ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0];
}

export interface ScanStatus {
  running: boolean;
  last: { status: string; done: number; total: number } | null;
}

/** Polls the scan status until no scan runs (or the time is up) and returns the last answer. */
export async function waitForScanEnd(base: string, cookie: string, companyId: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  let status: ScanStatus | undefined;
  while (Date.now() < until) {
    const res = await fetch(`${base}/api/manual-scan/status/${companyId}`, { headers: { cookie } }).catch(
      () => undefined,
    );
    if (res?.ok) {
      status = (await res.json()) as ScanStatus;
      if (!status.running) return status;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return status;
}
