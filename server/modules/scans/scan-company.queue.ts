// The queue that fans a scan out (docs/decisions/030-scan-engine.md, 045): customers whose place
// is known go in batches of APIFY_BATCH_SIZE, one Apify run each (scan-batch.ts); the others, and
// customers sharing a place, get a run of their own (scan-customer.ts), which learns the place.
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { JobContext } from '../../jobs/job-context';
import { defineQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import { checkMapsLink } from '../../scraper';
import { batchJob } from './scan-batch';
import * as q from './scans.queries';

type FanOutRow = Awaited<ReturnType<typeof q.listCustomersToScan>>[number];

/**
 * Customers that can share a run: a learned place no other customer of the company has (items are
 * mapped back by place id) and a link the scraper reads. The rest go one by one.
 */
function planBatches(customers: FanOutRow[], batchSize: number) {
  const perPlace = new Map<string, number>();
  for (const c of customers) if (c.placeId) perPlace.set(c.placeId, (perPlace.get(c.placeId) ?? 0) + 1);
  const batched: number[] = [];
  const single: number[] = [];
  for (const c of customers) {
    const known = c.placeId !== null && perPlace.get(c.placeId) === 1 && checkMapsLink(c.googleMapsLink).ok;
    (known ? batched : single).push(c.id);
  }
  const batches = single.map((id) => [id]);
  for (let i = 0; i < batched.length; i += batchSize) batches.push(batched.slice(i, i + batchSize));
  return batches;
}

/** Fans a scan out into its batches and single customers (all, or only `customerIds`). */
export async function scanCompany(ctx: JobContext, boss: PgBoss, scanId: number, customerIds?: number[]) {
  const scan = await q.getScan(ctx.db, scanId);
  if (!scan || (scan.status !== 'running' && scan.status !== 'stopping')) return;
  const customers = await q.listCustomersToScan(ctx.db, scan.companyId, customerIds);
  await q.setScanTotal(ctx.db, scanId, customers.length);
  if (customers.length === 0) {
    await q.finishScanIfDone(ctx.db, scanId);
    return;
  }
  const jobs = planBatches(customers, ctx.config.apifyBatchSize).map((ids) => batchJob(scanId, ids));
  for (let i = 0; i < jobs.length; i += 500) await boss.insert(jobs.slice(i, i + 500));
}

export const scanCompanyQueue = defineQueue({
  name: QUEUES.scanCompany,
  retry: { retryLimit: 3, retryDelay: 5, retryBackoff: true },
  payload: z.object({
    scanId: z.number().int().positive(),
    /** A scan of these customers only ('Kunde erneut scannen'). */
    customerIds: z.array(z.number().int().positive()).optional(),
  }),
  workers: () => 1,
  handle: (ctx, boss, job) => scanCompany(ctx, boss, job.data.scanId, job.data.customerIds),
});
