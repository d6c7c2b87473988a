// SQL of the verification check (removal-check.ts): check runs, the cases a run looks at, the
// proof it writes, and which companies are due for a check after their scan.
import { and, asc, eq, gt, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { RemovalCheckOutcome } from '../../../common/enums';
import { checkedStates, VERIFY_MIN_GAP_HOURS } from '../../../common/removal-rules';
import type { Db } from '../../db/client';
import {
  automationSettings,
  companies,
  customers,
  removalCheckRuns,
  removalChecks,
  removals,
  reviews,
  scans,
} from '../../db/schema';

export type CheckRunRow = typeof removalCheckRuns.$inferSelect;

/** A new running check run, or undefined when the company has one running (one running per company). */
export async function insertCheckRun(
  db: Db,
  values: { companyId: number; trigger: 'scheduled' | 'manual'; startedAt: Date },
) {
  const [row] = await db.insert(removalCheckRuns).values(values).onConflictDoNothing().returning();
  return row as CheckRunRow | undefined;
}

export async function getRunningCheckRun(db: Db, companyId: number) {
  const [row] = await db
    .select()
    .from(removalCheckRuns)
    .where(and(eq(removalCheckRuns.companyId, companyId), eq(removalCheckRuns.status, 'running')));
  return row as CheckRunRow | undefined;
}

export async function getCheckRun(db: Db, id: number) {
  const [row] = await db.select().from(removalCheckRuns).where(eq(removalCheckRuns.id, id));
  return row as CheckRunRow | undefined;
}

/** The run's proofs counted per outcome (what 'Jetzt prüfen' reports while and after it runs). */
export function countCheckOutcomes(db: Db, checkRunId: number) {
  return db
    .select({ outcome: removalChecks.outcome, count: sql<number>`count(*)::int` })
    .from(removalChecks)
    .where(eq(removalChecks.checkRunId, checkRunId))
    .groupBy(removalChecks.outcome);
}

export async function finishCheckRun(db: Db, id: number, status: 'completed' | 'failed', finishedAt: Date) {
  await db
    .update(removalCheckRuns)
    .set({ status, finishedAt })
    .where(and(eq(removalCheckRuns.id, id), eq(removalCheckRuns.status, 'running')));
}

export async function setCheckRunCustomers(db: Db, id: number, customerCount: number) {
  await db.update(removalCheckRuns).set({ customers: customerCount }).where(eq(removalCheckRuns.id, id));
}

/** What the check needs of the company: its Apify account, threshold and rating rule. */
export async function getCheckCompany(db: Db, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      apifyApiKeySealed: companies.apifyApiKeySealed,
      apifyActorId: companies.apifyActorId,
      maxRunCostUsd: companies.maxRunCostUsd,
      removalCountsRaisedRating: companies.removalCountsRaisedRating,
      ratingThreshold: automationSettings.ratingThreshold,
    })
    .from(companies)
    .leftJoin(automationSettings, eq(automationSettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row;
}

/**
 * The company's cases whose review the check looks for: filed, appealed, verifying, and removed
 * while its watch runs (`today`, Berlin, up to its last day).
 */
export function listCasesToCheck(db: Db, companyId: number, today: string) {
  return db
    .select({
      id: removals.id,
      customerId: removals.customerId,
      customerName: customers.name,
      mapsLink: customers.googleMapsLink,
      /** The place a scan learned for the customer: checks of known places share runs. */
      placeId: customers.placeId,
      externalId: reviews.externalId,
      reviewUrl: reviews.reviewUrl,
      /** When it was written (or, for old rows without a date, found). */
      reviewDate: sql<Date>`coalesce(${reviews.reviewDate}, ${reviews.detectedAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(removals)
    .innerJoin(reviews, eq(reviews.id, removals.reviewId))
    .innerJoin(customers, eq(customers.id, removals.customerId))
    .where(
      and(
        eq(removals.companyId, companyId),
        inArray(removals.state, [...checkedStates]),
        or(sql`${removals.state} <> 'removed'`, sql`${removals.deadlineOn} >= ${today}`),
      ),
    )
    .orderBy(asc(removals.customerId), asc(removals.id));
}

/** Cases this run has already written proof for (a repeated job skips their customers). */
export async function listCheckedInRun(db: Db, checkRunId: number) {
  const rows = await db
    .select({ removalId: removalChecks.removalId })
    .from(removalChecks)
    .where(eq(removalChecks.checkRunId, checkRunId));
  return new Set(rows.map((r) => r.removalId));
}

/** Reviews of the customer that have no checked case, i.e. that should still be on Google. */
const withoutCheckedCase = () =>
  notExists(
    sql`(select 1 from ${removals} where ${removals.reviewId} = ${reviews.id} and ${inArray(removals.state, [...checkedStates])})`,
  );

/** The newest stored review without a checked case written before `before` (widens the window). */
export async function newestOtherReviewBefore(db: Db, customerId: number, before: Date) {
  const [row] = await db
    .select({ at: sql<string | null>`max(${reviews.reviewDate})` })
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), lt(reviews.reviewDate, before), withoutCheckedCase()));
  return row?.at ? new Date(row.at) : null;
}

/** The stored reviews without a checked case since `from`: a full run must find every one of them. */
export function listExpectedReviews(db: Db, customerId: number, from: Date) {
  return db
    .select({ externalId: reviews.externalId, reviewUrl: reviews.reviewUrl })
    .from(reviews)
    .where(
      and(eq(reviews.customerId, customerId), sql`${reviews.reviewDate} >= ${from}`, withoutCheckedCase()),
    );
}

export interface CheckProof {
  removalId: number;
  checkRunId: number;
  checkedAt: Date;
  apifyRunId: string | null;
  outcome: RemovalCheckOutcome;
  rating: number | null;
  reviewText: string | null;
  message: string | null;
  costUsd: string | null;
}

/** Writes one check's proof and the case's last check; false when this run had written it already. */
export async function insertCheckProof(tx: Db, proof: CheckProof) {
  const [row] = await tx.insert(removalChecks).values(proof).onConflictDoNothing().returning({
    id: removalChecks.id,
  });
  if (!row) return false;
  await tx
    .update(removals)
    .set({ lastCheckAt: proof.checkedAt, lastCheckOutcome: proof.outcome })
    .where(eq(removals.id, proof.removalId));
  return true;
}

/** A customer of the run was checked: counted once (in the transaction of its proof), its cost added. */
export async function countCheckedCustomer(tx: Db, checkRunId: number, costUsd: number) {
  await tx
    .update(removalCheckRuns)
    .set({
      checked: sql`${removalCheckRuns.checked} + 1`,
      costUsd: sql`${removalCheckRuns.costUsd} + ${String(costUsd)}`,
    })
    .where(eq(removalCheckRuns.id, checkRunId));
}

/**
 * Companies whose scan completed in the last 20 hours, with cases to check and no check started in
 * the last 20 hours (`onlyCompanyId`: just that one).
 */
export async function listCompaniesDueForCheck(db: Db, now: Date, onlyCompanyId?: number) {
  const since = new Date(now.getTime() - VERIFY_MIN_GAP_HOURS * 3_600_000);
  const rows = await db
    .selectDistinct({ companyId: scans.companyId })
    .from(scans)
    .where(
      and(
        onlyCompanyId === undefined ? undefined : eq(scans.companyId, onlyCompanyId),
        eq(scans.status, 'completed'),
        gt(scans.finishedAt, since),
        notExists(
          db
            .select({ one: sql`1` })
            .from(removalCheckRuns)
            .where(
              and(eq(removalCheckRuns.companyId, scans.companyId), gt(removalCheckRuns.startedAt, since)),
            ),
        ),
        sql`exists (select 1 from ${removals} where ${removals.companyId} = ${scans.companyId} and ${inArray(removals.state, [...checkedStates])})`,
      ),
    );
  return rows.map((r) => r.companyId);
}

/** The scan's company once the scan has completed (the trigger after a customer's job). */
export async function completedScanCompany(db: Db, scanId: number) {
  const [row] = await db
    .select({ companyId: scans.companyId })
    .from(scans)
    .where(and(eq(scans.id, scanId), eq(scans.status, 'completed')));
  return row?.companyId;
}
