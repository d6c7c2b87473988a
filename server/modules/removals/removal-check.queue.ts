// The queue of the verification check: one job per check run; the work is in removal-check.ts.
import { z } from 'zod';
import { defineQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import { endRemovalCheck, runRemovalCheck } from './removal-check';

export interface CheckRemovalsData {
  checkRunId: number;
}

export const checkRemovalsQueue = defineQueue<CheckRemovalsData>({
  name: QUEUES.checkRemovals,
  retry: { retryLimit: 2, retryDelay: 5, retryBackoff: true },
  payload: z.object({ checkRunId: z.number().int().positive() }),
  // Checks run once a day per company; one at a time leaves the Apify memory to the scans.
  workers: () => 1,
  async handle(ctx, _boss, job) {
    const final = job.retryCount >= job.retryLimit;
    let ok = false;
    try {
      ok = await runRemovalCheck(ctx, job.data.checkRunId);
    } catch (error) {
      ctx.log.error(
        { code: (error as { code?: string }).code, checkRunId: job.data.checkRunId },
        'removal check failed',
      );
    }
    // A customer that failed unexpectedly is tried again by the next attempt (which skips those
    // done); the last attempt ends the run whatever happened, so it never stays 'running'.
    if (ok || final) return endRemovalCheck(ctx.db, job.data.checkRunId, ok ? 'completed' : 'failed');
    throw new Error('removal check incomplete');
  },
});
