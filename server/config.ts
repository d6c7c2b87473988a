import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_APIFY_BATCH_SIZE, DEFAULT_APIFY_MAX_RUNS } from '../common/constants';

/** pino's levels; `silent` logs nothing. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof logLevels)[number];

/**
 * The most scan jobs one instance runs at once: 50 workers were measured at about 350 MB of peak
 * RSS on 10,000 customers (docs/decisions/045), the bound that keeps a default from APIFY_MAX_RUNS
 * of a large plan within an instance's memory.
 */
const SCAN_CONCURRENCY_MAX = 50;

/**
 * Scan jobs at once on an instance that scans. Jobs mostly wait on Apify, and the account-wide run
 * slots (APIFY_MAX_RUNS, counted in the database) already cap the runs of all instances together,
 * so by default each instance can fill the whole limit itself (docs/decisions/057).
 */
const defaultScanConcurrency = (apifyMaxRuns: number) => Math.min(apifyMaxRuns, SCAN_CONCURRENCY_MAX);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
    .optional(),
  APP_SECRET: z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional(),
  ADMIN_EMAIL: z.email('ist keine gültige E-Mail-Adresse').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'muss mindestens 8 Zeichen lang sein').optional(),
  APIFY_BASE_URL: z.url('ist keine gültige URL').default('https://api.apify.com'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'ist keine gültige http(s)-URL' }).optional(),
  /** Unset: APIFY_MAX_RUNS, at most SCAN_CONCURRENCY_MAX (docs/decisions/057). */
  SCAN_CONCURRENCY: z.coerce.number().int().min(1).max(SCAN_CONCURRENCY_MAX).optional(),
  /** Places per Apify run (issue 23, docs/decisions/045). */
  APIFY_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_APIFY_BATCH_SIZE),
  /** Runs in flight at once per Apify account, across all instances (below the Starter plan's 32). */
  APIFY_MAX_RUNS: z.coerce.number().int().min(1).max(1000).default(DEFAULT_APIFY_MAX_RUNS),
  /** How often each company's mailbox is read for replies and bounces (issue 24, docs/decisions/047). */
  IMAP_POLL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(300),
  SCHEDULER: z.enum(['on', 'off'], { error: "muss 'on' oder 'off' sein" }).default('on'),
  SCAN_WORKERS: z.enum(['on', 'off'], { error: "muss 'on' oder 'off' sein" }).default('on'),
  /** `npm run demo`: demo data and simulated Apify and mail on an embedded database of its own. */
  DEMO: z.enum(['on', 'off'], { error: "muss 'on' oder 'off' sein" }).default('off'),
  /** Behind a reverse proxy: 'true' (any), a hop count, or the proxies' addresses/CIDRs, comma-separated. */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/, {
      error: "muss 'true', eine Anzahl von Proxys oder eine Liste von Adressen sein",
    })
    .optional(),
  LOG_LEVEL: z
    .enum(logLevels, { error: 'muss fatal, error, warn, info, debug, trace oder silent sein' })
    .default('info'),
  NODE_ENV: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  appSecret: string;
  adminEmail?: string;
  adminPassword?: string;
  apifyBaseUrl: string;
  /** Where recipients reach the app (the unsubscribe links in e-mails). */
  publicUrl: string;
  scanConcurrency: number;
  /** Places per Apify run (APIFY_BATCH_SIZE). */
  apifyBatchSize: number;
  /** Runs in flight per Apify account across instances (APIFY_MAX_RUNS), counted in the database. */
  apifyMaxRuns: number;
  /** Seconds between two reads of a company's mailbox (IMAP_POLL_SECONDS); unset: 300. */
  imapPollSeconds?: number;
  /** Runs the clock (one tick a minute); off for tests and extra instances. */
  scheduler: boolean;
  /** Runs scan jobs; off makes a pure web instance (manual scans are queued for the others). */
  scanWorkers: boolean;
  /** Serve dist/web (the built app) from the same origin. */
  serveWeb: boolean;
  /**
   * Which proxies' X-Forwarded-For/-Proto to believe (Fastify's trustProxy): the client's address
   * for the login throttle, https for secure cookies. Unset: none.
   */
  trustProxy?: boolean | string | ((address: string, hop: number) => boolean);
  /** Demo mode (server/demo): never with DATABASE_URL. */
  demo?: boolean;
  /** The server's log level (LOG_LEVEL, default info); unset in configs built by hand (tests, benches): info. */
  logLevel?: LogLevel;
}

export class ConfigError extends Error {}

/** The addresses the demo may listen on: this machine only. */
const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/** Reads and validates the environment; a bad value names the variable and what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DEMO === 'on') {
    const lines = [];
    if (e.DATABASE_URL)
      lines.push('  DEMO: läuft nur auf der eingebetteten Datenbank (DATABASE_URL weglassen)');
    // The demo's accounts and passwords are public (login page, README): never on the network.
    if (!loopbackHosts.has(e.HOST.toLowerCase()))
      lines.push(
        `  HOST: die Demo läuft nur auf diesem Rechner (127.0.0.1, ::1 oder localhost), nicht auf „${e.HOST}“ – ihre Zugangsdaten sind öffentlich`,
      );
    if (lines.length) throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    apifyBaseUrl: e.APIFY_BASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(
      /\/+$/,
      '',
    ),
    scanConcurrency: e.SCAN_CONCURRENCY ?? defaultScanConcurrency(e.APIFY_MAX_RUNS),
    apifyBatchSize: e.APIFY_BATCH_SIZE,
    apifyMaxRuns: e.APIFY_MAX_RUNS,
    imapPollSeconds: e.IMAP_POLL_SECONDS,
    scheduler: e.SCHEDULER === 'on',
    scanWorkers: e.SCAN_WORKERS === 'on',
    serveWeb: true,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    demo: e.DEMO === 'on',
    logLevel: e.LOG_LEVEL,
  };
}

function parseTrustProxy(value: string | undefined) {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address: string, hop: number) => hop < hops;
}

/** Without APP_SECRET a random one is kept in DATA_DIR, so sealed secrets survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
