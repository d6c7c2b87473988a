// The queue of one customer of a scan each; the work is in scan-customer.ts.
import { z } from 'zod';
import type { JobContext } from '../../jobs/job-context';
import { defineQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import { type ScanCustomerData, scanCustomer } from './scan-customer';
import * as q from './scans.queries';

/** A customer whose job failed on every attempt is reported, so the scan can end. */
async function reportSystemError(ctx: JobContext, data: ScanCustomerData) {
  const scan = await q.getScan(ctx.db, data.scanId);
  if (!scan) return;
  const job = await q.getCustomerJobContext(ctx.db, data.customerId);
  await q.recordOutcome(ctx.db, {
    scanId: scan.id,
    companyId: scan.companyId,
    customerId: data.customerId,
    customerName: job?.customer.name ?? null,
    scanType: scan.scanType,
    status: 'error',
    errorType: 'system_error',
    errorMessage: 'Interner Fehler beim Scannen dieses Kunden, auch nach erneuten Versuchen',
  });
  await q.finishScanIfDone(ctx.db, scan.id);
}

export const scanCustomerQueue = defineQueue<ScanCustomerData>({
  name: QUEUES.scanCustomer,
  retry: { retryLimit: 2, retryDelay: 5, retryBackoff: true },
  payload: z.object({ scanId: z.number().int().positive(), customerId: z.number().int().positive() }),
  // One slow Apify run never holds back another customer: each worker holds one job at a time.
  workers: (config) => config.scanConcurrency,
  async handle(ctx, _boss, job) {
    const final = job.retryCount >= job.retryLimit;
    try {
      await scanCustomer(ctx, job.data, final);
    } catch (error) {
      ctx.log.error(
        { code: (error as { code?: string }).code, scanId: job.data.scanId },
        'scan-customer failed',
      );
      if (!final) throw error;
      await reportSystemError(ctx, job.data);
    }
  },
});
