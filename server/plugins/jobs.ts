// pg-boss, started once per app (on PostgreSQL with its own pool, on PGlite in-process), and the
// job engine on it (server/jobs/engine.ts, docs/decisions/030-scan-engine.md).
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Unlisten } from '../db/notifications';
import { createEngine, type Engine, type EngineOptions } from '../jobs/engine';
import type { JobEngine } from '../jobs/job-engine';
import { MailerCache } from '../mail/mailer-cache';
import type { ScanContext } from '../modules/scans/scan-context';
import { createRunSlots, RUN_TIMEOUT_SECS, SLOT_FREED_CHANNEL } from '../scraper';
import { safeErrorFields } from './error-handler';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobEngine;
  }
}

export interface JobOptions extends Omit<EngineOptions, 'ownsDatabase'> {
  /** How often pg-boss looks for expired jobs, s (default 10). */
  maintenanceSeconds?: number;
  apifyWaitMs?: number;
  retryDelayMs?: number;
  /** Wait before pg-boss starts on PGlite (default 1.5 s, tests 0). */
  startDelayMs?: number;
}

export function registerJobs(app: FastifyInstance, database: Database, options: JobOptions = {}) {
  const { config } = app.ctx;
  const idle = clockWarning(config);
  if (idle) app.log.warn(idle);
  const retryDelayMs = options.retryDelayMs ?? 2000;
  const ctx: ScanContext = {
    db: app.ctx.db,
    config,
    secrets: app.ctx.secrets,
    log: app.log,
    mailers: new MailerCache(),
    apifyWaitMs: options.apifyWaitMs ?? 10 * 60_000,
    retryDelayMs,
    runSlots: createRunSlots(app.ctx.db, {
      maxRuns: config.apifyMaxRuns,
      runTimeoutSecs: RUN_TIMEOUT_SECS,
      // Apify's "busy" passes when a run ends: pauses from 2 s up to 30 s, for ten minutes at most,
      // then the job's own retries (short pauses in tests, which shorten retryDelayMs).
      backoff: { firstMs: retryDelayMs, maxMs: retryDelayMs * 15, totalMs: 10 * 60_000 },
    }),
  };
  let boss: PgBoss | undefined;
  let engine: Engine | undefined;
  let unlisten: Unlisten | undefined;
  let started: Promise<void> = Promise.resolve();
  const running = async () => {
    await started;
    if (!engine) throw new Error('pg-boss ist nicht gestartet');
    return engine;
  };
  app.decorate('jobs', {
    enqueueScan: async (scanId, customerIds) => (await running()).enqueueScan(scanId, customerIds),
    enqueueRemovalCheck: async (checkRunId) => (await running()).enqueueRemovalCheck(checkRunId),
    tick: async (now) => (await running()).tick(now),
  } satisfies JobEngine);

  const start = async () => {
    const { default: PgBossClass } = await import('pg-boss');
    boss = new PgBossClass({
      ...database.jobs,
      schema: 'pgboss',
      max: 4,
      supervise: config.scanWorkers,
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? 10,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (error) => app.log.error(safeErrorFields(error), 'pg-boss error'));
    await boss.start();
    // Only workers wait for run slots; a slot freed by any instance wakes them.
    if (config.scanWorkers) unlisten = await database.listen(SLOT_FREED_CHANNEL, () => ctx.runSlots.wake());
    const next = createEngine(ctx, boss, { ...options, ownsDatabase: 'db' in database.jobs });
    await next.start();
    engine = next;
  };

  // The queue starts beside the server, not before it: the API is ready sooner, and a scan
  // request meanwhile waits for `started`. On PGlite (one connection) it starts a moment later, so
  // the first requests after a restart are not queued behind its start-up statements. A failed
  // start is logged; scan requests then fail.
  const delay = 'db' in database.jobs ? (options.startDelayMs ?? 1500) : 0;
  app.addHook('onReady', async () => {
    started = new Promise((r) => setTimeout(r, delay).unref()).then(start).catch((error) => {
      app.log.error(safeErrorFields(error), 'pg-boss start failed');
      throw error;
    });
    started.catch(() => {});
  });

  app.addHook('onClose', async () => {
    await started.catch(() => {});
    await engine?.stop();
    await unlisten?.();
    await boss?.stop({ graceful: true, wait: true, timeout: 5000 });
  });
}

/**
 * What this instance's minute tick leaves to others, said at start (and by /api/health's `clock`
 * and `dailyScans`): without one instance that ticks, waiting mails, invoice mails, reminders and
 * the reading of mailboxes stop without an error anywhere (issue 34).
 */
export function clockWarning(config: { scanWorkers: boolean; scheduler: boolean }): string | null {
  if (!config.scanWorkers)
    return 'SCAN_WORKERS=off: diese Instanz hat keine Uhr. Wartende und erneut zu versuchende E-Mails, Rechnungs-E-Mails, Mahnungen, das Abrufen der Postfächer und die täglichen Scans laufen nur, solange eine andere Instanz mit SCAN_WORKERS=on (für die Scans auch SCHEDULER=on) läuft.';
  if (!config.scheduler)
    return 'SCHEDULER=off: diese Instanz startet keine täglichen Scans; sie laufen nur, solange eine andere Instanz mit SCHEDULER=on und SCAN_WORKERS=on läuft. E-Mails, Mahnungen und Postfächer bearbeitet sie weiter.';
  return null;
}
