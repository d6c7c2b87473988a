// Our own loop around pg-boss's fetch, complete and fail, each awaited (docs/decisions/039).
// pg-boss 10's `work()` leaves its completion call unawaited: when the database cut the connection
// at that moment, the rejection had no listener and ended the process.
import type PgBoss from 'pg-boss';
import type { JobContext } from './job-context';

export interface JobWorker {
  /** The job this loop holds right now, for the lease renewal. */
  current(): string | undefined;
  /** Ends the loop after its job; a job still running after `graceMs` is handed back for a retry. */
  stop(graceMs: number): Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * The workers of one queue. Idle, one of them (the poller) asks for a job every poll; the others
 * sleep until a sibling finds one, then all ask at once. A queue of 25 workers so costs the database
 * two fetches a second at rest, not fifty (decision 057), and a scan still fills every worker
 * within a poll of its first job. The poller that takes a job hands the role to the next idle one.
 */
export interface WorkerGroup {
  /** After an empty fetch: the poller (or the first idle worker, then the poller) waits `pollMs`, others sleep. */
  rest(worker: object, pollMs: number, signal: AbortSignal): Promise<void>;
  /** The worker took a job: it polls no longer, and the sleepers wake to look for more. */
  found(worker: object): void;
}

/** How long a worker that is not the poller sleeps at most without a wake-up (a safety net). */
const IDLE_MS = 30_000;

export function createWorkerGroup(): WorkerGroup {
  const sleepers = new Set<() => void>();
  let poller: object | null = null;
  return {
    async rest(worker, pollMs, signal) {
      poller ??= worker;
      const polls = poller === worker;
      await new Promise<void>((resolve) => {
        if (signal.aborted) return resolve();
        const timer = setTimeout(done, polls ? pollMs : IDLE_MS);
        function done() {
          clearTimeout(timer);
          sleepers.delete(done);
          signal.removeEventListener('abort', done);
          resolve();
        }
        if (!polls) sleepers.add(done);
        signal.addEventListener('abort', done);
      });
      if (signal.aborted && poller === worker) poller = null;
    },
    found(worker) {
      if (poller === worker) poller = null;
      for (const wake of [...sleepers]) wake();
    },
  };
}

/** Which fields of an error may be logged or stored in pg-boss: never a message that could hold a secret. */
const errorFields = (error: unknown) => ({ code: (error as { code?: string })?.code ?? null });

export function startJobWorker<T extends object>(
  ctx: Pick<JobContext, 'log'>,
  boss: PgBoss,
  queue: string,
  pollMs: number,
  handle: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  /** Its queue's workers; without a group the worker polls every `pollMs` on its own. */
  group?: WorkerGroup,
): JobWorker {
  const stopping = new AbortController();
  const self = {};
  let current: PgBoss.JobWithMetadata<T> | undefined;

  /** complete or fail, tried again until the database answers (a lapsed lease hands the job on meanwhile). */
  const settle = async (id: string, failure: unknown) => {
    for (let attempt = 0; ; attempt++) {
      try {
        if (failure === undefined) await boss.complete(queue, id);
        else await boss.fail(queue, id, errorFields(failure));
        return;
      } catch (error) {
        if (stopping.signal.aborted || attempt >= 60) {
          ctx.log.error({ ...errorFields(error), queue }, 'job could not be settled; its lease lapses');
          return;
        }
        await sleep(Math.min(500 * 2 ** attempt, 5000), stopping.signal);
      }
    }
  };

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      let job: PgBoss.JobWithMetadata<T> | undefined;
      try {
        // pg-boss answers an empty list when the fetch fails, so a cut connection only pauses here.
        [job] = await boss.fetch<T>(queue, { batchSize: 1, includeMetadata: true });
      } catch (error) {
        ctx.log.error({ ...errorFields(error), queue }, 'job fetch failed');
      }
      if (!job) {
        if (group) await group.rest(self, pollMs, stopping.signal);
        else await sleep(pollMs, stopping.signal);
        continue;
      }
      group?.found(self);
      current = job;
      let failure: unknown;
      try {
        await handle(job);
      } catch (error) {
        failure = error ?? new Error('job failed');
      }
      await settle(job.id, failure);
      current = undefined;
    }
  })();

  return {
    current: () => current?.id,
    async stop(graceMs) {
      stopping.abort();
      const ended = await Promise.race([
        loop.then(() => true),
        new Promise<false>((r) => setTimeout(() => r(false), graceMs).unref()),
      ]);
      // Shutting down in the middle of a job: another instance (or this one after its restart) retries it.
      if (!ended && current) await boss.fail(queue, current.id, { code: 'shutdown' }).catch(() => {});
    },
  };
}
