// One customer of a scan: link check → Apify run → reviews stored → claim → mail → scan log
// (docs/product.md §10 "Scan of a company"). The steps before and after the run are shared with the
// batch job (scan-batch.ts), whose one run covers many customers. Every step is safe to run twice:
// pg-boss may repeat a job whose instance died, and no transaction is held across the Apify wait or
// the SMTP exchange.
import { DEFAULT_AUTOMATION } from '../../../common/constants';
import { notifyCustomer } from '../sending/notify';
import { failInterruptedMails } from '../sending/sending.queries';
import type { ScanContext } from './scan-context';
import { runCost, runScan } from './scan-run';
import * as q from './scans.queries';
import { ApifyFailure, ScanStopped } from './scraper/apify';
import { checkMapsLink } from './scraper/maps-link';
import { type ScrapedReview, toReviews } from './scraper/review-items';
import { type ReviewWindow, reviewWindow } from './scraper/review-window';

export interface ScanCustomerData {
  scanId: number;
  customerId: number;
}

type JobContext = NonNullable<Awaited<ReturnType<typeof q.getCustomerJobContext>>>;
type Outcome = Omit<q.CustomerOutcome, 'scanId' | 'companyId' | 'customerId' | 'customerName' | 'scanType'>;

/** A customer whose checks passed and whose reviews an Apify run is to read. */
export interface ReadyCustomer {
  scan: q.ScanRow;
  job: JobContext & { company: { apifyApiKeySealed: string } };
  url: string;
  window: ReviewWindow;
  threshold: number;
  /** Its scan log and the scan's counters, once; the last customer ends the scan. */
  record(outcome: Outcome): Promise<void>;
  /** The stop came first: no result to log (docs/product.md §10). */
  notScanned(): Promise<void>;
}

export const isActiveScan = (status: string) => status === 'running' || status === 'stopping';

/**
 * The steps before the run: answers the customer ready for it, or undefined when it needs no run
 * (already reported, deleted, inactive, stopped, no usable link or API key: each reported here).
 */
export async function prepareCustomer(
  ctx: ScanContext,
  scan: q.ScanRow,
  customerId: number,
): Promise<ReadyCustomer | undefined> {
  const { db } = ctx;
  const job = await q.getCustomerJobContext(db, customerId);
  const record = async (outcome: Outcome) => {
    await q.recordOutcome(db, {
      scanId: scan.id,
      companyId: scan.companyId,
      customerId,
      customerName: job?.customer.name ?? null,
      scanType: scan.scanType,
      ...outcome,
    });
    await q.finishScanIfDone(db, scan.id);
  };
  const notScanned = async () => {
    await q.countNotScanned(db, scan.id);
    await q.finishScanIfDone(db, scan.id);
  };

  // Already reported by an earlier attempt (its instance died after the log): nothing to redo.
  if (await q.hasScanLog(db, scan.id, customerId)) {
    await q.finishScanIfDone(db, scan.id);
    return;
  }
  if (!job)
    return void (await record({ status: 'skipped', errorMessage: 'Kunde wurde während des Scans gelöscht' }));
  if (scan.status === 'stopping') return void (await notScanned());
  if (!job.customer.isActive)
    return void (await record({ status: 'skipped', errorMessage: 'Kunde ist inaktiv' }));
  // A pending mail of an earlier attempt may or may not have gone out: never send it again.
  await failInterruptedMails(db, { scanId: scan.id, customerId: job.customer.id });

  const link = checkMapsLink(job.customer.googleMapsLink);
  const url = job.customer.googleMapsLink ?? '';
  if (!link.ok) {
    return void (await record({
      status: 'error',
      errorType: link.errorType,
      errorMessage: link.message,
      details: { url },
    }));
  }
  const { apifyApiKeySealed } = job.company;
  if (!apifyApiKeySealed) {
    return void (await record(apifyError('Kein Apify-API-Schlüssel für die Firma hinterlegt', url)));
  }
  return {
    scan,
    job: { ...job, company: { ...job.company, apifyApiKeySealed } },
    url: link.url,
    window: reviewWindow(scan.startedAt, job.reviewAge ?? DEFAULT_AUTOMATION.reviewAge),
    threshold: job.ratingThreshold ?? DEFAULT_AUTOMATION.ratingThreshold,
    record,
    notScanned,
  };
}

export const apifyError = (message: string, url: string): Outcome => ({
  status: 'error',
  errorType: 'apify_error',
  errorMessage: message,
  details: { url },
});

/**
 * The steps after the run, given the reviews of the customer's place: stored once, the new
 * negatives claimed and mailed, its scan log with its share of the run's cost. `final`: pg-boss
 * will not try again, so an unexpected error is reported instead of thrown.
 */
export async function afterRun(
  ctx: ScanContext,
  c: ReadyCustomer,
  found: ScrapedReview[],
  costUsd: number,
  final: boolean,
) {
  const { db } = ctx;
  const { job, scan, threshold, url } = c;
  try {
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
    const counts = { newReviews: inserted.length, costUsd, details };
    if (mail.status === 'failed') {
      return await c.record({
        status: 'error',
        errorType: 'email_error',
        errorMessage: mail.message,
        ...counts,
      });
    }
    return await c.record({ status: 'success', emailsSent: mail.status === 'sent' ? 1 : 0, ...counts });
  } catch (error) {
    if (!final) throw error;
    ctx.log.error(
      { code: (error as { code?: string }).code, scanId: scan.id },
      'scan-customer processing failed',
    );
    return c.record({
      status: 'error',
      errorType: 'processing_error',
      errorMessage: 'Die gefundenen Bewertungen konnten nicht verarbeitet werden',
      details: { url },
    });
  }
}

/** The single job: a customer whose place is not known yet (or shared), in a run of its own. */
export async function scanCustomer(ctx: ScanContext, data: ScanCustomerData, final: boolean) {
  const scan = await q.getScan(ctx.db, data.scanId);
  if (!scan || !isActiveScan(scan.status)) return;
  const c = await prepareCustomer(ctx, scan, data.customerId);
  if (!c) return;
  let scraped: Awaited<ReturnType<typeof runScan>>;
  try {
    scraped = await runScan(ctx, {
      scanId: scan.id,
      company: c.job.company,
      customerId: c.job.customer.id,
      placeCount: 1,
      urls: [c.url],
      window: c.window,
      threshold: c.threshold,
    });
  } catch (error) {
    if (!(error instanceof ApifyFailure)) throw error;
    if (error instanceof ScanStopped) return c.notScanned();
    return c.record(apifyError(error.message, c.url));
  }
  // Learning is a saving for later scans, never a reason to fail this customer.
  await learnPlace(ctx, c, scraped.items).catch((error) =>
    ctx.log.error({ code: (error as { code?: string }).code, scanId: scan.id }, 'place id not stored'),
  );
  await afterRun(ctx, c, toReviews(scraped.items, c.window), runCost(scraped.run) ?? 0, final);
}

/**
 * Learns the customer's place from its own run, so later scans take it into a batch: only when
 * every item that names a place names the same one (a link may lead to a list of places).
 */
async function learnPlace(ctx: ScanContext, c: ReadyCustomer, items: unknown[]) {
  const places = new Set<string>();
  for (const item of items) {
    const id = (item as { placeId?: unknown } | null)?.placeId;
    if (typeof id === 'string' && id) places.add(id);
  }
  const [placeId] = places;
  if (places.size !== 1 || placeId === c.job.customer.placeId) return;
  await q.learnPlaceId(ctx.db, c.job.customer.id, placeId, c.job.customer.googleMapsLink ?? '');
}
