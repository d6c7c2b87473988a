// One customer of a scan: link check → Apify run → reviews stored → claim → mail → scan log
// (docs/product.md §10 "Scan of a company"). The steps before and after the run are shared with the
// batch job (scan-batch.ts), whose one run covers many customers. Every step is safe to run twice:
// pg-boss may repeat a job whose instance died, and no transaction is held across the Apify wait or
// the SMTP exchange.
import { DEFAULT_AUTOMATION } from '../../../common/constants';
import type { JobContext } from '../../jobs/job-context';
import { eachLimited } from '../../lib/each-limited';
import {
  ApifyFailure,
  checkMapsLink,
  type ReviewWindow,
  reviewWindow,
  runCost,
  ScanStopped,
  type ScrapedReview,
  toReviews,
} from '../../scraper';
import {
  apifyAccountAlert,
  linkBrokenAlert,
  noApifyKeyAlert,
  placeNotFound,
  scanOutcomeAlerts,
} from '../alerts/alert-events';
import { type NewAlert, raiseAlerts } from '../alerts/alerts.queries';
import { notifyCustomer } from '../sending/notify';
import { failInterruptedMails } from '../sending/sending.queries';
import { runScan } from './scan-run';
import * as q from './scans.queries';

export interface ScanCustomerData {
  scanId: number;
  customerId: number;
}

type CustomerJob = q.CustomerJobContext;
type Outcome = Omit<
  q.CustomerOutcome,
  'scanId' | 'companyId' | 'customerId' | 'customerName' | 'scanType'
> & {
  /** The Apify account failed, alerted once for the company: no alert for the customer. */
  accountWide?: boolean;
};

/** A customer whose checks passed and whose reviews an Apify run is to read. */
export interface ReadyCustomer {
  scan: q.ScanRow;
  job: CustomerJob & { company: { apifyApiKeySealed: string } };
  url: string;
  window: ReviewWindow;
  threshold: number;
  /** Its scan log and the scan's counters, once; the last customer ends the scan. */
  record(outcome: Outcome): Promise<void>;
  /** The stop came first: no result to log (docs/product.md §10). */
  notScanned(): Promise<void>;
}

export const isActiveScan = (status: string) => status === 'running' || status === 'stopping';

/** Customers handled at once in the steps around a batch's run. */
export const CUSTOMER_STEPS_AT_ONCE = 8;

/** A customer's scan log (and the scan's end), or its count as not scanned. */
function reporters(ctx: JobContext, scan: q.ScanRow, customerId: number, customerName: string | null) {
  const { db } = ctx;
  return {
    record: async (outcome: Outcome) => {
      const o = {
        scanId: scan.id,
        companyId: scan.companyId,
        customerId,
        customerName,
        scanType: scan.scanType,
        ...outcome,
      };
      // A failed customer's alert for the bell, with its log (docs/decisions/049).
      await q.recordOutcome(db, o, scanOutcomeAlerts(o));
      await q.finishScanIfDone(db, scan.id);
    },
    notScanned: async () => {
      await q.countNotScanned(db, scan.id);
      await q.finishScanIfDone(db, scan.id);
    },
  };
}

/**
 * The steps before the run, for one customer or a whole batch in a few statements: answers the
 * customers ready for it; the others need no run (already reported, deleted, inactive, stopped, no
 * usable link or API key) and are reported here.
 */
export async function prepareCustomers(
  ctx: JobContext,
  scan: q.ScanRow,
  customerIds: number[],
): Promise<ReadyCustomer[]> {
  const { db } = ctx;
  const jobs = new Map((await q.getCustomerJobContexts(db, customerIds)).map((j) => [j.customer.id, j]));
  // Already reported by an earlier attempt (its instance died after the log): nothing to redo.
  const logged = await q.listLoggedCustomers(db, scan.id, customerIds);
  const reports: (() => Promise<void>)[] = [];
  const ready: ReadyCustomer[] = [];
  const live: number[] = [];
  let noKey: NewAlert | undefined;
  for (const customerId of customerIds) {
    if (logged.has(customerId)) continue;
    const job = jobs.get(customerId);
    const { record, notScanned } = reporters(ctx, scan, customerId, job?.customer.name ?? null);
    if (!job) {
      reports.push(() =>
        record({ status: 'skipped', errorMessage: 'Kunde wurde während des Scans gelöscht' }),
      );
      continue;
    }
    if (scan.status === 'stopping') {
      reports.push(notScanned);
      continue;
    }
    if (!job.customer.isActive) {
      reports.push(() => record({ status: 'skipped', errorMessage: 'Kunde ist inaktiv' }));
      continue;
    }
    live.push(customerId);
    const link = checkMapsLink(job.customer.googleMapsLink);
    const url = job.customer.googleMapsLink ?? '';
    if (!link.ok) {
      const outcome: Outcome = {
        status: 'error',
        errorType: link.errorType,
        errorMessage: link.message,
        details: { url },
      };
      reports.push(() => record(outcome));
      continue;
    }
    const { apifyApiKeySealed } = job.company;
    if (!apifyApiKeySealed) {
      const outcome = apifyError('Kein Apify-API-Schlüssel für die Firma hinterlegt', url);
      noKey ??= noApifyKeyAlert(scan, job.company.name);
      reports.push(() => record({ ...outcome, accountWide: true }));
      continue;
    }
    ready.push({
      scan,
      job: { ...job, company: { ...job.company, apifyApiKeySealed } },
      url: link.url,
      window: reviewWindow(scan.startedAt, job.reviewAge ?? DEFAULT_AUTOMATION.reviewAge),
      threshold: job.ratingThreshold ?? DEFAULT_AUTOMATION.ratingThreshold,
      record,
      notScanned,
    });
  }
  // A pending mail of an earlier attempt may or may not have gone out: never send it again.
  if (live.length > 0) await failInterruptedMails(db, { scanId: scan.id, customerIds: live });
  if (noKey) await raiseAlerts(db, [noKey]);
  await eachLimited(reports, CUSTOMER_STEPS_AT_ONCE, (report) => report());
  if (logged.size > 0) await q.finishScanIfDone(db, scan.id);
  return ready;
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
  ctx: JobContext,
  c: ReadyCustomer,
  found: ScrapedReview[],
  costUsd: number,
  final: boolean,
  /** New reviews when the batch stored them already. */
  stored?: number,
) {
  const { db } = ctx;
  const { job, scan, threshold, url } = c;
  try {
    const newReviews =
      stored ??
      (
        await q.insertReviewsOfMany(db, job.company.id, [{ customerId: job.customer.id, reviews: found }])
      ).get(job.customer.id) ??
      0;
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
      newReviews,
      negativeReviews: found.filter((r) => r.rating <= threshold).length,
      emailStatus: mail.status,
      ...(mail.status === 'waiting_daily_limit' && { lastEmailHours: mail.lastEmailHours }),
      url,
    };
    const counts = { newReviews, costUsd, details };
    if (mail.status === 'failed') {
      return await c.record({
        status: 'error',
        errorType: 'email_error',
        errorMessage: mail.message,
        ...counts,
      });
    }
    // The mail counts in the scan's emailsSent when it is marked sent (markEmailSent), once.
    return await c.record({ status: 'success', ...counts });
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
export async function scanCustomer(ctx: JobContext, data: ScanCustomerData, final: boolean) {
  const scan = await q.getScan(ctx.db, data.scanId);
  if (!scan || !isActiveScan(scan.status)) return;
  const [c] = await prepareCustomers(ctx, scan, [data.customerId]);
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
    const alert = apifyAccountAlert(scan, c.job.company.name, error);
    if (alert) await raiseAlerts(ctx.db, [alert]);
    return c.record({ ...apifyError(error.message, c.url), accountWide: alert !== undefined });
  }
  if (placeNotFound(scraped.items)) {
    const { customer, company } = c.job;
    const who = { companyId: company.id, customerId: customer.id, customerName: customer.name };
    await raiseAlerts(ctx.db, [linkBrokenAlert(who, 'Google Maps findet den Ort nicht')]);
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
async function learnPlace(ctx: JobContext, c: ReadyCustomer, items: unknown[]) {
  const places = new Set<string>();
  for (const item of items) {
    const id = (item as { placeId?: unknown } | null)?.placeId;
    if (typeof id === 'string' && id) places.add(id);
  }
  const [placeId] = places;
  if (places.size !== 1 || placeId === c.job.customer.placeId) return;
  await q.learnPlaceId(ctx.db, c.job.customer.id, placeId, c.job.customer.googleMapsLink ?? '');
}
