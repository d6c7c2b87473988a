// One Apify run as scans and removal checks make it (docs/decisions/030, 045): the company's
// scraper, the start with retries (ended early by a stop), the wait and the items, and what the run
// cost. The caller keeps its own part: the scan its stop watch, resume and cost-cap alert.
import type { Db } from '../db/client';
import type { SecretBox } from '../lib/secrets';
import { ApifyFailure, createScraper, type RunInfo, ScanStopped, type Scraper } from './apify';
import { finishApifyRun } from './apify-runs.queries';
import type { RunSlots } from './run-slots';

/** What a run needs from the app; the jobs' context has all of it. */
export interface ScraperEnv {
  db: Db;
  secrets: SecretBox;
  config: { apifyBaseUrl: string };
  /** How long one Apify run may take before it counts as failed. */
  apifyWaitMs: number;
  /** Pause before retrying a transient Apify failure; doubles each time. */
  retryDelayMs: number;
  /** The account-wide limit of Apify runs at once, shared by every job. */
  runSlots: RunSlots;
}

/** The company's Apify account and actor; its runs take the account's slots. */
export function companyScraper(
  env: ScraperEnv,
  company: { id: number; apifyApiKeySealed: string; apifyActorId: string },
) {
  return createScraper({
    token: env.secrets.open(company.apifyApiKeySealed),
    actorId: company.apifyActorId,
    baseUrl: env.config.apifyBaseUrl,
    maxRetries: 1,
    limits: { slots: env.runSlots, companyId: company.id },
  });
}

/**
 * Waits for the started run and reads its items. A failed wait aborts the run (whatever ended the
 * wait, it must not go on costing money), records it as failed (aborted on the signal) and throws
 * an ApifyFailure; the caller records the finished run with its own counts.
 */
export async function collectRun(
  env: Pick<ScraperEnv, 'db' | 'apifyWaitMs' | 'retryDelayMs'>,
  scraper: Scraper,
  runId: string,
  signal?: AbortSignal,
): Promise<{ run: RunInfo; items: unknown[] }> {
  let run: RunInfo;
  try {
    run = await scraper.waitForRun(runId, { timeoutMs: env.apifyWaitMs, signal });
  } catch (error) {
    await scraper.abortRun(runId);
    const failure = error instanceof ApifyFailure ? error : new ApifyFailure(String(error), true);
    await finishApifyRun(env.db, runId, {
      status: signal?.aborted ? 'ABORTED' : 'FAILED',
      errorMessage: failure.message,
    });
    throw failure;
  }
  const done = run;
  const items = await withRetries(env, () => scraper.listItems(done.datasetId));
  return { run, items };
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
export async function startUnlessStopped(
  env: Pick<ScraperEnv, 'retryDelayMs'>,
  scraper: Scraper,
  signal: AbortSignal,
  input: Parameters<Scraper['startRun']>[0],
) {
  const starting = withRetries(env, () => scraper.startRun({ ...input, signal }));
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
export async function withRetries<T>(
  env: Pick<ScraperEnv, 'retryDelayMs'>,
  fn: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (!(error instanceof ApifyFailure) || !error.transient || attempt >= 3) throw error;
      await new Promise((r) => setTimeout(r, env.retryDelayMs * 2 ** (attempt - 1)));
    }
  }
}
