// The job engine: the queues (one `*.queue.ts` each), their workers, the leases that let other
// instances take over a dead one's jobs, and the minute tick (the clock, the watchdog, waiting
// mails). server/plugins/jobs.ts starts pg-boss and hands it here (docs/decisions/030, 039, 040).
import type PgBoss from 'pg-boss';
import { remindOverdueInvoices } from '../modules/invoices/invoice-reminders';
import { queueChecksAfterScans } from '../modules/removals/removal-check';
import { checkRemovalsQueue } from '../modules/removals/removal-check.queue';
import { readDueMailboxes } from '../modules/replies/mailbox-reader';
import { scanBatchQueue } from '../modules/scans/scan-batch.queue';
import { scanCompanyQueue } from '../modules/scans/scan-company.queue';
import type { ScanContext } from '../modules/scans/scan-context';
import { scanCustomerQueue } from '../modules/scans/scan-customer.queue';
import { startDueScans, sweepInterrupted } from '../modules/scans/scheduler';
import { deliverDueMails } from '../modules/sending/delivery';
import type { JobEngine } from './job-engine';
import type { JobQueue } from './job-queue';
import { createWorkerGroup, type JobWorker, startJobWorker } from './job-worker';
import { renewJobLeases, retryOrphanedJobs } from './jobs.queries';
import { QUEUES } from './queues';

/** Every queue of the engine. */
const queues: JobQueue<unknown>[] = [scanCompanyQueue, scanCustomerQueue, scanBatchQueue, checkRemovalsQueue];

export interface EngineOptions {
  /**
   * A job's lease: renewed every `leaseRenewMs` (default 5 s) while its instance runs it, so the
   * jobs of an instance that died are retried elsewhere a lease later (default 30 s).
   */
  leaseSeconds?: number;
  leaseRenewMs?: number;
  /** Time between ticks in ms (default 60 000); 0 leaves the clock to tests calling `tick`. */
  tickMs?: number;
  /** This process owns the database (PGlite): jobs still active at start were cut off by its last end. */
  ownsDatabase: boolean;
}

export interface Engine extends JobEngine {
  /** Creates the queues and, on an instance with workers, starts them, the leases and the clock. */
  start(): Promise<void>;
  /** Lets the jobs in hand finish (5 s at most, then hands them back) and stops the clock. */
  stop(): Promise<void>;
}

export function createEngine(ctx: ScanContext, boss: PgBoss, options: EngineOptions): Engine {
  const { config, log } = ctx;
  let workers: JobWorker[] = [];
  const timers: NodeJS.Timeout[] = [];
  let ticking: Promise<void> | undefined;
  let mailing: Promise<void> | undefined;
  let reading: Promise<void> | undefined;

  // Waiting mails go out beside the clock, so a long paced run never delays a scan's start.
  const deliver = (clock?: Date) => {
    mailing ??= deliverDueMails(ctx, clock)
      .catch((error) => log.error({ code: error?.code }, 'mail delivery failed'))
      .finally(() => {
        mailing = undefined;
      });
    return mailing;
  };
  // Replies and bounces from the companies' mailboxes, beside the clock like the delivery (issue 24).
  const readMailboxes = (clock?: Date) => {
    reading ??= readDueMailboxes(ctx, clock)
      .catch((error) => log.error({ code: error?.code }, 'mailbox reading failed'))
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  // After a completed scan, its company's removal check (unless one started in the last 20 hours).
  const enqueueRemovalCheck = async (checkRunId: number) => {
    await boss.send(QUEUES.checkRemovals, { checkRunId });
  };
  const checkAfterScans = (now: Date, scanId?: number) =>
    queueChecksAfterScans(ctx.db, { enqueueRemovalCheck }, now, scanId).catch((error) =>
      log.error({ code: error?.code }, 'removal check after scan failed'),
    );
  const tick = async (now?: Date) => {
    if (!config.scanWorkers) return;
    await sweepInterrupted(ctx, now);
    if (config.scheduler) await startDueScans(ctx, boss, now);
    // Also here, not only after the job that ended a scan: a scan the watchdog ended, or an
    // instance that died between the two, still gets its check.
    await checkAfterScans(now ?? new Date());
    // Overdue invoices' reminders, written before the delivery so they go out in this tick.
    await remindOverdueInvoices(ctx.db, now ?? new Date()).catch((error) =>
      log.error({ code: error?.code }, 'invoice reminders failed'),
    );
    const run = deliver(now);
    const read = readMailboxes(now);
    if (now) await Promise.all([run, read]);
  };

  const startWorkers = () => {
    for (const queue of queues) {
      const group = createWorkerGroup();
      for (let i = 0; i < queue.workers(config); i++) {
        workers.push(
          startJobWorker<Record<string, unknown>>(
            ctx,
            boss,
            queue.name,
            500,
            async (job) => {
              const payload = queue.payload.safeParse(job.data);
              // A payload of another version or a hand-made job: logged and dropped, never guessed at.
              if (!payload.success)
                return void log.error({ queue: queue.name, jobId: job.id }, 'invalid job payload');
              await queue.handle(ctx, boss, { ...job, data: payload.data });
              // The job that ended a scan queues the company's removal check at once.
              if (queue.name !== QUEUES.checkRemovals) {
                await checkAfterScans(new Date(), (payload.data as { scanId: number }).scanId);
              }
            },
            group,
          ),
        );
      }
    }
    const renew = () => {
      const held = workers.map((w) => w.current()).filter((id) => id !== undefined);
      renewJobLeases(ctx.db, held).catch((error) => log.error({ code: error?.code }, 'lease renewal failed'));
    };
    timers.push(setInterval(renew, options.leaseRenewMs ?? 5000).unref());
  };

  return {
    async enqueueScan(scanId, customerIds) {
      await boss.send(QUEUES.scanCompany, customerIds ? { scanId, customerIds } : { scanId });
    },
    enqueueRemovalCheck,
    tick: (now) => tick(now ?? new Date()),

    async start() {
      await setUpQueues(boss, options.leaseSeconds ?? 30);
      if (!config.scanWorkers) return;
      if (options.ownsDatabase) await retryOrphanedJobs(ctx.db);
      startWorkers();
      const tickMs = options.tickMs ?? 60_000;
      if (tickMs > 0) {
        const run = () => {
          ticking ??= tick()
            .catch((error) => log.error({ code: error?.code }, 'scan tick failed'))
            .finally(() => {
              ticking = undefined;
            });
        };
        // At once too: a slot missed while no instance ran is due now.
        timers.push(setTimeout(run, 0).unref(), setInterval(run, tickMs).unref());
      }
    },

    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(workers.map((w) => w.stop(5000)));
      workers = [];
      await ticking;
      await mailing;
      await reading;
      ctx.mailers.closeAll();
    },
  };
}

/**
 * Creates the queues, or brings an older installation's options up to date. Instances starting
 * together on a new database race here (a unique violation or a deadlock between their partition
 * tables): the loser waits a moment and tries again, then finds the queues there.
 */
async function setUpQueues(boss: PgBoss, leaseSeconds: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      for (const queue of queues) {
        const options = { name: queue.name, ...queue.retry, expireInSeconds: leaseSeconds };
        if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, options);
        await boss.updateQueue(queue.name, options);
      }
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 200 * attempt + Math.random() * 300));
    }
  }
}
