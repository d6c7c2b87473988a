// The server process a bench measures: started with `nodeArgs` on its own port, with no scheduler
// and no scan workers, and waited for until /api/health answers (30 s at most).
import { type ChildProcess, spawn } from 'node:child_process';

export async function startBenchServer(opts: {
  databaseUrl: string;
  appSecret: string;
  /** What node runs: the bundle or the sources (with their flags). */
  nodeArgs: string[];
  /** The port is this plus a random number below 1000. */
  portBase: number;
}): Promise<{ url: string; server: ChildProcess }> {
  const port = opts.portBase + Math.floor(Math.random() * 1000);
  const server = spawn(process.execPath, opts.nodeArgs, {
    env: {
      ...process.env,
      DATABASE_URL: opts.databaseUrl,
      APP_SECRET: opts.appSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      SCHEDULER: 'off',
      SCAN_WORKERS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, server };
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('Server nicht erreichbar');
}
