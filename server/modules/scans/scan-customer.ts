// One customer of a scan: link check → Apify run → reviews stored → claim → mail → scan log
// (docs/product.md §10 "Scan of a company"). Every step is safe to run twice: pg-boss may repeat a
// job whose instance died, and no transaction is held across the Apify wait or the SMTP exchange.
import { DEFAULT_AUTOMATION } from '../../../common/constants';
import { notifyCustomer } from '../sending/notify';
import { failInterruptedMails } from '../sending/sending.queries';
import type { ScanContext } from './scan-context';
import * as q from './scans.queries';
import { ApifyFailure, createScraper, type RunInfo, ScanStopped, type Scraper } from './scraper/apify';
import { checkMapsLink } from './scraper/maps-link';
import { type ScrapedReview, toReviews } from './scraper/review-items';
import { apifyStartDate, type ReviewWindow, reviewWindow } from './scraper/review-window';

export interface ScanCustomerData {
  scanId: number;
  customerId: number;
}

type JobContext = NonNullable<Awaited<ReturnType<typeof q.getCustomerJobContext>>>;
const isActive = (status: string) => status === 'running' || status === 'stopping';

/** `final`: pg-boss will not try again, so an unexpected error is reported instead of thrown. */
export async function scanCustomer(ctx: ScanContext, data: ScanCustomerData, final: boolean) {
  const { db } = ctx;
  const scan = await q.getScan(db, data.scanId);
  if (!scan || !isActive(scan.status)) return;
  const job = await q.getCustomerJobContext(db, data.customerId);
  const base = {
    scanId: scan.id,
    companyId: scan.companyId,
    customerId: data.customerId,
    customerName: job?.customer.name ?? null,
    scanType: scan.scanType,
  };
  const record = async (outcome: Omit<q.CustomerOutcome, keyof typeof base>) => {
    await q.recordOutcome(db, { ...base, ...outcome });
    await q.finishScanIfDone(db, scan.id);
  };
  // The stop came first: the customer is not scanned, which is no result to log (docs/product.md §10).
  const notScanned = async () => {
    await q.countNotScanned(db, scan.id);
    await q.finishScanIfDone(db, scan.id);
  };

  // Already reported by an earlier attempt (its instance died after the log): nothing to redo.
  if (await q.hasScanLog(db, scan.id, data.customerId)) {
    await q.finishScanIfDone(db, scan.id);
    return;
  }
  if (!job) return record({ status: 'skipped', errorMessage: 'Kunde wurde während des Scans gelöscht' });
  if (scan.status === 'stopping') return notScanned();
  if (!job.customer.isActive) return record({ status: 'skipped', errorMessage: 'Kunde ist inaktiv' });
  // A pending mail of an earlier attempt may or may not have gone out: never send it again.
  await failInterruptedMails(db, { scanId: scan.id, customerId: job.customer.id });

  const link = checkMapsLink(job.customer.googleMapsLink);
  const url = job.customer.googleMapsLink ?? '';
  if (!link.ok)
    return record({
      status: 'error',
      errorType: link.errorType,
      errorMessage: link.message,
      details: { url },
    });
  if (!job.company.apifyApiKeySealed) {
    return record({
      status: 'error',
      errorType: 'apify_error',
      errorMessage: 'Kein Apify-API-Schlüssel für die Firma hinterlegt',
      details: { url },
    });
  }

  const window = reviewWindow(scan.startedAt, job.reviewAge ?? DEFAULT_AUTOMATION.reviewAge);
  let scraped: { found: ScrapedReview[]; run: RunInfo };
  try {
    scraped = await scrape(ctx, scan.id, job, link.url, window);
  } catch (error) {
    if (!(error instanceof ApifyFailure)) throw error;
    if (error instanceof ScanStopped) return notScanned();
    return record({
      status: 'error',
      errorType: 'apify_error',
      errorMessage: error.message,
      details: { url },
    });
  }

  try {
    const { found, run } = scraped;
    const threshold = job.ratingThreshold ?? DEFAULT_AUTOMATION.ratingThreshold;
    const inserted = await q.insertReviews(db, job.company.id, job.customer.id, found);
    const negatives = await q.listUnclaimedNegatives(db, {
      customerId: job.customer.id,
      externalIds: found.map((r) => r.externalId),
      threshold,
      since: scan.startedAt,
    });
    // Also mails the negatives that waited for the one offer a day, or holds these back (notify.ts).
    const mail = await notifyCustomer(ctx, scan.id, job, negatives, threshold);
    const details = {
      totalReviews: found.length,
      newReviews: inserted.length,
      negativeReviews: found.filter((r) => r.rating <= threshold).length,
      emailStatus: mail.status,
      ...(mail.status === 'waiting_daily_limit' && { lastEmailHours: mail.lastEmailHours }),
      url,
    };
    const counts = { newReviews: inserted.length, costUsd: run.usageTotalUsd ?? 0, details };
    if (mail.status === 'failed') {
      return record({ status: 'error', errorType: 'email_error', errorMessage: mail.message, ...counts });
    }
    return record({ status: 'success', emailsSent: mail.status === 'sent' ? 1 : 0, ...counts });
  } catch (error) {
    if (!final) throw error;
    ctx.log.error(
      { code: (error as { code?: string }).code, scanId: scan.id },
      'scan-customer processing failed',
    );
    return record({
      status: 'error',
      errorType: 'processing_error',
      errorMessage: 'Die gefundenen Bewertungen konnten nicht verarbeitet werden',
      details: { url },
    });
  }
}

/** Starts (or, on a repeated job, resumes) the customer's Apify run and reads its reviews. */
async function scrape(ctx: ScanContext, scanId: number, job: JobContext, url: string, window: ReviewWindow) {
  const { db } = ctx;
  const scraper = await createScraper({
    token: ctx.secrets.open(job.company.apifyApiKeySealed as string),
    actorId: job.company.apifyActorId,
    baseUrl: ctx.config.apifyBaseUrl,
    maxRetries: 1,
  });
  // The stop is a database write any instance may make: look at it from the start request on.
  const stop = new AbortController();
  const watch = setInterval(async () => {
    const scan = await q.getScan(db, scanId).catch(() => undefined);
    if (scan && scan.status !== 'running') stop.abort();
    else await q.touchScan(db, scanId).catch(() => {});
  }, 1000);
  try {
    let runId = await q.findOpenApifyRun(db, scanId, job.customer.id);
    if (!runId) {
      const run = await startUnlessStopped(ctx, scraper, stop.signal, {
        url,
        startDate: apifyStartDate(window),
      });
      runId = run.runId;
      await q.insertApifyRun(db, {
        runId,
        scanId,
        customerId: job.customer.id,
        companyId: job.company.id,
        googleMapsUrl: url,
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
    const found = toReviews(items, window);
    await q.finishApifyRun(db, runId, {
      status: run.status,
      totalReviews: found.length,
      negativeReviews: found.filter(
        (r) => r.rating <= (job.ratingThreshold ?? DEFAULT_AUTOMATION.ratingThreshold),
      ).length,
      processedReviews: items.length,
      costUsd: run.usageTotalUsd === null ? null : String(run.usageTotalUsd),
    });
    return { found, run };
  } finally {
    clearInterval(watch);
  }
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
  const starting = withRetries(ctx, () => scraper.startRun(input));
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
