import { ConfigError, loadConfig } from './config';

async function main() {
  const config = loadConfig();
  // The database opens (PGlite compiles its WebAssembly) while the server's modules load.
  const opening = import('./db/client').then(({ openDatabase }) =>
    openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
    ),
  );
  const [{ buildApp }, { ensureFirstAdmin }, database] = await Promise.all([
    import('./app'),
    import('./bootstrap-admin'),
    opening,
  ]);
  await database.migrate();
  const app = await buildApp({
    database,
    config,
    logger: {
      level: process.env.LOG_LEVEL ?? 'info',
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    },
  });
  await ensureFirstAdmin(database.db, config, app.log);
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: fahre herunter`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
