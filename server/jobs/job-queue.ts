// One queue of the job engine, defined in one file beside the work it does (`*.queue.ts`): its
// name, retry policy, the payload's schema (checked on receipt) and its handler.
import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Config } from '../config';
import type { JobContext } from './job-context';
import type { QueueName } from './queues';
import type { WorkerScope } from './recurring';

export interface JobQueue<T> {
  name: QueueName;
  /** pg-boss's retry policy; the lease (`expireInSeconds`) is the engine's. */
  retry: Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff'>;
  payload: z.ZodType<T>;
  /** How many of its jobs one instance runs at once. */
  workers(config: Config): number;
  handle(
    ctx: JobContext,
    boss: PgBoss,
    job: { data: T; retryCount: number; retryLimit: number },
  ): Promise<void>;
}

/** Keeps each queue's payload type while the engine holds them in one list. */
export const defineQueue = <T>(queue: JobQueue<T>) => queue as JobQueue<unknown>;

/** A queue as the job list (server/job-list.ts) names it, with the work that follows each of its jobs. */
export interface ListedQueue extends JobQueue<unknown> {
  /** Runs after each job that ended without an error (its payload as checked on receipt). */
  afterEach?(scope: WorkerScope, data: unknown): Promise<void>;
}
