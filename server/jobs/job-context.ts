// What every job and recurring task gets: the app's database, config, secrets and log, the mailer
// cache, and the Apify waits and run slots the scraper needs. Built once per app by the jobs plugin;
// its fields cover what the modules' own contexts ask for (sending's SendingContext among them).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Unlisten } from '../db/notifications';
import type { SecretBox } from '../lib/secrets';
import { MailerCache } from '../mail/mailer-cache';
import { createRunSlots, RUN_TIMEOUT_SECS, type RunSlots, SLOT_FREED_CHANNEL } from '../scraper';

export interface JobContext {
  db: Db;
  config: Config;
  secrets: SecretBox;
  log: FastifyBaseLogger;
  mailers: MailerCache;
  /** How long one Apify run may take before the customer is reported as apify_error. */
  apifyWaitMs: number;
  /** Pause before retrying a transient Apify failure; doubles each time. */
  retryDelayMs: number;
  /** The account-wide limit of Apify runs at once (APIFY_MAX_RUNS), shared by every job. */
  runSlots: RunSlots;
}

export interface JobContextOptions {
  apifyWaitMs?: number;
  retryDelayMs?: number;
}

export function createJobContext(
  app: Pick<JobContext, 'db' | 'config' | 'secrets' | 'log'>,
  options: JobContextOptions = {},
): JobContext {
  const retryDelayMs = options.retryDelayMs ?? 2000;
  return {
    db: app.db,
    config: app.config,
    secrets: app.secrets,
    log: app.log,
    mailers: new MailerCache(),
    apifyWaitMs: options.apifyWaitMs ?? 10 * 60_000,
    retryDelayMs,
    runSlots: createRunSlots(app.db, {
      maxRuns: app.config.apifyMaxRuns,
      runTimeoutSecs: RUN_TIMEOUT_SECS,
      // Apify's "busy" passes when a run ends: pauses from 2 s up to 30 s, for ten minutes at most,
      // then the job's own retries (short pauses in tests, which shorten retryDelayMs).
      backoff: { firstMs: retryDelayMs, maxMs: retryDelayMs * 15, totalMs: 10 * 60_000 },
    }),
  };
}

/** Jobs waiting for a run slot wake when any instance frees one. */
export const wakeOnFreedSlots = (ctx: JobContext, listen: Database['listen']): Promise<Unlisten> =>
  listen(SLOT_FREED_CHANNEL, () => ctx.runSlots.wake());
