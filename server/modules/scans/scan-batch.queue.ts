// The queue of the batches of a scan, one Apify run each; the work is in scan-batch.ts.
import { z } from 'zod';
import type { JobContext } from '../../jobs/job-context';
import { defineQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import { type ScanBatchData, scanBatch } from './scan-batch';
import * as q from './scans.queries';

/** The batch's customers not reported yet, after every attempt failed: reported, so the scan can end. */
async function reportSystemError(ctx: JobContext, data: ScanBatchData) {
  const scan = await q.getScan(ctx.db, data.scanId);
  if (!scan) return;
  // The names in one read, not one per customer (a batch holds up to APIFY_BATCH_SIZE of them).
  const names = new Map(
    (await q.getCustomerJobContexts(ctx.db, data.customerIds)).map((j) => [j.customer.id, j.customer.name]),
  );
  for (const customerId of data.customerIds) {
    await q.recordOutcome(ctx.db, {
      scanId: scan.id,
      companyId: scan.companyId,
      customerId,
      customerName: names.get(customerId) ?? null,
      scanType: scan.scanType,
      status: 'error',
      errorType: 'system_error',
      errorMessage: 'Interner Fehler beim Scannen dieses Kunden, auch nach erneuten Versuchen',
    });
  }
  await q.finishScanIfDone(ctx.db, scan.id);
}

export const scanBatchQueue = defineQueue<ScanBatchData>({
  name: QUEUES.scanBatch,
  retry: { retryLimit: 2, retryDelay: 5, retryBackoff: true },
  payload: z.object({
    scanId: z.number().int().positive(),
    customerIds: z.array(z.number().int().positive()).min(1),
  }),
  // Each worker holds one run; the account's limit across instances is the run slots' (run-slots.ts).
  workers: (config) => config.scanConcurrency,
  async handle(ctx, boss, job) {
    const final = job.retryCount >= job.retryLimit;
    try {
      await scanBatch(ctx, boss, job.data, final);
    } catch (error) {
      ctx.log.error(
        { code: (error as { code?: string }).code, scanId: job.data.scanId },
        'scan-batch failed',
      );
      if (!final) throw error;
      await reportSystemError(ctx, job.data);
    }
  },
});
