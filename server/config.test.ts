import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-test-'));

it('uses the documented defaults and keeps a generated APP_SECRET in DATA_DIR', () => {
  const dir = dataDir();
  const config = loadConfig({ DATA_DIR: dir });
  expect(config).toMatchObject({
    port: 5000,
    host: '127.0.0.1',
    dataDir: dir,
    scheduler: true,
    scanWorkers: true,
    // Jobs mostly wait on Apify: by default an instance can fill the account's run limit.
    scanConcurrency: 25,
    apifyBatchSize: 200,
    apifyMaxRuns: 25,
    logLevel: 'info',
  });
  expect(config.databaseUrl).toBeUndefined();
  expect(readFileSync(join(dir, 'app-secret'), 'utf8').trim()).toBe(config.appSecret);
  expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(config.appSecret);
});

it('reads every variable of the table', () => {
  const config = loadConfig({
    PORT: '8080',
    HOST: '0.0.0.0',
    DATA_DIR: dataDir(),
    DATABASE_URL: 'postgres://u@db:5432/app',
    APP_SECRET: 'x'.repeat(40),
    ADMIN_EMAIL: 'chef@example.com',
    ADMIN_PASSWORD: 'geheim-geheim',
    SCHEDULER: 'off',
    SCAN_WORKERS: 'off',
    LOG_LEVEL: 'warn',
  });
  expect(config).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    databaseUrl: 'postgres://u@db:5432/app',
    appSecret: 'x'.repeat(40),
    adminEmail: 'chef@example.com',
    adminPassword: 'geheim-geheim',
    scheduler: false,
    scanWorkers: false,
    logLevel: 'warn',
  });
});

it('derives the scan concurrency from APIFY_MAX_RUNS unless SCAN_CONCURRENCY is set, at most 50', () => {
  const dir = dataDir();
  const concurrency = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: dir, ...env }).scanConcurrency;
  expect(concurrency({ APIFY_MAX_RUNS: '8' })).toBe(8);
  expect(concurrency({ APIFY_MAX_RUNS: '32' })).toBe(32);
  // A large plan's limit is shared by several instances; one holds at most 50 jobs (memory).
  expect(concurrency({ APIFY_MAX_RUNS: '200' })).toBe(50);
  // Set, it wins, as the docs advise for the exceptions (more workers than runs, or fewer).
  expect(concurrency({ APIFY_MAX_RUNS: '25', SCAN_CONCURRENCY: '3' })).toBe(3);
  expect(concurrency({ APIFY_MAX_RUNS: '25', SCAN_CONCURRENCY: '50' })).toBe(50);
  expect(concurrency({ SCAN_CONCURRENCY: '' })).toBe(25);
  expect(() => concurrency({ SCAN_CONCURRENCY: '51' })).toThrow(/SCAN_CONCURRENCY:/);
});

it('names the variable and the problem for a bad value', () => {
  const bad = {
    PORT: 'abc',
    DATABASE_URL: 'mysql://x',
    SCHEDULER: 'vielleicht',
    ADMIN_PASSWORD: 'kurz',
    LOG_LEVEL: 'verbose',
  };
  expect(() => loadConfig({ ...bad, DATA_DIR: dataDir() })).toThrow(ConfigError);
  try {
    loadConfig({ ...bad, DATA_DIR: dataDir() });
  } catch (error) {
    const message = (error as Error).message;
    expect(message).toMatch(/^Ungültige Konfiguration:/);
    for (const name of ['PORT', 'DATABASE_URL', 'SCHEDULER', 'ADMIN_PASSWORD', 'LOG_LEVEL'])
      expect(message).toContain(`${name}:`);
    expect(message).toContain("muss 'on' oder 'off' sein");
    expect(message).toContain('LOG_LEVEL: muss fatal, error, warn, info, debug, trace oder silent sein');
  }
});

it('runs the demo on this machine only, with its own database', () => {
  for (const HOST of ['127.0.0.1', '::1', 'localhost'])
    expect(loadConfig({ DEMO: 'on', HOST, DATA_DIR: dataDir() })).toMatchObject({ demo: true, host: HOST });
  for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'demo.example.com']) {
    expect(() => loadConfig({ DEMO: 'on', HOST, DATA_DIR: dataDir() })).toThrow(
      `Ungültige Konfiguration:\n  HOST: die Demo läuft nur auf diesem Rechner (127.0.0.1, ::1 oder localhost), nicht auf „${HOST}“ – ihre Zugangsdaten sind öffentlich`,
    );
  }
  expect(() =>
    loadConfig({ DEMO: 'on', HOST: '0.0.0.0', DATABASE_URL: 'postgres://u@db/app', DATA_DIR: dataDir() }),
  ).toThrow(
    /DEMO: läuft nur auf der eingebetteten Datenbank[\s\S]*\n {2}HOST: die Demo läuft nur auf diesem Rechner/,
  );
  expect(loadConfig({ HOST: '0.0.0.0', DATA_DIR: dataDir() }).host).toBe('0.0.0.0');
});
