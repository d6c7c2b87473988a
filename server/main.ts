import { type Config, ConfigError, loadConfig } from './config';
import type { Database } from './db/client';
import type { Demo } from './demo/start-demo';
import { loggerOptions } from './lib/logger-options';

async function main() {
  const config = loadConfig();
  // The database opens (PGlite compiles its WebAssembly) while the server's modules load.
  // The demo keeps its own database beside the real one, so trying it never touches real data.
  const opening = import('./db/client').then(({ openDatabase }) =>
    openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: `${config.dataDir}/${config.demo ? 'demo-pglite' : 'pglite'}` },
    ),
  );
  const [{ buildApp }, { ensureFirstAdmin }, { safeErrorFields }, database] = await Promise.all([
    import('./app'),
    import('./bootstrap-admin'),
    import('./plugins/error-handler'),
    opening,
  ]);
  await database.migrate();
  const logger = loggerOptions(config.logLevel ?? 'info');
  const demo = config.demo ? await startDemoMode(database, config) : undefined;
  const app = await buildApp({
    database,
    config: demo ? { ...config, apifyBaseUrl: demo.fake.url } : config,
    logger,
    demo,
  });
  // A rejection nobody awaited (a library's background call on a connection the database just cut)
  // is logged, and the server keeps serving instead of ending (docs/decisions/039).
  process.on('unhandledRejection', (reason) => app.log.error(safeErrorFields(reason), 'unhandled rejection'));
  if (!demo) await ensureFirstAdmin(database.db, config, app.log);
  await app.listen({ port: config.port, host: config.host });
  if (demo) printDemoWelcome(demo, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: fahre herunter`);
    await app.close();
    await demo?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function startDemoMode(database: Database, config: Config) {
  const [{ startDemo }, { default: pino }] = await Promise.all([import('./demo/start-demo'), import('pino')]);
  return startDemo(database.db, config.appSecret, pino({ level: config.logLevel ?? 'info' }));
}

function printDemoWelcome(demo: Demo, config: Config) {
  // The demo listens on loopback only (config.ts); an IPv6 address goes in brackets.
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const lines = demo.credentials.map((c) => `  ${c.role.padEnd(8)} ${c.email.padEnd(22)} ${c.password}`);
  console.log(
    `\n  Demo läuft: ${url}\n  Anmelden mit (Rolle, E-Mail, Passwort):\n${lines.join('\n')}\n` +
      '  Scans lesen aus einem simulierten Apify, E-Mails landen im Demo-Postfach (Seite "Demo-Postfach").\n',
  );
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
