// pg-boss for the scans: started once per app, on PostgreSQL or in-process on PGlite; the minute
// tick for the clock and the watchdog (docs/decisions/030-scan-engine.md).
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { deliverDueMails } from '../modules/scans/mail-delivery';
import { MailerCache } from '../modules/scans/mailer-cache';
import type { ScanContext } from '../modules/scans/scan-context';
import { queueOptions, registerScanWorkers, SCAN_COMPANY } from '../modules/scans/scan-jobs';
import { startDueScans, sweepInterrupted } from '../modules/scans/scheduler';
import { safeErrorFields } from './error-handler';

export interface JobEngine {
  /** Queues the fan-out of a scan row already written; any instance with workers takes it. */
  enqueueScan(scanId: number): Promise<void>;
  /** The tick's work, callable by tests with their own clock. */
  tick(now?: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobEngine;
  }
}

export interface JobOptions {
  /** How long a customer job may run before pg-boss hands it to another worker (default 15 min). */
  customerJobExpireSeconds?: number;
  apifyWaitMs?: number;
  retryDelayMs?: number;
  /** Time between ticks in ms (default 60 000); 0 leaves the clock to tests calling `tick`. */
  tickMs?: number;
  /** Wait before pg-boss starts on PGlite (default 1.5 s, tests 0). */
  startDelayMs?: number;
}

export function registerJobs(app: FastifyInstance, database: Database, options: JobOptions = {}) {
  const { config } = app.ctx;
  // pg-boss is loaded and started after the server listens (start below).
  let boss: PgBoss | undefined;
  const ctx: ScanContext = {
    db: app.ctx.db,
    config,
    secrets: app.ctx.secrets,
    log: app.log,
    mailers: new MailerCache(),
    apifyWaitMs: options.apifyWaitMs ?? 10 * 60_000,
    retryDelayMs: options.retryDelayMs ?? 2000,
  };
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let mailing: Promise<void> | undefined;

  // Waiting mails go out beside the clock, so a long paced run never delays a scan's start.
  const deliver = (clock?: Date) => {
    mailing ??= deliverDueMails(ctx, clock)
      .catch((error) => app.log.error({ code: error?.code }, 'mail delivery failed'))
      .finally(() => {
        mailing = undefined;
      });
    return mailing;
  };
  const tick = async (now?: Date) => {
    if (config.scanWorkers) await sweepInterrupted(ctx, now);
    if (config.scheduler && config.scanWorkers) await startDueScans(ctx, await running(), now);
    if (config.scanWorkers) {
      const run = deliver(now);
      if (now) await run;
    }
  };

  let started: Promise<void> = Promise.resolve();
  const running = async () => {
    await started;
    if (!boss) throw new Error('pg-boss ist nicht gestartet');
    return boss;
  };
  app.decorate('jobs', {
    async enqueueScan(scanId: number) {
      await (await running()).send(SCAN_COMPANY, { scanId });
    },
    async tick(now?: Date) {
      await started;
      await tick(now ?? new Date());
    },
  });

  const start = async () => {
    const { default: PgBossClass } = await import('pg-boss');
    boss = new PgBossClass({
      ...database.jobs,
      schema: 'pgboss',
      max: 4,
      supervise: config.scanWorkers,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (error) => app.log.error(safeErrorFields(error), 'pg-boss error'));
    await boss.start();
    for (const queue of queueOptions(options.customerJobExpireSeconds ?? 15 * 60)) {
      await boss.createQueue(queue.name, queue);
    }
    if ('db' in database.jobs && config.scanWorkers) {
      // PGlite belongs to this one process: jobs still active were cut off by its last crash.
      await database.jobs.db.executeSql(
        `update pgboss.job set state = 'retry', start_after = now()
          where name in ('scan-company', 'scan-customer') and state = 'active'`,
      );
    }
    if (config.scanWorkers) await registerScanWorkers(ctx, boss, config.scanConcurrency);
    const tickMs = options.tickMs ?? 60_000;
    if (config.scanWorkers && tickMs > 0) {
      const run = () => {
        ticking ??= tick()
          .catch((error) => app.log.error({ code: error?.code }, 'scan tick failed'))
          .finally(() => {
            ticking = undefined;
          });
      };
      // At once too: a slot missed while no instance ran is due now.
      setTimeout(run, 0).unref();
      timer = setInterval(run, tickMs).unref();
    }
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
    clearInterval(timer);
    await ticking;
    await mailing;
    await boss?.stop({ graceful: true, wait: true, timeout: 5000 });
    ctx.mailers.closeAll();
  });
}
