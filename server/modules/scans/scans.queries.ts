// SQL of the scans: scan rows and their counters, reviews found, the schedule's settings (apify_runs:
// server/scraper/apify-runs.queries.ts).
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { ScanLogDetails } from '../../../common/schemas/scan-log-details';
import type { Db } from '../../db/client';
import { automationSettings, companies, customers, reviews, scanLogs, scans } from '../../db/schema';
import type { ScrapedReview } from '../../scraper';
import { type NewAlert, raiseAlerts } from '../alerts/alerts.queries';
import { legalFooterColumns, mailAccountColumns, offerSenderColumns } from '../companies/companies.queries';
import { learnedScales } from '../removal-chance/chance-stats.queries';
import { storedChance } from '../removal-chance/stored-chance';
import { offerReviewColumns } from '../sending/sending.queries';

export type ScanRow = typeof scans.$inferSelect;
const active = ['running', 'stopping'] as const;

/** A new running scan, or undefined when the company already has one (or the slot was taken). */
export async function insertScan(db: Db, values: typeof scans.$inferInsert) {
  const [row] = await db.insert(scans).values(values).onConflictDoNothing().returning();
  return row as ScanRow | undefined;
}

export async function getScan(db: Db, id: number) {
  const [row] = await db.select().from(scans).where(eq(scans.id, id));
  return row as ScanRow | undefined;
}

export async function getActiveScan(db: Db, companyId: number) {
  const [row] = await db
    .select()
    .from(scans)
    .where(and(eq(scans.companyId, companyId), inArray(scans.status, active)));
  return row as ScanRow | undefined;
}

export function listScans(db: Db, companyId: number, limit: number) {
  return db
    .select()
    .from(scans)
    .where(eq(scans.companyId, companyId))
    .orderBy(desc(scans.startedAt), desc(scans.id))
    .limit(limit);
}

export async function lastFinishedScan(db: Db, companyId: number) {
  const [row] = await db
    .select()
    .from(scans)
    .where(and(eq(scans.companyId, companyId), sql`${scans.status} not in ('running', 'stopping')`))
    .orderBy(desc(scans.startedAt), desc(scans.id))
    .limit(1);
  return row as ScanRow | undefined;
}

/** Asks running scans to stop (all, or one company's); answers the scans asked. */
export function requestStop(db: Db, companyId?: number) {
  return db
    .update(scans)
    .set({ status: 'stopping', updatedAt: new Date() })
    .where(and(eq(scans.status, 'running'), companyId ? eq(scans.companyId, companyId) : undefined))
    .returning({ id: scans.id, companyId: scans.companyId });
}

export async function setScanTotal(db: Db, scanId: number, total: number) {
  await db.update(scans).set({ total, updatedAt: new Date() }).where(eq(scans.id, scanId));
}

/** Ends a scan that has every customer done: completed, or stopped when a stop was asked. */
export async function finishScanIfDone(db: Db, scanId: number) {
  const [row] = await db
    .update(scans)
    .set({
      status: sql`case when ${scans.status} = 'stopping' then 'stopped' else 'completed' end`,
      finishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(scans.id, scanId), inArray(scans.status, active), sql`${scans.done} >= ${scans.total}`))
    .returning({ id: scans.id });
  return row !== undefined;
}

export async function failScan(db: Db, scanId: number, message: string) {
  await db
    .update(scans)
    .set({ status: 'failed', errorMessage: message, finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(scans.id, scanId), inArray(scans.status, active)));
}

/** Running scans whose progress stopped longer ago than `before` (their jobs died with an instance). */
export function listStaleScans(db: Db, before: Date) {
  return db
    .select({ id: scans.id })
    .from(scans)
    .where(and(inArray(scans.status, active), lte(scans.updatedAt, before)));
}

/** What a customer's job needs to know: the customer, its company and the company's automation. */
const jobContextQuery = (db: Db) =>
  db
    .select({
      customer: {
        id: customers.id,
        name: customers.name,
        email: customers.email,
        googleMapsLink: customers.googleMapsLink,
        pricePerReview: customers.pricePerReview,
        contactPerson: customers.contactPerson,
        contactTitle: customers.contactTitle,
        isActive: customers.isActive,
        placeId: customers.placeId,
        optedOutAt: customers.optedOutAt,
        consent: customers.consent,
      },
      company: {
        id: companies.id,
        name: companies.name,
        website: companies.website,
        ...mailAccountColumns,
        apifyApiKeySealed: companies.apifyApiKeySealed,
        apifyActorId: companies.apifyActorId,
        maxRunCostUsd: companies.maxRunCostUsd,
        emailNotifications: companies.emailNotifications,
        ...legalFooterColumns,
        ...offerSenderColumns,
        testMode: companies.testMode,
        testRecipient: companies.testRecipient,
        requireConsent: companies.requireConsent,
      },
      ratingThreshold: automationSettings.ratingThreshold,
      reviewAge: automationSettings.reviewAge,
    })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .leftJoin(automationSettings, eq(automationSettings.companyId, companies.id));

export type CustomerJobContext = Awaited<ReturnType<ReturnType<typeof jobContextQuery>['execute']>>[number];

/** What a customer's job needs to know, in one statement. */
export async function getCustomerJobContext(
  db: Db,
  customerId: number,
): Promise<CustomerJobContext | undefined> {
  const [row] = await jobContextQuery(db).where(eq(customers.id, customerId));
  return row;
}

/** The same for all customers of a batch, in one statement (a missing id was deleted). */
export function getCustomerJobContexts(db: Db, customerIds: number[]): Promise<CustomerJobContext[]> {
  return jobContextQuery(db).where(inArray(customers.id, customerIds));
}

/** The company's customers (or those of `customerIds`) for the fan-out: batched by their learned place, or one by one. */
export function listCustomersToScan(db: Db, companyId: number, customerIds?: number[]) {
  return db
    .select({ id: customers.id, placeId: customers.placeId, googleMapsLink: customers.googleMapsLink })
    .from(customers)
    .where(
      and(eq(customers.companyId, companyId), customerIds ? inArray(customers.id, customerIds) : undefined),
    )
    .orderBy(asc(customers.id));
}

/** The place the customer's run named; only while the link is still the one that was scraped. */
export async function learnPlaceId(db: Db, customerId: number, placeId: string, link: string) {
  await db
    .update(customers)
    .set({ placeId })
    .where(and(eq(customers.id, customerId), eq(customers.googleMapsLink, link)));
}

/** Rows per insert: far below PostgreSQL's 65,535 parameters at twelve per review. */
const REVIEW_INSERT_CHUNK = 2000;

/**
 * The reviews a batch's run found for many customers of one company, stored once each (a few
 * statements for the whole batch); answers how many were new per customer.
 */
export async function insertReviewsOfMany(
  db: Db,
  companyId: number,
  found: { customerId: number; reviews: ScrapedReview[] }[],
) {
  const now = new Date();
  // The company's learned rates (decision 076), read once for the batch.
  const scale = (await learnedScales(db, [companyId])).get(companyId);
  const rows = found.flatMap(({ customerId, reviews: list }) =>
    list.map((r) => ({
      companyId,
      customerId,
      externalId: r.externalId,
      username: r.username,
      rating: r.rating,
      reviewText: r.text,
      reviewDate: r.reviewDate,
      reviewUrl: r.reviewUrl,
      placeId: r.placeId,
      // Computed here, in the same insert: the batch stays a few statements (decision 067).
      ...storedChance(r, now, scale),
    })),
  );
  const inserted = new Map<number, number>();
  for (let i = 0; i < rows.length; i += REVIEW_INSERT_CHUNK) {
    const written = await db
      .insert(reviews)
      .values(rows.slice(i, i + REVIEW_INSERT_CHUNK))
      .onConflictDoNothing({ target: [reviews.customerId, reviews.externalId] })
      .returning({ customerId: reviews.customerId });
    for (const { customerId } of written) inserted.set(customerId, (inserted.get(customerId) ?? 0) + 1);
  }
  return inserted;
}

/**
 * Which of these customers have any negative review no offer has claimed yet: only they can get a
 * mail now (new negatives, or ones that waited for the one offer a day); the rest need none.
 */
export async function listCustomersWithUnclaimedNegatives(db: Db, customerIds: number[], threshold: number) {
  const rows = await db
    .selectDistinct({ customerId: reviews.customerId })
    .from(reviews)
    .where(
      and(
        inArray(reviews.customerId, customerIds),
        isNull(reviews.emailLogId),
        lte(reviews.rating, threshold),
      ),
    );
  return new Set(rows.map((r) => r.customerId));
}

/**
 * Negative reviews of this customer found by this scan (detected since it started, among the
 * scraper ids it read) that no e-mail has claimed yet. A repeated job finds the reviews its crashed
 * attempt stored; reviews of earlier scans (e.g. with notifications off) are never mailed late,
 * except those that waited for the one offer a day (sending.queries.ts listWaitingNegatives).
 */
export function listUnclaimedNegatives(
  db: Db,
  opts: { customerId: number; externalIds: string[]; threshold: number; since: Date },
) {
  if (opts.externalIds.length === 0) return Promise.resolve([]);
  return db
    .select(offerReviewColumns)
    .from(reviews)
    .where(
      and(
        eq(reviews.customerId, opts.customerId),
        isNull(reviews.emailLogId),
        lte(reviews.rating, opts.threshold),
        sql`${reviews.detectedAt} >= ${opts.since}`,
        inArray(reviews.externalId, opts.externalIds),
      ),
    )
    .orderBy(asc(reviews.reviewDate), asc(reviews.id));
}

/** Which of these customers already have their scan log in this scan (an earlier attempt reported them). */
export async function listLoggedCustomers(db: Db, scanId: number, customerIds: number[]) {
  const rows = await db
    .select({ customerId: scanLogs.customerId })
    .from(scanLogs)
    .where(and(eq(scanLogs.scanId, scanId), inArray(scanLogs.customerId, customerIds)));
  return new Set(rows.map((r) => r.customerId).filter((id): id is number => id !== null));
}

export interface CustomerOutcome {
  scanId: number;
  companyId: number;
  customerId: number;
  customerName: string | null;
  scanType: 'scheduled' | 'manual';
  status: 'success' | 'error' | 'skipped';
  errorType?: string | null;
  errorMessage?: string | null;
  details?: ScanLogDetails | null;
  newReviews?: number;
  costUsd?: number;
}

/**
 * The customer's scan log and the scan's counters in one transaction, counted once however often
 * the job runs (unique scan log per scan and customer); the last customer ends the scan.
 * `emailsSent` is not among them: it counts when a mail is marked sent (sending.queries.ts).
 */
export async function recordOutcome(db: Db, o: CustomerOutcome, alerts: NewAlert[] = []) {
  return db.transaction(async (tx) => {
    const [log] = await tx
      .insert(scanLogs)
      .values(scanLogRow(o))
      .onConflictDoNothing()
      .returning({ id: scanLogs.id });
    if (!log) return false;
    // The bell's alert of a failed customer, with its log (issue 24, docs/decisions/049).
    await raiseAlerts(tx, alerts);
    await tx
      .update(scans)
      .set({
        done: sql`${scans.done} + 1`,
        successCount: sql`${scans.successCount} + ${o.status === 'success' ? 1 : 0}`,
        errorCount: sql`${scans.errorCount} + ${o.status === 'error' ? 1 : 0}`,
        skippedCount: sql`${scans.skippedCount} + ${o.status === 'skipped' ? 1 : 0}`,
        newReviews: sql`${scans.newReviews} + ${o.newReviews ?? 0}`,
        costUsd: sql`${scans.costUsd} + ${String(o.costUsd ?? 0)}`,
        updatedAt: new Date(),
      })
      .where(eq(scans.id, o.scanId));
    return true;
  });
}

/** A customer's outcome as its scan log row. */
function scanLogRow(o: CustomerOutcome) {
  return {
    scanId: o.scanId,
    companyId: o.companyId,
    customerId: o.customerId,
    customerName: o.customerName,
    scanType: o.scanType,
    status: o.status,
    errorType: o.errorType ?? null,
    errorMessage: o.errorMessage ?? null,
    details: o.details ? JSON.stringify(o.details) : null,
  };
}

/**
 * Many customers' scan logs and the scan's counters in one transaction of three statements: a
 * batch's customers with nothing to mail (scan-batch.ts). Counted once like recordOutcome: only the
 * logs actually written count.
 */
export async function recordOutcomes(db: Db, outcomes: CustomerOutcome[]) {
  if (outcomes.length === 0) return;
  const scanId = outcomes[0].scanId;
  await db.transaction(async (tx) => {
    const written = await tx
      .insert(scanLogs)
      .values(outcomes.map(scanLogRow))
      .onConflictDoNothing()
      .returning({ customerId: scanLogs.customerId });
    if (written.length === 0) return;
    const byCustomer = new Map(outcomes.map((o) => [o.customerId, o]));
    const sum = { success: 0, error: 0, skipped: 0, newReviews: 0, costUsd: 0 };
    for (const { customerId } of written) {
      const o = customerId === null ? undefined : byCustomer.get(customerId);
      if (!o) continue;
      sum[o.status] += 1;
      sum.newReviews += o.newReviews ?? 0;
      sum.costUsd += o.costUsd ?? 0;
    }
    await tx
      .update(scans)
      .set({
        done: sql`${scans.done} + ${written.length}`,
        successCount: sql`${scans.successCount} + ${sum.success}`,
        errorCount: sql`${scans.errorCount} + ${sum.error}`,
        skippedCount: sql`${scans.skippedCount} + ${sum.skipped}`,
        newReviews: sql`${scans.newReviews} + ${sum.newReviews}`,
        // Shares are whole $0.0001 steps (splitCost); the sum is rounded to them against float drift.
        costUsd: sql`${scans.costUsd} + ${sum.costUsd.toFixed(4)}`,
        updatedAt: new Date(),
      })
      .where(eq(scans.id, scanId));
  });
}

/**
 * A customer the stop kept from a result (its job ran after the stop, or its Apify run was aborted):
 * counted in `done`, so the scan can end, but in none of success, error and skipped, and without a
 * scan log, which states a result (docs/product.md §10 step 6). Not scanned = done − the three.
 * There is no row to make it once-only; a job repeated after a crash in this very step could count
 * twice, so `done` never passes `total`.
 */
export async function countNotScanned(db: Db, scanId: number) {
  await db
    .update(scans)
    .set({ done: sql`${scans.done} + 1`, updatedAt: new Date() })
    .where(and(eq(scans.id, scanId), sql`${scans.done} < ${scans.total}`));
}

/** Progress was made: keeps a long Apify wait from looking like a dead scan. */
export async function touchScan(db: Db, scanId: number) {
  await db.update(scans).set({ updatedAt: new Date() }).where(eq(scans.id, scanId));
}

/** Every company's schedule (no settings row yet: the defaults apply). */
export function listScheduleSettings(db: Db) {
  return db
    .select({
      id: companies.id,
      autoScanEnabled: automationSettings.autoScanEnabled,
      scanFrequency: automationSettings.scanFrequency,
      scanTime: automationSettings.scanTime,
    })
    .from(companies)
    .leftJoin(automationSettings, eq(automationSettings.companyId, companies.id));
}
