// A batch of a scan: customers whose place is known, read by one Apify run and mapped back by the
// items' place id; then each goes through the single customer's steps (scan-customer.ts). A failed
// run is split into halves down to single customers, so one bad link never fails its neighbours
// (docs/decisions/045).
import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { QUEUES } from '../../jobs/queues';
import { eachLimited } from '../../lib/each-limited';
import type { ScanContext } from './scan-context';
import { afterRun, apifyError, isActiveScan, prepareCustomer, type ReadyCustomer } from './scan-customer';
import { runCost, runScan, splitCost } from './scan-run';
import * as q from './scans.queries';
import { ApifyFailure, ScanStopped } from './scraper/apify';
import { toReviews } from './scraper/review-items';

/** Customers of a batch handled at once before and after its run. */
const CUSTOMER_STEPS_AT_ONCE = 8;

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

/**
 * Failures no smaller run would cure: the key, the credit, the access, the actor. Everything else
 * (a failed or timed-out run, a refused input) may be one place's fault.
 */
const accountWide = (error: ApifyFailure) =>
  error.statusCode !== undefined && [401, 402, 403, 404].includes(error.statusCode);

export async function scanBatch(ctx: ScanContext, boss: PgBoss, data: ScanBatchData, final: boolean) {
  const scan = await q.getScan(ctx.db, data.scanId);
  if (!scan || !isActiveScan(scan.status)) return;
  // The steps before and after the run, a few customers at once: one by one, 200 customers' reads
  // and writes took longer than the run itself (bench:scan). Mails still keep the company's pace.
  const prepared: (ReadyCustomer | undefined)[] = [];
  await eachLimited(data.customerIds, CUSTOMER_STEPS_AT_ONCE, async (customerId, i) => {
    prepared[i] = await prepareCustomer(ctx, scan, customerId);
  });
  const ready = prepared.filter((c): c is ReadyCustomer => c !== undefined);
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
    if (ready.length > 1 && !accountWide(error)) {
      const ids = ready.map((c) => c.job.customer.id);
      const half = Math.ceil(ids.length / 2);
      await boss.insert([batchJob(scan.id, ids.slice(0, half)), batchJob(scan.id, ids.slice(half))]);
      ctx.log.info({ scanId: scan.id, places: ids.length }, 'scan batch failed, split in two');
      return;
    }
    await eachLimited(ready, CUSTOMER_STEPS_AT_ONCE, (c) => c.record(apifyError(error.message, c.url)));
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
  await eachLimited(ready, CUSTOMER_STEPS_AT_ONCE, async (c, i) => {
    const items = (c.job.customer.placeId && byPlace.get(c.job.customer.placeId)) || [];
    await afterRun(ctx, c, toReviews(items, c.window), shares[i], final);
  });
}
