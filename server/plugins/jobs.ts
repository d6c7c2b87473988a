// pg-boss, started once per app (on PostgreSQL with its own pool, on PGlite in-process), and the
// job engine on it with the server's job list (server/jobs/engine.ts, server/job-list.ts,
// docs/decisions/030-scan-engine.md). This plugin only starts and stops the two.
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { createEngine, type EngineOptions, type JobList } from '../jobs/engine';
import { createJobContext, type JobContextOptions } from '../jobs/job-context';
import type { JobEngine } from '../jobs/job-engine';
import { safeErrorFields } from './error-handler';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobEngine;
  }
}

export interface JobOptions extends Omit<EngineOptions, 'ownsDatabase' | 'listen'>, JobContextOptions {
  /** How often pg-boss looks for expired jobs, s (default 10). */
  maintenanceSeconds?: number;
  /** Wait before pg-boss starts on PGlite (default 1.5 s, tests 0). */
  startDelayMs?: number;
}

export function registerJobs(
  app: FastifyInstance,
  database: Database,
  list: JobList,
  options: JobOptions = {},
) {
  const { config } = app.ctx;
  const idle = clockWarning(config);
  if (idle) app.log.warn(idle);
  const ctx = createJobContext({ ...app.ctx, log: app.log }, options);
  const ownsDatabase = 'db' in database.jobs;
  const engine = createEngine(ctx, list, { ...options, ownsDatabase, listen: database.listen });
  let boss: PgBoss | undefined;
  let started: Promise<void> = Promise.resolve();
  // Requests meanwhile wait for the start; after a failed one they fail ('pg-boss ist nicht gestartet').
  const running = async () => {
    await started;
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
    await engine.start(boss);
  };

  // The queue starts beside the server, not before it: the API is ready sooner, and a scan
  // request meanwhile waits for `started`. On PGlite (one connection) it starts a moment later, so
  // the first requests after a restart are not queued behind its start-up statements. A failed
  // start is logged; scan requests then fail. The every-instance tasks need no pg-boss.
  const delay = ownsDatabase ? (options.startDelayMs ?? 1500) : 0;
  app.addHook('onReady', async () => {
    await engine.startTasks();
    started = new Promise((r) => setTimeout(r, delay).unref()).then(start).catch((error) => {
      app.log.error(safeErrorFields(error), 'pg-boss start failed');
      throw error;
    });
    started.catch(() => {});
  });

  app.addHook('onClose', async () => {
    await started.catch(() => {});
    await engine.stop();
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
