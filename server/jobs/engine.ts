// The job engine: the queues and recurring tasks it is given (server/job-list.ts names them), the
// queues' workers, the leases that let other instances take over a dead one's jobs, and the clock of
// the recurring tasks. It knows no module; server/plugins/jobs.ts starts pg-boss and hands it here
// (docs/decisions/030, 039, 040).
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Unlisten } from '../db/notifications';
import { type JobContext, wakeOnFreedSlots } from './job-context';
import type { JobEngine } from './job-engine';
import type { ListedQueue } from './job-queue';
import { createWorkerGroup, type JobWorker, startJobWorker } from './job-worker';
import { renewJobLeases, retryOrphanedJobs } from './jobs.queries';
import { QUEUES } from './queues';
import {
  createTaskRunner,
  type InstanceTask,
  type RecurringTask,
  type WorkerScope,
  type WorkerTask,
} from './recurring';

/** Every queue and every recurring task of the server. */
export interface JobList {
  queues: ListedQueue[];
  tasks: RecurringTask[];
}

export interface EngineOptions {
  /**
   * A job's lease: renewed every `leaseRenewMs` (default 5 s) while its instance runs it, so the
   * jobs of an instance that died are retried elsewhere a lease later (default 30 s).
   */
  leaseSeconds?: number;
  leaseRenewMs?: number;
  /**
   * The interval of the workers' recurring tasks in ms (default: each task's own); 0 leaves them
   * to tests calling `tick`. The every-instance tasks keep their own.
   */
  tickMs?: number;
  /** This process owns the database (PGlite): jobs still active at start were cut off by its last end. */
  ownsDatabase: boolean;
  /** The database's LISTEN, for the run slots another instance frees. */
  listen: Database['listen'];
}

export interface Engine extends JobEngine {
  /** Runs the every-instance tasks once (awaited), then on their intervals; needs no pg-boss. */
  startTasks(): Promise<void>;
  /** Creates the queues and, on an instance with workers, starts them, the leases and the clock. */
  start(boss: PgBoss): Promise<void>;
  /** Lets the jobs in hand finish (5 s at most, then hands them back) and stops the clocks. */
  stop(): Promise<void>;
}

const POLL_MS = 500;

export function createEngine(ctx: JobContext, list: JobList, options: EngineOptions): Engine {
  const { config, log } = ctx;
  const instanceTasks = createTaskRunner(
    list.tasks.filter((task): task is InstanceTask => task.on === 'every-instance'),
    log,
  );
  const workerTasks = createTaskRunner(
    list.tasks.filter(
      (task): task is WorkerTask => task.on === 'workers' || (task.on === 'scheduler' && config.scheduler),
    ),
    log,
  );
  let boss: PgBoss | undefined;
  let ready = false;
  let workers: JobWorker[] = [];
  let renewal: NodeJS.Timeout | undefined;
  let unlisten: Unlisten | undefined;

  const started = () => {
    if (!boss || !ready) throw new Error('pg-boss ist nicht gestartet');
    return boss;
  };
  const engine: JobEngine = {
    async enqueueScan(scanId, customerIds) {
      await started().send(QUEUES.scanCompany, customerIds ? { scanId, customerIds } : { scanId });
    },
    async enqueueRemovalCheck(checkRunId) {
      await started().send(QUEUES.checkRemovals, { checkRunId });
    },
    async tick(now) {
      if (!config.scanWorkers) return;
      await workerTasks.runAll(workerScope(now ?? new Date()), true);
    },
  };
  const workerScope = (clock?: Date): WorkerScope => ({ ctx, clock, boss: started(), engine });

  return {
    ...engine,
    async startTasks() {
      await instanceTasks.runAll({ ctx }, true);
      instanceTasks.schedule(
        () => ({ ctx }),
        (task) => task.everyMs,
        null,
      );
    },

    async start(next) {
      boss = next;
      await setUpQueues(next, list.queues, options.leaseSeconds ?? 30);
      ready = true;
      if (!config.scanWorkers) return;
      unlisten = await wakeOnFreedSlots(ctx, options.listen);
      if (options.ownsDatabase) await retryOrphanedJobs(ctx.db);
      workers = list.queues.flatMap((queue) => startQueueWorkers(ctx, queue, workerScope));
      renewal = renewLeases(ctx, () => workers, options.leaseRenewMs ?? 5000);
      // At once too: a slot missed while no instance ran is due now.
      workerTasks.schedule(
        () => workerScope(),
        (task) => options.tickMs ?? task.everyMs,
        0,
      );
    },

    async stop() {
      clearInterval(renewal);
      await instanceTasks.stop();
      const ticking = workerTasks.stop();
      await Promise.all(workers.map((w) => w.stop(5000)));
      workers = [];
      await ticking;
      await unlisten?.();
      ctx.mailers.closeAll();
    },
  };
}

/** The workers of one queue: each job's payload checked, handled, then its queue's follow-up. */
function startQueueWorkers(ctx: JobContext, queue: ListedQueue, scope: () => WorkerScope): JobWorker[] {
  const group = createWorkerGroup();
  const handle = async (job: PgBoss.JobWithMetadata<Record<string, unknown>>) => {
    const payload = queue.payload.safeParse(job.data);
    // A payload of another version or a hand-made job: logged and dropped, never guessed at.
    if (!payload.success)
      return void ctx.log.error({ queue: queue.name, jobId: job.id }, 'invalid job payload');
    const current = scope();
    await queue.handle(ctx, current.boss, { ...job, data: payload.data });
    await queue.afterEach?.(current, payload.data);
  };
  return Array.from({ length: queue.workers(ctx.config) }, () =>
    startJobWorker(ctx, scope().boss, queue.name, POLL_MS, handle, group),
  );
}

/** Renews the leases of the jobs this instance's workers hold, every `everyMs`. */
function renewLeases(ctx: JobContext, workers: () => JobWorker[], everyMs: number) {
  const renew = () => {
    const held = workers()
      .map((w) => w.current())
      .filter((id) => id !== undefined);
    renewJobLeases(ctx.db, held).catch((error) =>
      ctx.log.error({ code: error?.code }, 'lease renewal failed'),
    );
  };
  return setInterval(renew, everyMs).unref();
}

/**
 * Creates the queues, or brings an older installation's options up to date. Instances starting
 * together on a new database race here (a unique violation or a deadlock between their partition
 * tables): the loser waits a moment and tries again, then finds the queues there.
 */
async function setUpQueues(boss: PgBoss, queues: ListedQueue[], leaseSeconds: number) {
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
