// The verification check (docs/decisions/042 "Verification"): for every case whose review should be
// gone or is watched, the company's scraper runs once per customer; each case gets its proof, and
// checkMove (common/removal-rules.ts) decides the move, written by writeTransition. A failed, empty
// or short run is no evidence: the scraper misses reviews in about one run in ten. Every step may
// run twice: a repeated job skips the customers this check run has already written proof for.

import { berlinDay } from '../../../common/calendar-days';
import { DEFAULT_AUTOMATION } from '../../../common/constants';
import type { RemovalCheckOutcome, RemovalState } from '../../../common/enums';
import { type CheckSighting, checkedStates, checkMove } from '../../../common/removal-rules';
import type { RemovalCheckRun } from '../../../common/schemas/removal';
import type { Db } from '../../db/client';
import type { JobEngine } from '../../jobs/job-engine';
import { berlinInstant, berlinWallTime } from '../../lib/berlin-time';
import { companyNotFound } from '../companies/companies.service';
import type { ScanContext } from '../scans/scan-context';
import { withRetries } from '../scans/scan-run';
import { finishApifyRun, insertApifyRun } from '../scans/scans.queries';
import { ApifyFailure, createScraper, type RunInfo } from '../scans/scraper/apify';
import { checkMapsLink } from '../scans/scraper/maps-link';
import { type ScrapedReview, toReviews } from '../scans/scraper/review-items';
import { apifyStartDate } from '../scans/scraper/review-window';
import * as q from './removal-checks.queries';
import { lockRemoval, writeTransition } from './removal-transition.queries';

export const toCheckRun = (row: q.CheckRunRow): RemovalCheckRun => ({
  id: row.id,
  companyId: row.companyId,
  status: row.status,
  trigger: row.trigger,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  customers: row.customers,
  checked: row.checked,
  costUsd: row.costUsd,
});

/**
 * Writes a running check run (the one running is answered instead of a second) and queues it.
 * `now` is the check's time: every proof and move of the run is dated by it.
 */
export async function startRemovalCheck(
  db: Db,
  jobs: Pick<JobEngine, 'enqueueRemovalCheck'>,
  companyId: number,
  opts: { trigger: 'scheduled' | 'manual'; now: Date },
) {
  const run = await q.insertCheckRun(db, { companyId, trigger: opts.trigger, startedAt: opts.now });
  if (!run) {
    const running = await q.getRunningCheckRun(db, companyId);
    if (running) return toCheckRun(running);
    throw companyNotFound();
  }
  try {
    await jobs.enqueueRemovalCheck(run.id);
  } catch (error) {
    await q.finishCheckRun(db, run.id, 'failed', opts.now);
    throw error;
  }
  return toCheckRun(run);
}

/**
 * After a completed scan (`scanId`; without it, any completed in the last 20 hours): a 'scheduled'
 * check for its company, unless one of the company's checks started in the last 20 hours.
 */
export async function queueChecksAfterScans(
  db: Db,
  jobs: Pick<JobEngine, 'enqueueRemovalCheck'>,
  now: Date,
  scanId?: number,
) {
  let only: number | undefined;
  if (scanId !== undefined) {
    only = await q.completedScanCompany(db, scanId);
    if (only === undefined) return;
  }
  for (const companyId of await q.listCompaniesDueForCheck(db, now, only)) {
    await startRemovalCheck(db, jobs, companyId, { trigger: 'scheduled', now });
  }
}

type Case = Awaited<ReturnType<typeof q.listCasesToCheck>>[number];
type Company = NonNullable<Awaited<ReturnType<typeof q.getCheckCompany>>>;
interface Verdict {
  outcome: RemovalCheckOutcome;
  rating?: number | null;
  text?: string | null;
  message?: string | null;
}

/**
 * The job's work. Answers false when a customer could not be checked for an unexpected reason
 * (the caller retries the job, which skips the customers done, or ends the run as failed).
 */
export async function runRemovalCheck(ctx: ScanContext, checkRunId: number): Promise<boolean> {
  const { db } = ctx;
  const run = await q.getCheckRun(db, checkRunId);
  if (run?.status !== 'running') return true;
  const now = run.startedAt;
  const company = await q.getCheckCompany(db, run.companyId);
  if (!company) return true;
  const cases = await q.listCasesToCheck(db, company.id, berlinDay(now));
  const byCustomer = new Map<number, Case[]>();
  for (const c of cases) byCustomer.set(c.customerId, [...(byCustomer.get(c.customerId) ?? []), c]);
  await q.setCheckRunCustomers(db, run.id, byCustomer.size);
  const done = await q.listCheckedInRun(db, run.id);
  let ok = true;
  for (const [customerId, list] of byCustomer) {
    if (list.every((c) => done.has(c.id))) continue;
    try {
      await checkCustomer(ctx, { run, now, company, customerId, cases: list });
    } catch (error) {
      ok = false;
      ctx.log.error(
        { code: (error as { code?: string }).code, checkRunId },
        'removal check of a customer failed',
      );
    }
  }
  return ok;
}

export async function endRemovalCheck(db: Db, checkRunId: number, status: 'completed' | 'failed') {
  const run = await q.getCheckRun(db, checkRunId);
  // Tests date a run ahead of the wall clock; it never ends before it started.
  const finishedAt = new Date(Math.max(Date.now(), run?.startedAt.getTime() ?? 0));
  await q.finishCheckRun(db, checkRunId, status, finishedAt);
}

async function checkCustomer(
  ctx: ScanContext,
  c: { run: q.CheckRunRow; now: Date; company: Company; customerId: number; cases: Case[] },
) {
  const { db } = ctx;
  const link = checkMapsLink(c.cases[0].mapsLink);
  if (!link.ok) return record(db, c, unusable('failed', link.message), null, 0);
  if (!c.company.apifyApiKeySealed) {
    return record(db, c, unusable('failed', 'Kein Apify-API-Schlüssel für die Firma hinterlegt'), null, 0);
  }
  // From the Berlin day of the oldest case's review, widened to the newest other review before it:
  // then an intact run always returns at least one review we know, and an empty one proves nothing.
  const oldest = new Date(Math.min(...c.cases.map((x) => x.reviewDate.getTime())));
  const other = await q.newestOtherReviewBefore(db, c.customerId, oldest);
  const from = dayStart(other && other < oldest ? other : oldest);
  let scraped: { items: ScrapedReview[]; run: RunInfo };
  let runId: string | null = null;
  try {
    scraped = await scrape(ctx, c, link.url, from, (id) => {
      runId = id;
    });
  } catch (error) {
    if (!(error instanceof ApifyFailure)) throw error;
    return record(db, c, unusable('failed', error.message), runId, 0);
  }
  const cost = scraped.run.usageTotalUsd ?? 0;
  const found = scraped.items;
  if (found.length === 0) {
    return record(
      db,
      c,
      unusable('short', 'Der Lauf lieferte keine Bewertungen – kein Nachweis'),
      runId,
      cost,
    );
  }
  // Short: a review we know is there (no case of ours) is missing, so this run missed reviews.
  // Counting by id, not by number: new reviews in the run must not make up for missed ones.
  const expected = await q.listExpectedReviews(db, c.customerId, from);
  const seen = expected.filter((e) => found.some((r) => matches(e, r))).length;
  if (seen < expected.length) {
    const message = `Der Lauf lieferte nur ${seen} von ${expected.length} bekannten Bewertungen – kein Nachweis`;
    return record(db, c, unusable('short', message), runId, cost);
  }
  const threshold = c.company.ratingThreshold ?? DEFAULT_AUTOMATION.ratingThreshold;
  const verdict = (x: Case): Verdict => {
    const seen = found.find((r) => matches(x, r));
    if (!seen) return { outcome: 'missing' };
    const raised = c.company.removalCountsRaisedRating && seen.rating > threshold;
    return { outcome: raised ? 'raised' : 'found', rating: seen.rating, text: seen.text };
  };
  return record(db, c, verdict, runId, cost);
}

const unusable = (outcome: 'failed' | 'short', message: string) => (): Verdict => ({ outcome, message });

/** By the scraper's review id, else by the review's URL. */
const matches = (x: { externalId: string; reviewUrl: string | null }, r: ScrapedReview) =>
  r.externalId === x.externalId || (x.reviewUrl !== null && r.reviewUrl === x.reviewUrl);

function dayStart(instant: Date) {
  const w = berlinWallTime(instant);
  return berlinInstant(w.year, w.month, w.day);
}

const sightings: Record<RemovalCheckOutcome, CheckSighting> = {
  found: 'found',
  missing: 'gone',
  raised: 'gone',
  failed: 'unusable',
  short: 'unusable',
};

/** A line in the case's timeline saying why the check moved it. */
function moveNote(to: RemovalState, v: Verdict) {
  const why =
    v.outcome === 'raised' ? `Bewertung auf ${v.rating} Sterne angehoben` : 'Bewertung nicht gefunden';
  switch (to) {
    case 'verifying':
      return `Prüfung: ${why} (erste Prüfung, eine zweite folgt frühestens in 20 Stunden)`;
    case 'removed':
      return `Prüfung: ${why}, zum zweiten Mal nach mindestens 20 Stunden – Entfernung bestätigt`;
    case 'reinstated':
      return 'Prüfung: Die Bewertung ist wieder sichtbar';
    default:
      return 'Prüfung: Die Bewertung ist weiterhin sichtbar';
  }
}

/** The customer's proof and moves in one transaction, with its place in the run's counters. */
async function record(
  db: Db,
  c: { run: q.CheckRunRow; now: Date; cases: Case[] },
  verdict: (x: Case) => Verdict,
  apifyRunId: string | null,
  costUsd: number,
) {
  const share = c.cases.length > 0 ? (costUsd / c.cases.length).toFixed(4) : null;
  await db.transaction(async (tx) => {
    let wrote = false;
    for (const x of c.cases) {
      const row = await lockRemoval(tx, x.id);
      // Moved by an operator meanwhile (cancelled, say): no longer this check's business.
      if (!row || !checkedStates.includes(row.state)) continue;
      const v = verdict(x);
      const fresh = await q.insertCheckProof(tx, {
        removalId: x.id,
        checkRunId: c.run.id,
        checkedAt: c.now,
        apifyRunId,
        outcome: v.outcome,
        rating: v.rating ?? null,
        reviewText: v.text ?? null,
        message: v.message ?? null,
        costUsd: share,
      });
      if (!fresh) continue;
      wrote = true;
      const move = checkMove(
        {
          state: row.state,
          resumeState: row.resumeState,
          firstMissAt: row.firstMissAt,
          watchUntil: row.state === 'removed' ? row.deadlineOn : null,
        },
        sightings[v.outcome],
        c.now,
      );
      if (!move) continue;
      await writeTransition(tx, row, {
        to: move.to,
        at: c.now,
        user: null,
        note: moveNote(move.to, v),
        firstMissAt: move.firstMissAt,
      });
    }
    if (wrote) await q.countCheckedCustomer(tx, c.run.id, costUsd);
  });
}

/** One Apify run over the customer's place, newest first, back to `from`; recorded in apify_runs. */
async function scrape(
  ctx: ScanContext,
  c: { company: Company; customerId: number },
  url: string,
  from: Date,
  started: (runId: string) => void,
) {
  const { db } = ctx;
  const scraper = await createScraper({
    token: ctx.secrets.open(c.company.apifyApiKeySealed as string),
    actorId: c.company.apifyActorId,
    baseUrl: ctx.config.apifyBaseUrl,
    maxRetries: 1,
    limits: { slots: ctx.runSlots, companyId: c.company.id },
  });
  const window = { from, to: new Date(8.64e15) };
  const run = await withRetries(ctx, () =>
    scraper.startRun({
      urls: [url],
      startDate: apifyStartDate(window),
      maxTotalChargeUsd: Number(c.company.maxRunCostUsd),
    }),
  );
  started(run.runId);
  await insertApifyRun(db, {
    runId: run.runId,
    scanId: null,
    customerId: c.customerId,
    companyId: c.company.id,
    googleMapsUrl: url,
    status: run.status,
    datasetId: run.datasetId,
  });
  let done: RunInfo;
  try {
    done = await scraper.waitForRun(run.runId, { timeoutMs: ctx.apifyWaitMs });
  } catch (error) {
    await scraper.abortRun(run.runId);
    const failure = error instanceof ApifyFailure ? error : new ApifyFailure(String(error), true);
    await finishApifyRun(db, run.runId, { status: 'FAILED', errorMessage: failure.message });
    throw failure;
  }
  const items = toReviews(await withRetries(ctx, () => scraper.listItems(done.datasetId)), window);
  await finishApifyRun(db, run.runId, {
    status: done.status,
    totalReviews: items.length,
    processedReviews: items.length,
    costUsd: done.usageTotalUsd === null ? null : String(done.usageTotalUsd),
  });
  return { items, run: done };
}
