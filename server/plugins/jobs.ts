// pg-boss for the scans: started once per app, on PostgreSQL or in-process on PGlite; the minute
// tick for the clock and the watchdog, and the lease renewal that lets the other instances take over
// a dead one's jobs (docs/decisions/030-scan-engine.md, 039).
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { JobWorker } from '../modules/scans/job-worker';
import { renewJobLeases, retryOrphanedJobs } from '../modules/scans/jobs.queries';
import { deliverDueMails } from '../modules/scans/mail-delivery';
import { MailerCache } from '../modules/scans/mailer-cache';
import type { ScanContext } from '../modules/scans/scan-context';
import { queueOptions, SCAN_COMPANY, startScanWorkers } from '../modules/scans/scan-jobs';
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
  /**
   * A job's lease: renewed every `leaseRenewMs` (default 5 s) while its instance runs it, so the
   * jobs of an instance that died are retried elsewhere a lease later (default 30 s).
   */
  leaseSeconds?: number;
  leaseRenewMs?: number;
  /** How often pg-boss looks for expired jobs, s (default 10). */
  maintenanceSeconds?: number;
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
  let leaseTimer: NodeJS.Timeout | undefined;
  let workers: JobWorker[] = [];
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
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? 10,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (error) => app.log.error(safeErrorFields(error), 'pg-boss error'));
    await boss.start();
    await setUpQueues(boss, options.leaseSeconds ?? 30);
    if ('db' in database.jobs && config.scanWorkers) await retryOrphanedJobs(ctx.db);
    if (config.scanWorkers) {
      workers = startScanWorkers(ctx, boss, config.scanConcurrency);
      const renew = () => {
        const held = workers.map((w) => w.current()).filter((id) => id !== undefined);
        renewJobLeases(ctx.db, held).catch((error) =>
          app.log.error({ code: error?.code }, 'lease renewal failed'),
        );
      };
      leaseTimer = setInterval(renew, options.leaseRenewMs ?? 5000).unref();
    }
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
    await Promise.all(workers.map((w) => w.stop(5000)));
    clearInterval(leaseTimer);
    await ticking;
    await mailing;
    await boss?.stop({ graceful: true, wait: true, timeout: 5000 });
    ctx.mailers.closeAll();
  });
}

/**
 * Creates the queues, or brings an older installation's options up to date. Instances starting
 * together on a new database race here (a unique violation or a deadlock between their partition
 * tables): the loser waits a moment and tries again, then finds the queues there.
 */
async function setUpQueues(boss: PgBoss, leaseSeconds: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      for (const queue of queueOptions(leaseSeconds)) {
        if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue);
        await boss.updateQueue(queue.name, queue);
      }
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 200 * attempt + Math.random() * 300));
    }
  }
}
