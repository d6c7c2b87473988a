// The only file that talks to Apify (docs/product.md §10 "Scan of a company", step 2).
import type { ApifyClient } from 'apify-client';

export interface ScraperOptions {
  token: string;
  actorId: string;
  /** Without /v2: the client appends it. */
  baseUrl: string;
  /** Retries of the client itself for 429/5xx/network (the job retries too). */
  maxRetries?: number;
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
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface Scraper {
  startRun(input: { url: string; startDate: string; maxReviews?: number }): Promise<RunInfo>;
  /** Waits until the run ends; past timeoutMs or on the signal it throws (the caller aborts the run). */
  waitForRun(runId: string, opts: { timeoutMs: number; signal?: AbortSignal }): Promise<RunInfo>;
  listItems(datasetId: string): Promise<unknown[]>;
  /** Never throws: aborting is best effort. */
  abortRun(runId: string): Promise<void>;
  /** Throws an ApifyFailure when the key is not valid. */
  checkKey(): Promise<void>;
}

const RUN_TIMEOUT_SECS = 600;
const RUN_MEMORY_MB = 1024;
/** Apify holds a run request at most 60 s; shorter slices notice a stop sooner. */
const POLL_SLICE_SECS = 5;
const terminal = new Set(['SUCCEEDED', 'FAILED', 'TIMED-OUT', 'ABORTED']);

// Loaded on first use: apify-client is a third of the server's start-up time and a web-only
// instance never needs it.
let clientModule: Promise<typeof import('apify-client')> | undefined;

export async function createScraper(opts: ScraperOptions): Promise<Scraper> {
  clientModule ??= import('apify-client');
  const { ApifyClient: Client } = await clientModule;
  const client: ApifyClient = new Client({
    token: opts.token,
    baseUrl: opts.baseUrl,
    maxRetries: opts.maxRetries ?? 2,
    minDelayBetweenRetriesMillis: 500,
    timeoutSecs: 90,
  });

  return {
    async startRun({ url, startDate, maxReviews }) {
      const input = {
        startUrls: [{ url }],
        reviewsSort: 'newest',
        reviewsStartDate: startDate,
        // Without personal data the scraper leaves reviewId empty, and reviews could not be stored once.
        personalData: true,
        reviewsOrigin: 'google',
        language: 'de',
        ...(maxReviews ? { maxReviews } : {}),
      };
      const actor = actorPathSegment(opts.actorId);
      const run = await call(() =>
        client.actor(actor).start(input, { memory: RUN_MEMORY_MB, timeout: RUN_TIMEOUT_SECS }),
      );
      return toRunInfo(run);
    },

    async waitForRun(runId, { timeoutMs, signal }) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (signal?.aborted) throw new ScanStopped();
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new ApifyFailure(
            `Apify-Lauf nicht rechtzeitig fertig (${Math.round(timeoutMs / 1000)} s)`,
            true,
          );
        }
        const waitForFinish = Math.max(0, Math.min(POLL_SLICE_SECS, Math.floor(left / 1000)));
        const run = await call(() => client.run(runId).get({ waitForFinish }));
        if (!run) throw new ApifyFailure('Apify-Lauf nicht gefunden', false, 404);
        if (terminal.has(run.status)) {
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
    },

    async listItems(datasetId) {
      const items: unknown[] = [];
      const limit = 1000;
      for (let offset = 0; ; offset += limit) {
        const page = await call(() => client.dataset(datasetId).listItems({ clean: true, offset, limit }));
        items.push(...page.items);
        if (page.items.length < limit) return items;
      }
    },

    async abortRun(runId) {
      try {
        await client.run(runId).abort();
      } catch {
        // A run that is already over or gone needs no abort.
      }
    },

    async checkKey() {
      await call(() => client.user('me').get());
    },
  };
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

function toRunInfo(run: {
  id: string;
  defaultDatasetId: string;
  status: string;
  usageTotalUsd?: number;
  startedAt?: Date;
  finishedAt?: Date;
}): RunInfo {
  return {
    runId: run.id,
    datasetId: run.defaultDatasetId,
    status: run.status,
    usageTotalUsd: typeof run.usageTotalUsd === 'number' ? run.usageTotalUsd : null,
    startedAt: run.startedAt ?? null,
    finishedAt: run.finishedAt ?? null,
  };
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
