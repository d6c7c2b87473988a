// A batch of a scan: customers whose place is known, read by one Apify run and mapped back by the
// items' place id; then each goes through the single customer's steps (scan-customer.ts). A failed
// run is split into halves down to single customers, so one bad link never fails its neighbours
// (docs/decisions/045).
import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { ScanLogDetails } from '../../../common/schemas/scan-log-details';
import type { JobContext } from '../../jobs/job-context';
import { QUEUES } from '../../jobs/queues';
import { eachLimited } from '../../lib/each-limited';
import {
  ApifyFailure,
  failsEveryRun,
  runCost,
  ScanStopped,
  type ScrapedReview,
  splitCost,
  toReviews,
} from '../../scraper';
import { apifyAccountAlert } from '../alerts/alert-events';
import { raiseAlerts } from '../alerts/alerts.queries';
import {
  afterRun,
  apifyError,
  CUSTOMER_STEPS_AT_ONCE,
  isActiveScan,
  prepareCustomers,
  type ReadyCustomer,
} from './scan-customer';
import { runScan } from './scan-run';
import * as q from './scans.queries';

export interface ScanBatchData {
  scanId: number;
  customerIds: number[];
}

/** A job id from its content, so a repeated fan-out or split queues nothing twice. */
function jobIdOf(key: string) {
  const h = createHash('sha1').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const customerJobId = (scanId: number, customerId: number) =>
  jobIdOf(`scan-customer:${scanId}:${customerId}`);

/** The job of a batch; a batch of one is the single customer's job. */
export function batchJob(scanId: number, customerIds: number[]): PgBoss.JobInsert {
  if (customerIds.length === 1) {
    return {
      id: customerJobId(scanId, customerIds[0]),
      name: QUEUES.scanCustomer,
      data: { scanId, customerId: customerIds[0] },
    };
  }
  return {
    id: jobIdOf(`scan-batch:${scanId}:${customerIds.join(',')}`),
    name: QUEUES.scanBatch,
    data: { scanId, customerIds } satisfies ScanBatchData,
  };
}

export async function scanBatch(ctx: JobContext, boss: PgBoss, data: ScanBatchData, final: boolean) {
  const scan = await q.getScan(ctx.db, data.scanId);
  if (!scan || !isActiveScan(scan.status)) return;
  // The steps before and after the run read and write the whole batch at once: one by one, 200
  // customers' statements took longer than the run itself (bench:scan, decision 045).
  const ready = await prepareCustomers(ctx, scan, data.customerIds);
  if (ready.length === 0) return;

  let scraped: Awaited<ReturnType<typeof runScan>>;
  try {
    scraped = await runScan(ctx, {
      scanId: scan.id,
      company: ready[0].job.company,
      customerId: data.customerIds[0],
      placeCount: data.customerIds.length,
      urls: ready.map((c) => c.url),
      window: ready[0].window,
      threshold: ready[0].threshold,
    });
  } catch (error) {
    if (!(error instanceof ApifyFailure)) throw error;
    if (error instanceof ScanStopped) {
      await eachLimited(ready, CUSTOMER_STEPS_AT_ONCE, (c) => c.notScanned());
      return;
    }
    if (ready.length > 1 && !failsEveryRun(error)) {
      const ids = ready.map((c) => c.job.customer.id);
      const half = Math.ceil(ids.length / 2);
      await boss.insert([batchJob(scan.id, ids.slice(0, half)), batchJob(scan.id, ids.slice(half))]);
      ctx.log.info({ scanId: scan.id, places: ids.length }, 'scan batch failed, split in two');
      return;
    }
    const alert = apifyAccountAlert(scan, ready[0].job.company.name, error);
    if (alert) await raiseAlerts(ctx.db, [alert]);
    await eachLimited(ready, CUSTOMER_STEPS_AT_ONCE, (c) =>
      c.record({ ...apifyError(error.message, c.url), accountWide: alert !== undefined }),
    );
    return;
  }

  // Items by the place they name: place-only rows, the actor's error rows and places of no
  // customer here fall out of the mapping, and a place without items simply has no new reviews.
  const byPlace = new Map<string, unknown[]>();
  for (const item of scraped.items) {
    const placeId = (item as { placeId?: unknown } | null)?.placeId;
    if (typeof placeId !== 'string') continue;
    const list = byPlace.get(placeId);
    if (list) list.push(item);
    else byPlace.set(placeId, [item]);
  }
  const shares = splitCost(runCost(scraped.run) ?? 0, ready.length);
  const found = ready.map((c) =>
    toReviews((c.job.customer.placeId && byPlace.get(c.job.customer.placeId)) || [], c.window),
  );
  await afterBatchRun(ctx, ready, found, shares, final);
}

/**
 * The single customer's after-run steps (scan-customer.ts afterRun) for a whole batch: reviews
 * stored in a few statements, and the customers that have no negative review waiting for an offer
 * (most of them) logged together in one transaction. Only the others go one by one through the
 * offer (a few at once; mails keep the company's pace).
 */
async function afterBatchRun(
  ctx: JobContext,
  ready: ReadyCustomer[],
  found: ScrapedReview[][],
  shares: number[],
  final: boolean,
) {
  const { db } = ctx;
  const { scan, threshold, job } = ready[0];
  const ids = ready.map((c) => c.job.customer.id);
  try {
    const stored = await q.insertReviewsOfMany(
      db,
      job.company.id,
      ready.map((c, i) => ({ customerId: c.job.customer.id, reviews: found[i] })),
    );
    const offerable = await q.listCustomersWithUnclaimedNegatives(db, ids, threshold);
    const quiet = ready.flatMap((c, i) => {
      const id = c.job.customer.id;
      if (offerable.has(id)) return [];
      const newReviews = stored.get(id) ?? 0;
      const details: ScanLogDetails = {
        totalReviews: found[i].length,
        newReviews,
        negativeReviews: found[i].filter((r) => r.rating <= threshold).length,
        emailStatus: 'not_needed',
        url: c.url,
      };
      return [
        {
          scanId: scan.id,
          companyId: scan.companyId,
          customerId: id,
          customerName: c.job.customer.name,
          scanType: scan.scanType,
          status: 'success' as const,
          newReviews,
          costUsd: shares[i],
          details,
        },
      ];
    });
    await q.recordOutcomes(db, quiet);
    await q.finishScanIfDone(db, scan.id);
    const rest = ready.flatMap((c, i) => (offerable.has(c.job.customer.id) ? [i] : []));
    await eachLimited(rest, CUSTOMER_STEPS_AT_ONCE, (i) =>
      afterRun(ctx, ready[i], found[i], shares[i], final, stored.get(ready[i].job.customer.id) ?? 0),
    );
  } catch (error) {
    if (!final) throw error;
    ctx.log.error(
      { code: (error as { code?: string }).code, scanId: scan.id },
      'scan-batch processing failed',
    );
    // Customers already logged keep their log: recordOutcome writes each once.
    await eachLimited(ready, CUSTOMER_STEPS_AT_ONCE, (c) =>
      c.record({
        status: 'error',
        errorType: 'processing_error',
        errorMessage: 'Die gefundenen Bewertungen konnten nicht verarbeitet werden',
        details: { url: c.url },
      }),
    );
  }
}
