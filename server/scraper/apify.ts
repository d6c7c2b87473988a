// The only file that talks to Apify (docs/product.md §10 "Scan of a company", step 2).
import type { ApifyClient } from 'apify-client';
import { accountKeyOf, type RunSlots } from './run-slots';

export interface ScraperOptions {
  token: string;
  actorId: string;
  /** Without /v2: the client appends it. */
  baseUrl: string;
  /** Retries of the client itself for 429/5xx/network (the job retries too). */
  maxRetries?: number;
  /**
   * The account-wide run limit (scans, removal checks): every start takes a slot of the account
   * first, waits out Apify's "busy" itself (the client does not retry a start), and the slot goes
   * when the run is seen ending or is aborted.
   */
  limits?: { slots: RunSlots; companyId: number | null };
}

/** A German reason; transient means worth another try (429, 5xx, 402 memory limit, network, time-out). */
export class ApifyFailure extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'ApifyFailure';
  }
}

/** The scan was stopped while it waited on Apify: not Apify's failure; the customer is skipped. */
export class ScanStopped extends ApifyFailure {
  constructor() {
    super('Scan gestoppt', false);
    this.name = 'ScanStopped';
  }
}

export interface RunInfo {
  runId: string;
  datasetId: string;
  status: string;
  usageTotalUsd: number | null;
  /**
   * What the run costs the account: a pay-per-event actor's charged events (its users do not pay
   * the platform usage), else the platform usage. Null when Apify named neither.
   */
  chargeUsd: number | null;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface StartRunInput {
  /** The places of the run: one or a batch; every item names its place by placeId. */
  urls: string[];
  startDate: string;
  maxReviews?: number;
  /** The run option cost cap (Apify stops the run there); the company's 'Max. Kosten pro Lauf'. */
  maxTotalChargeUsd?: number;
  /** A stop ends the wait for a slot (ScanStopped); with `limits` only. */
  signal?: AbortSignal;
}

export interface Scraper {
  startRun(input: StartRunInput): Promise<RunInfo>;
  /** Waits until the run ends; past timeoutMs or on the signal it throws (the caller aborts the run). */
  waitForRun(runId: string, opts: { timeoutMs: number; signal?: AbortSignal }): Promise<RunInfo>;
  listItems(datasetId: string): Promise<unknown[]>;
  /** Never throws: aborting is best effort. */
  abortRun(runId: string): Promise<void>;
  /** Throws an ApifyFailure when the key is not valid. */
  checkKey(): Promise<void>;
}

/** Apify ends a run after this long: also how long a dead instance's run slot stays taken. */
export const RUN_TIMEOUT_SECS = 600;
const RUN_MEMORY_MB = 1024;
/** Apify holds a run request at most 60 s; shorter slices notice a stop sooner. */
const POLL_SLICE_SECS = 5;
const terminal = new Set(['SUCCEEDED', 'FAILED', 'TIMED-OUT', 'ABORTED']);

// Loaded on first use: apify-client is a third of the server's start-up time and a web-only
// instance never needs it.
let clientModule: Promise<typeof import('apify-client')> | undefined;

export async function createScraper(opts: ScraperOptions): Promise<Scraper> {
  const link = await connect(opts);
  return {
    startRun: (input) => startRun(link, input),
    waitForRun: (runId, wait) => waitForRun(link, runId, wait),
    listItems: (datasetId) => listItems(link.client, datasetId),
    abortRun: (runId) => abortRun(link, runId),
    async checkKey() {
      await call(() => link.client.user('me').get());
    },
  };
}

/** What the scraper's calls share: its clients, the account's run slots and the end of a run. */
interface Link {
  actorId: string;
  client: ApifyClient;
  startClient: ApifyClient;
  limits?: ScraperOptions['limits'];
  account?: { accountKey: string; companyId: number | null };
  /** Any end of the run frees its slot, whichever instance sees it. */
  ended(runId: string): Promise<void>;
}

async function connect(opts: ScraperOptions): Promise<Link> {
  clientModule ??= import('apify-client');
  const { ApifyClient: Client } = await clientModule;
  const client: ApifyClient = new Client({
    token: opts.token,
    baseUrl: opts.baseUrl,
    maxRetries: opts.maxRetries ?? 2,
    minDelayBetweenRetriesMillis: 500,
    timeoutSecs: 90,
  });
  const limits = opts.limits;
  // Under the limit a start is not retried by the client: its quick 429 retries would hammer a
  // full account; the slots' growing pause takes their place.
  const startClient: ApifyClient = limits
    ? new Client({ token: opts.token, baseUrl: opts.baseUrl, maxRetries: 0, timeoutSecs: 90 })
    : client;
  return {
    actorId: opts.actorId,
    client,
    startClient,
    limits,
    account: limits && { accountKey: accountKeyOf(opts.token), companyId: limits.companyId },
    async ended(runId) {
      if (limits) await limits.slots.releaseRun(runId);
    },
  };
}

async function startRun(
  link: Link,
  { urls, startDate, maxReviews, maxTotalChargeUsd, signal }: StartRunInput,
) {
  const input = {
    startUrls: urls.map((url) => ({ url })),
    reviewsSort: 'newest',
    reviewsStartDate: startDate,
    // Without personal data the scraper leaves reviewId empty, and reviews could not be stored once.
    personalData: true,
    reviewsOrigin: 'google',
    language: 'de',
    ...(maxReviews ? { maxReviews } : {}),
  };
  const actor = actorPathSegment(link.actorId);
  const start = async () =>
    toRunInfo(
      await call(() =>
        link.startClient.actor(actor).start(input, {
          memory: RUN_MEMORY_MB,
          timeout: RUN_TIMEOUT_SECS,
          ...(maxTotalChargeUsd !== undefined ? { maxTotalChargeUsd } : {}),
        }),
      ),
    );
  if (!link.limits || !link.account) return start();
  const run = await link.limits.slots.start(link.account, start, signal);
  if (!run) throw new ScanStopped();
  return run;
}

async function waitForRun(
  link: Link,
  runId: string,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<RunInfo> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (signal?.aborted) throw new ScanStopped();
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new ApifyFailure(`Apify-Lauf nicht rechtzeitig fertig (${Math.round(timeoutMs / 1000)} s)`, true);
    }
    const waitForFinish = Math.max(0, Math.min(POLL_SLICE_SECS, Math.floor(left / 1000)));
    const run = await call(() => link.client.run(runId).get({ waitForFinish }));
    if (!run) {
      await link.ended(runId);
      throw new ApifyFailure('Apify-Lauf nicht gefunden', false, 404);
    }
    if (terminal.has(run.status)) {
      await link.ended(runId);
      if (run.status !== 'SUCCEEDED') {
        throw new ApifyFailure(
          `Apify-Lauf fehlgeschlagen (Status ${run.status})`,
          run.status === 'TIMED-OUT',
        );
      }
      return toRunInfo(run);
    }
    if (waitForFinish === 0) await new Promise((r) => setTimeout(r, Math.min(250, left)));
  }
}

async function listItems(client: ApifyClient, datasetId: string) {
  const items: unknown[] = [];
  const limit = 1000;
  for (let offset = 0; ; offset += limit) {
    const page = await call(() => client.dataset(datasetId).listItems({ clean: true, offset, limit }));
    items.push(...page.items);
    if (page.items.length < limit) return items;
  }
}

async function abortRun(link: Link, runId: string) {
  try {
    await link.client.run(runId).abort();
  } catch (error) {
    // A run that is already over or gone needs no abort; one that could not be reached keeps
    // its slot until the lease ends, as it may still run.
    if (toFailure(error).transient) return;
  }
  await link.ended(runId);
}

/**
 * The actor id as one segment of the request path: 'user/actor' becomes 'user~actor' (Apify's form),
 * and anything else is percent-encoded, so a stored id can never point the request (and the key in
 * its header) at another path of the API. apify-client puts the id into the URL as it is.
 */
export function actorPathSegment(actorId: string): string {
  const segment = encodeURIComponent(actorId.trim().replace('/', '~'));
  if (!segment || /^\.+$/.test(segment)) throw new ApifyFailure('Ungültige Actor-ID', false);
  return segment;
}

/** The run fields of Apify's answer the scan reads. */
interface ApifyRun {
  id: string;
  defaultDatasetId: string;
  status: string;
  usageTotalUsd?: number;
  startedAt?: Date;
  finishedAt?: Date;
  pricingInfo?: { pricingModel?: string; pricingPerEvent?: { actorChargeEvents?: Record<string, unknown> } };
  chargedEventCounts?: Record<string, number>;
}

function toRunInfo(run: ApifyRun): RunInfo {
  return {
    runId: run.id,
    datasetId: run.defaultDatasetId,
    status: run.status,
    usageTotalUsd: typeof run.usageTotalUsd === 'number' ? run.usageTotalUsd : null,
    chargeUsd: runCharge(run),
    startedAt: run.startedAt ?? null,
    finishedAt: run.finishedAt ?? null,
  };
}

/**
 * The run's real charge. A pay-per-event actor bills its events (count × the event's price) and
 * its users do not pay the platform usage; a free or rented actor bills the platform usage.
 * (A pay-per-result actor's price per item is not in the run: its usage stands in.)
 */
export function runCharge(run: ApifyRun): number | null {
  const usage = typeof run.usageTotalUsd === 'number' ? run.usageTotalUsd : null;
  const prices = run.pricingInfo?.pricingPerEvent?.actorChargeEvents;
  if (run.pricingInfo?.pricingModel !== 'PAY_PER_EVENT' || !prices) return usage;
  let sum = 0;
  for (const [event, count] of Object.entries(run.chargedEventCounts ?? {})) {
    const price = (prices[event] as { eventPriceUsd?: unknown } | undefined)?.eventPriceUsd;
    if (typeof price === 'number' && typeof count === 'number') sum += price * count;
  }
  return Math.round(sum * 1e6) / 1e6;
}

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw toFailure(error);
  }
}

/**
 * Apify's errors in German, as a class of error: the status and our own words, never the far end's
 * (its error type or message, a body), nor the token (the client does not put it in messages).
 */
export function toFailure(error: unknown): ApifyFailure {
  if (error instanceof ApifyFailure) return error;
  // ApifyApiError, known by its fields (the class lives in the lazily loaded module).
  const apiError = error as { name?: string; statusCode?: number; type?: string };
  if (apiError?.name === 'ApifyApiError' && typeof apiError.statusCode === 'number') {
    const status = apiError.statusCode;
    if (status === 401) return new ApifyFailure('Ungültiger Apify-API-Schlüssel', false, status);
    if (status === 402) {
      const memory = apiError.type === 'actor-memory-limit-exceeded';
      return new ApifyFailure(
        memory
          ? 'Apify-Speicherlimit erreicht, zu viele gleichzeitige Läufe'
          : 'Apify-Guthaben reicht nicht für diesen Lauf',
        memory,
        status,
      );
    }
    if (status === 403) return new ApifyFailure('Apify verweigert den Zugriff (403)', false, status);
    if (status === 404) return new ApifyFailure('Apify-Actor oder -Lauf nicht gefunden', false, status);
    if (status === 429) return new ApifyFailure('Apify-Ratenlimit erreicht', true, status);
    if (status >= 500 && status <= 599) {
      return new ApifyFailure(`Apify-Serverfehler (${status})`, true, status);
    }
    return new ApifyFailure(`Apify lehnt die Anfrage ab (${status})`, false, status);
  }
  const code = String((error as { code?: unknown })?.code ?? '');
  const reason = /ECONNREFUSED/.test(code)
    ? ' (Verbindung abgelehnt)'
    : /ETIMEDOUT|ECONNABORTED|ESOCKETTIMEDOUT/.test(code)
      ? ' (Zeitüberschreitung)'
      : /ENOTFOUND|EAI_AGAIN/.test(code)
        ? ' (Server nicht gefunden)'
        : '';
  return new ApifyFailure(`Apify nicht erreichbar${reason}`, true);
}
