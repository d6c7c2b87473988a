// One Apify run of a scan job, over one place or a batch of places (docs/decisions/030, 045): the
// stop watch, the start (resumed on a repeated job) and the counts of the apify_runs row; the run
// itself is the shared scraper's (server/scraper/scraper-run.ts).

import type { JobContext } from '../../jobs/job-context';
import {
  apifyStartDate,
  collectRun,
  companyScraper,
  findOpenApifyRun,
  finishApifyRun,
  insertApifyRun,
  type ReviewWindow,
  runCost,
  startUnlessStopped,
  toReviews,
} from '../../scraper';
import { costCapAlert } from '../alerts/alert-events';
import { raiseAlerts } from '../alerts/alerts.queries';
import * as q from './scans.queries';

export interface ScanRunInput {
  scanId: number;
  company: {
    id: number;
    name: string;
    apifyApiKeySealed: string;
    apifyActorId: string;
    maxRunCostUsd: string;
  };
  /**
   * Names the run with `placeCount` for a repeated job to resume it: the single customer, or the
   * first customer of the batch job (whose customers do not change between attempts).
   */
  customerId: number;
  placeCount: number;
  urls: string[];
  window: ReviewWindow;
  threshold: number;
}

/** Starts (or, on a repeated job, resumes) the run and reads its items; throws an ApifyFailure. */
export async function runScan(ctx: JobContext, input: ScanRunInput) {
  const { db } = ctx;
  const { scanId, company } = input;
  const scraper = await companyScraper(ctx, company);
  // The stop is a database write any instance may make: look at it from the start request on.
  const stop = new AbortController();
  // A second after the last look ended, so a slow database never stacks looks up.
  let watch: NodeJS.Timeout | undefined;
  const look = async () => {
    const scan = await q.getScan(db, scanId).catch(() => undefined);
    if (scan && scan.status !== 'running') stop.abort();
    else await q.touchScan(db, scanId).catch(() => {});
    if (watch) watch = setTimeout(look, 1000);
  };
  watch = setTimeout(look, 1000);
  try {
    let runId = await findOpenApifyRun(db, scanId, input.customerId, input.placeCount);
    if (!runId) {
      const run = await startUnlessStopped(ctx, scraper, stop.signal, {
        urls: input.urls,
        startDate: apifyStartDate(input.window),
        maxTotalChargeUsd: Number(company.maxRunCostUsd),
      });
      runId = run.runId;
      await insertApifyRun(db, {
        runId,
        scanId,
        customerId: input.customerId,
        companyId: company.id,
        googleMapsUrl: input.urls[0],
        placeCount: input.placeCount,
        status: run.status,
        datasetId: run.datasetId,
      });
    }
    const { run, items } = await collectRun(ctx, scraper, runId, stop.signal);
    const found = toReviews(items, input.window);
    await finishApifyRun(db, runId, {
      status: run.status,
      totalReviews: found.length,
      negativeReviews: found.filter((r) => r.rating <= input.threshold).length,
      processedReviews: items.length,
      costUsd: runCost(run) === null ? null : String(runCost(run)),
    });
    const capped = costCapAlert(company, runCost(run));
    if (capped) await raiseAlerts(db, [capped]);
    return { items, run };
  } finally {
    clearTimeout(watch);
    watch = undefined;
  }
}
