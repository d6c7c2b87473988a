// The verification check (docs/decisions/042, "The check" and "A run is no evidence"): for every
// case whose review should be gone or is watched, the company's scraper runs once per customer;
// each case gets its proof, and checkMove (common/removal-rules.ts) decides the move, written by
// writeTransition. A failed, empty or short run is no evidence: the scraper misses reviews in about
// one run in ten. Every step may run twice: a repeated job skips the customers this check run has
// already written proof for.

import { berlinDay } from '../../../common/calendar-days';
import { DEFAULT_AUTOMATION } from '../../../common/constants';
import { type RemovalCheckOutcome, type RemovalState, removalCheckOutcomes } from '../../../common/enums';
import { type CheckSighting, checkedStates, checkMove } from '../../../common/removal-rules';
import type { RemovalCheckRun } from '../../../common/schemas/removal';
import type { Db } from '../../db/client';
import type { JobContext } from '../../jobs/job-context';
import type { JobEngine } from '../../jobs/job-engine';
import { berlinInstant, berlinWallTime } from '../../lib/berlin-time';
import {
  ApifyFailure,
  apifyStartDate,
  checkMapsLink,
  collectRun,
  companyScraper,
  failsEveryRun,
  finishApifyRun,
  insertApifyRun,
  type RunInfo,
  runCost,
  type ScrapedReview,
  splitCost,
  toReviews,
  withRetries,
} from '../../scraper';
import { reviewReinstatedAlert } from '../alerts/alert-events';
import { raiseAlerts } from '../alerts/alerts.queries';
import { companyNotFound } from '../companies/companies.service';
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

/** A check run of the company with its proofs counted per outcome; undefined when there is none. */
export async function getCheckStatus(db: Db, companyId: number, runId: number) {
  const run = await q.getCheckRun(db, runId);
  if (!run || run.companyId !== companyId) return undefined;
  const outcomes = Object.fromEntries(removalCheckOutcomes.map((o) => [o, 0])) as Record<
    RemovalCheckOutcome,
    number
  >;
  for (const row of await q.countCheckOutcomes(db, runId)) outcomes[row.outcome] = row.count;
  return { ...toCheckRun(run), outcomes };
}

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
export async function runRemovalCheck(ctx: JobContext, checkRunId: number): Promise<boolean> {
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
  const pending = [...byCustomer]
    .filter(([, list]) => !list.every((c) => done.has(c.id)))
    .map(([customerId, list]) => ({ customerId, cases: list }));
  let ok = true;
  for (const group of runGroups(pending, company, ctx.config.apifyBatchSize)) {
    try {
      await checkGroup(ctx, { run, now, company }, group);
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

interface CustomerCases {
  customerId: number;
  cases: Case[];
}

/**
 * The runs of a check like a scan's (docs/decisions/045): customers whose place a scan learned,
 * with a usable link and a place no other customer here shares, in runs of up to `batchSize`
 * places; everyone else in a run of their own.
 */
function runGroups(pending: CustomerCases[], company: Company, batchSize: number): CustomerCases[][] {
  const places = new Map<string, number>();
  for (const p of pending) {
    const placeId = p.cases[0].placeId;
    if (placeId) places.set(placeId, (places.get(placeId) ?? 0) + 1);
  }
  const batchable = (p: CustomerCases) => {
    const { placeId, mapsLink } = p.cases[0];
    return (
      company.apifyApiKeySealed !== null &&
      placeId !== null &&
      places.get(placeId) === 1 &&
      checkMapsLink(mapsLink).ok
    );
  };
  const known = pending.filter(batchable);
  const groups: CustomerCases[][] = pending.filter((p) => !batchable(p)).map((p) => [p]);
  for (let i = 0; i < known.length; i += batchSize) groups.push(known.slice(i, i + batchSize));
  return groups;
}

/**
 * One run for the group's places from the earliest customer's 'from' day, the items mapped back by
 * place id and cut to each customer's own window; a failed run of several places is split in
 * halves down to single customers, so one bad place never fails its neighbours' proof.
 */
async function checkGroup(
  ctx: JobContext,
  base: { run: q.CheckRunRow; now: Date; company: Company },
  group: CustomerCases[],
) {
  if (group.length === 1) return checkCustomer(ctx, { ...base, ...group[0] });
  const { db } = ctx;
  const links = group.map((g) => checkMapsLink(g.cases[0].mapsLink));
  const urls = links.map((l) => (l.ok ? l.url : ''));
  const froms = await Promise.all(group.map((g) => windowStart(db, g)));
  let scraped: { items: unknown[]; run: RunInfo };
  let runId: string | null = null;
  try {
    const from = new Date(Math.min(...froms.map((f) => f.getTime())));
    scraped = await scrape(ctx, base.company, group[0].customerId, urls, from, (id) => {
      runId = id;
    });
  } catch (error) {
    if (!(error instanceof ApifyFailure)) throw error;
    if (!failsEveryRun(error)) {
      const half = Math.ceil(group.length / 2);
      await checkGroup(ctx, base, group.slice(0, half));
      await checkGroup(ctx, base, group.slice(half));
      return;
    }
    for (const g of group) await record(db, { ...base, ...g }, unusable('failed', error.message), runId, 0);
    return;
  }
  const byPlace = new Map<string, unknown[]>();
  for (const item of scraped.items) {
    const placeId = (item as { placeId?: unknown } | null)?.placeId;
    if (typeof placeId !== 'string') continue;
    byPlace.set(placeId, [...(byPlace.get(placeId) ?? []), item]);
  }
  const shares = splitCost(runCost(scraped.run) ?? 0, group.length);
  for (const [i, g] of group.entries()) {
    const items = byPlace.get(g.cases[0].placeId ?? '') ?? [];
    const found = toReviews(items, { from: froms[i], to: endOfTime });
    await judge(db, { ...base, ...g }, found, froms[i], runId, shares[i]);
  }
}

export async function endRemovalCheck(db: Db, checkRunId: number, status: 'completed' | 'failed') {
  const run = await q.getCheckRun(db, checkRunId);
  // Tests date a run ahead of the wall clock; it never ends before it started.
  const finishedAt = new Date(Math.max(Date.now(), run?.startedAt.getTime() ?? 0));
  await q.finishCheckRun(db, checkRunId, status, finishedAt);
}

async function checkCustomer(
  ctx: JobContext,
  c: { run: q.CheckRunRow; now: Date; company: Company; customerId: number; cases: Case[] },
) {
  const { db } = ctx;
  const link = checkMapsLink(c.cases[0].mapsLink);
  if (!link.ok) return record(db, c, unusable('failed', link.message), null, 0);
  if (!c.company.apifyApiKeySealed) {
    return record(db, c, unusable('failed', 'Kein Apify-API-Schlüssel für die Firma hinterlegt'), null, 0);
  }
  const from = await windowStart(db, c);
  let scraped: { items: unknown[]; run: RunInfo };
  let runId: string | null = null;
  try {
    scraped = await scrape(ctx, c.company, c.customerId, [link.url], from, (id) => {
      runId = id;
    });
  } catch (error) {
    if (!(error instanceof ApifyFailure)) throw error;
    return record(db, c, unusable('failed', error.message), runId, 0);
  }
  const found = toReviews(scraped.items, { from, to: endOfTime });
  return judge(db, c, found, from, runId, runCost(scraped.run) ?? 0);
}

/** Open ahead: the check reads back from a day, never up to one. */
const endOfTime = new Date(8.64e15);

/**
 * From the Berlin day of the oldest case's review, widened to the newest other review before it:
 * then an intact run always returns at least one review we know, and an empty one proves nothing.
 */
async function windowStart(db: Db, c: CustomerCases) {
  const oldest = new Date(Math.min(...c.cases.map((x) => x.reviewDate.getTime())));
  const other = await q.newestOtherReviewBefore(db, c.customerId, oldest);
  return dayStart(other && other < oldest ? other : oldest);
}

/** What the reviews a run found for the customer (since `from`) prove for each case. */
async function judge(
  db: Db,
  c: { run: q.CheckRunRow; now: Date; company: Company; customerId: number; cases: Case[] },
  found: ScrapedReview[],
  from: Date,
  runId: string | null,
  cost: number,
) {
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
      // A review confirmed removed is back: the operators hear of it in the bell.
      if (move.to === 'reinstated') {
        await raiseAlerts(tx, [
          reviewReinstatedAlert({
            companyId: row.companyId,
            customerId: x.customerId,
            customerName: x.customerName,
            removalId: x.id,
            checkRunId: c.run.id,
          }),
        ]);
      }
    }
    if (wrote) await q.countCheckedCustomer(tx, c.run.id, costUsd);
  });
}

/**
 * One Apify run over the places, newest first, back to `from`; recorded in apify_runs under the
 * first customer with the number of places. Answers the run's raw items: the caller maps them.
 */
async function scrape(
  ctx: JobContext,
  company: Company,
  customerId: number,
  urls: string[],
  from: Date,
  started: (runId: string) => void,
) {
  const { db } = ctx;
  const scraper = await companyScraper(ctx, {
    ...company,
    apifyApiKeySealed: company.apifyApiKeySealed as string,
  });
  const run = await withRetries(ctx, () =>
    scraper.startRun({
      urls,
      startDate: apifyStartDate({ from, to: endOfTime }),
      maxTotalChargeUsd: Number(company.maxRunCostUsd),
    }),
  );
  started(run.runId);
  await insertApifyRun(db, {
    runId: run.runId,
    scanId: null,
    customerId,
    companyId: company.id,
    googleMapsUrl: urls[0],
    placeCount: urls.length,
    status: run.status,
    datasetId: run.datasetId,
  });
  const { run: done, items } = await collectRun(ctx, scraper, run.runId);
  const cost = runCost(done);
  await finishApifyRun(db, run.runId, {
    status: done.status,
    totalReviews: items.length,
    processedReviews: items.length,
    costUsd: cost === null ? null : String(cost),
  });
  return { items, run: done };
}
