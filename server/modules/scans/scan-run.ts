// One Apify run of a scan job, over one place or a batch of places (docs/decisions/030, 045): the
// stop watch, the start (resumed on a repeated job), the wait, the items and the apify_runs row.
import { costCapAlert } from '../alerts/alert-events';
import { raiseAlerts } from '../alerts/alerts.queries';
import type { ScanContext } from './scan-context';
import * as q from './scans.queries';
import { ApifyFailure, createScraper, type RunInfo, ScanStopped, type Scraper } from './scraper/apify';
import { toReviews } from './scraper/review-items';
import { apifyStartDate, type ReviewWindow } from './scraper/review-window';

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
export async function runScan(ctx: ScanContext, input: ScanRunInput) {
  const { db } = ctx;
  const { scanId, company } = input;
  const scraper = await createScraper({
    token: ctx.secrets.open(company.apifyApiKeySealed),
    actorId: company.apifyActorId,
    baseUrl: ctx.config.apifyBaseUrl,
    maxRetries: 1,
    limits: { slots: ctx.runSlots, companyId: company.id },
  });
  // The stop is a database write any instance may make: look at it from the start request on.
  const stop = new AbortController();
  const watch = setInterval(async () => {
    const scan = await q.getScan(db, scanId).catch(() => undefined);
    if (scan && scan.status !== 'running') stop.abort();
    else await q.touchScan(db, scanId).catch(() => {});
  }, 1000);
  try {
    let runId = await q.findOpenApifyRun(db, scanId, input.customerId, input.placeCount);
    if (!runId) {
      const run = await startUnlessStopped(ctx, scraper, stop.signal, {
        urls: input.urls,
        startDate: apifyStartDate(input.window),
        maxTotalChargeUsd: Number(company.maxRunCostUsd),
      });
      runId = run.runId;
      await q.insertApifyRun(db, {
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
    let run: RunInfo;
    try {
      run = await scraper.waitForRun(runId, { timeoutMs: ctx.apifyWaitMs, signal: stop.signal });
    } catch (error) {
      // Whatever ended the wait, the run must not go on costing money.
      await scraper.abortRun(runId);
      const failure = error instanceof ApifyFailure ? error : new ApifyFailure(String(error), true);
      await q.finishApifyRun(db, runId, {
        status: stop.signal.aborted ? 'ABORTED' : 'FAILED',
        errorMessage: failure.message,
      });
      throw failure;
    }
    const items = await withRetries(ctx, () => scraper.listItems(run.datasetId));
    const found = toReviews(items, input.window);
    await q.finishApifyRun(db, runId, {
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
    clearInterval(watch);
  }
}

/**
 * Failures no smaller run would cure: the key, the credit, the access, the actor. Everything else
 * (a failed or timed-out run, a refused input) may be one place's fault, so a run of many places
 * is split (docs/decisions/045).
 */
export const failsEveryRun = (error: ApifyFailure) =>
  error.statusCode !== undefined && [401, 402, 403, 404].includes(error.statusCode);

/** What the run cost: its real charge where Apify names one, else the platform usage. */
export const runCost = (run: RunInfo) => run.chargeUsd ?? run.usageTotalUsd;

/**
 * A run's cost over its customers in whole ten-thousandths (the scan's counter keeps four places),
 * so the shares add up to the run's cost exactly: $0.0061 over 200 places is 61 × $0.0001.
 */
export function splitCost(total: number, parts: number): number[] {
  const units = Math.round(total * 10_000);
  const each = Math.floor(units / parts);
  const rest = units - each * parts;
  return Array.from({ length: parts }, (_, i) => (each + (i < rest ? 1 : 0)) / 10_000);
}

/**
 * Starts the run, but a stop ends the wait for a start request that hangs (Apify may take its
 * time to answer); a run started after all is aborted as soon as its answer comes.
 */
async function startUnlessStopped(
  ctx: ScanContext,
  scraper: Scraper,
  signal: AbortSignal,
  input: Parameters<Scraper['startRun']>[0],
) {
  const starting = withRetries(ctx, () => scraper.startRun({ ...input, signal }));
  const stopped = new Promise<never>((_, reject) => {
    const onAbort = () => reject(new ScanStopped());
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    starting.finally(() => signal.removeEventListener('abort', onAbort)).catch(() => {});
  });
  try {
    return await Promise.race([starting, stopped]);
  } catch (error) {
    if (signal.aborted) starting.then((run) => scraper.abortRun(run.runId)).catch(() => {});
    throw error;
  }
}

/** 429, 5xx, the memory limit and network failures get three tries with a doubling pause. */
export async function withRetries<T>(ctx: ScanContext, fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (!(error instanceof ApifyFailure) || !error.transient || attempt >= 3) throw error;
      await new Promise((r) => setTimeout(r, ctx.retryDelayMs * 2 ** (attempt - 1)));
    }
  }
}
