// A local stand-in for Apify's REST API v2, shaped after the Apify reference (docs/decisions/030):
// both /v2/actors and /v2/acts, Bearer or ?token auth, waitForFinish, abort, dataset items with
// pagination headers, compressed request bodies, and Apify's error envelope.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface FakeScenario {
  /** Dataset items of the run (reviews, place rows, anything). */
  items?: unknown[];
  /** How long the run takes, ms; Infinity never finishes. */
  latencyMs?: number;
  finalStatus?: 'SUCCEEDED' | 'FAILED' | 'TIMED-OUT';
  /** Hold the answer to the start of a run this long, ms (a start request that hangs). */
  startDelayMs?: number;
  /** Answer the start of a run with this HTTP error (`times` starts in a row, then normally). */
  startError?: { status: number; type: string; message?: string; times?: number };
  usageTotalUsd?: number;
}

interface FakeRun {
  id: string;
  actId: string;
  datasetId: string;
  status: string;
  startedAt: Date;
  finishedAt: Date | null;
  input: Record<string, unknown>;
  items: unknown[];
  usageTotalUsd: number;
  timer?: NodeJS.Timeout;
  waiters: (() => void)[];
}

export interface FakeApify {
  /** For APIFY_BASE_URL (no /v2). */
  url: string;
  token: string;
  /** Scenario by the maps URL of startUrls[0]; unknown URLs succeed with no reviews. */
  scenarios: Map<string, FakeScenario>;
  /**
   * The reviews a place has on "Google", by maps URL: every run on that URL yields those published
   * since the input's reviewsStartDate, after the scenario's own items (the demo and the removal
   * checks; a scenario alone is a fixed answer).
   */
  places: Map<string, unknown[]>;
  /** Takes a review off Google (by its reviewId): runs started from now on leave it out. */
  removeReview(reviewId: string): void;
  /** Puts a removed review back. */
  restoreReview(reviewId: string): void;
  /** The reviewer changes the stars (null: back to the item's own). */
  setStars(reviewId: string, stars: number | null): void;
  /** Forgets every removal and changed rating (between tests). */
  resetReviews(): void;
  runs: FakeRun[];
  aborted: string[];
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

const ACTOR = { id: 'Xb8osYTtOjlsgI6k9', name: 'compass~google-maps-reviews-scraper' };

export async function startFakeApify(
  opts: {
    token?: string;
    defaultLatencyMs?: number;
    /** The scenario of a URL without one of its own (the demo's new reviews); else none. */
    fallback?: (mapsUrl: string, input: Record<string, unknown>) => FakeScenario;
  } = {},
): Promise<FakeApify> {
  const token = opts.token ?? 'apify_api_test_token';
  const scenarios = new Map<string, FakeScenario>();
  const runs: FakeRun[] = [];
  const aborted: string[] = [];
  const requests: { method: string; path: string }[] = [];
  const startErrors = new Map<string, number>();
  const places = new Map<string, unknown[]>();
  const removed = new Set<string>();
  const stars = new Map<string, number>();
  // What Google shows at the start of a run: removed reviews gone, changed stars applied.
  const visible = (items: unknown[]) =>
    items.flatMap((item) => {
      const id = (item as { reviewId?: unknown })?.reviewId;
      if (typeof id !== 'string') return [item];
      if (removed.has(id)) return [];
      const changed = stars.get(id);
      return [changed === undefined ? item : { ...(item as object), stars: changed }];
    });
  const since = (items: unknown[], startDate: unknown) => {
    const from = typeof startDate === 'string' ? Date.parse(startDate) : Number.NaN;
    if (Number.isNaN(from)) return items;
    return items.filter((item) => {
      const at = (item as { publishedAtDate?: unknown })?.publishedAtDate;
      return typeof at !== 'string' || Date.parse(at) >= from;
    });
  };

  const finish = (run: FakeRun, status: string) => {
    if (run.finishedAt) return;
    clearTimeout(run.timer);
    run.status = status;
    run.finishedAt = new Date();
    for (const wake of run.waiters.splice(0)) wake();
  };

  const runJson = (run: FakeRun) => ({
    id: run.id,
    actId: run.actId,
    userId: 'BPWZBd7Z9c746JAng',
    actorTaskId: null,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    status: run.status,
    meta: { origin: 'API' },
    stats: { durationMillis: 0 },
    options: { build: 'latest', timeoutSecs: 600, memoryMbytes: 1024, diskMbytes: 2048 },
    buildId: '7sT5jcggjjA9fNcxF',
    defaultKeyValueStoreId: 'eJNzqsbPiopwJcgGQ',
    defaultDatasetId: run.datasetId,
    defaultRequestQueueId: 'FL35cSF7jrxr3BY39',
    generalAccess: 'FOLLOW_USER_SETTING',
    usageTotalUsd: run.finishedAt ? run.usageTotalUsd : 0,
  });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? 'GET', path: url.pathname });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    };
    const fail = (status: number, type: string, message: string) =>
      send(status, { error: { type, message } });
    try {
      const auth = req.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('token');
      if (!auth) return fail(401, 'token-not-provided', 'Authentication token was not provided');
      if (auth !== token)
        return fail(
          401,
          'user-or-token-not-found',
          'User was not found or authentication token is not valid',
        );
      const path = url.pathname;

      const start = /^\/v2\/(?:actors|acts)\/([^/]+)\/runs$/.exec(path);
      if (start && req.method === 'POST') {
        const actor = decodeURIComponent(start[1]).replace('/', '~').toLowerCase();
        if (actor !== ACTOR.name && actor !== ACTOR.id.toLowerCase()) {
          return fail(404, 'record-not-found', 'Actor was not found');
        }
        const input = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
        const mapsUrl = ((input.startUrls as { url: string }[] | undefined)?.[0]?.url ?? '') as string;
        const scenario = scenarios.get(mapsUrl) ?? opts.fallback?.(mapsUrl, input) ?? {};
        if (scenario.startDelayMs) await new Promise((r) => setTimeout(r, scenario.startDelayMs));
        if (scenario.startError) {
          const used = startErrors.get(mapsUrl) ?? 0;
          if (used < (scenario.startError.times ?? Number.POSITIVE_INFINITY)) {
            startErrors.set(mapsUrl, used + 1);
            const e = scenario.startError;
            return fail(e.status, e.type, e.message ?? e.type);
          }
        }
        const run: FakeRun = {
          id: randomBytes(9).toString('base64url').slice(0, 17),
          actId: ACTOR.id,
          datasetId: randomBytes(9).toString('base64url').slice(0, 17),
          status: 'RUNNING',
          startedAt: new Date(),
          finishedAt: null,
          input,
          items: visible([
            ...(scenario.items ?? []),
            ...since(places.get(mapsUrl) ?? [], input.reviewsStartDate),
          ]),
          usageTotalUsd: scenario.usageTotalUsd ?? 0.0061,
          waiters: [],
        };
        runs.push(run);
        const latency = scenario.latencyMs ?? opts.defaultLatencyMs ?? 20;
        if (Number.isFinite(latency)) {
          run.timer = setTimeout(() => finish(run, scenario.finalStatus ?? 'SUCCEEDED'), latency);
        }
        return send(201, { data: runJson(run) }, { location: `/v2/actor-runs/${run.id}` });
      }

      const runPath = /^\/v2\/actor-runs\/([^/]+)(\/abort)?$/.exec(path);
      if (runPath) {
        const run = runs.find((r) => r.id === runPath[1]);
        if (!run) return fail(404, 'record-not-found', 'Actor run was not found');
        if (runPath[2] && req.method === 'POST') {
          if (!run.finishedAt) {
            aborted.push(run.id);
            finish(run, 'ABORTED');
          }
          return send(200, { data: runJson(run) });
        }
        const wait = Math.min(60, Number(url.searchParams.get('waitForFinish') ?? 0)) * 1000;
        if (!run.finishedAt && wait > 0) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, wait);
            run.waiters.push(() => {
              clearTimeout(timer);
              resolve();
            });
          });
        }
        return send(200, { data: runJson(run) });
      }

      const items = /^\/v2\/datasets\/([^/]+)\/items$/.exec(path);
      if (items) {
        const run = runs.find((r) => r.datasetId === items[1]);
        if (!run) return fail(404, 'record-not-found', 'Dataset was not found');
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? run.items.length) || run.items.length;
        const page = run.items.slice(offset, offset + limit);
        return send(200, page, {
          'x-apify-pagination-offset': String(offset),
          'x-apify-pagination-limit': String(limit),
          'x-apify-pagination-count': String(page.length),
          'x-apify-pagination-total': String(run.items.length),
          'x-apify-pagination-desc': 'false',
        });
      }

      if (path === '/v2/users/me') return send(200, { data: { id: 'BPWZBd7Z9c746JAng', username: 'test' } });
      return fail(404, 'page-not-found', 'Not found');
    } catch (error) {
      return fail(400, 'invalid-request', String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    scenarios,
    places,
    removeReview: (reviewId) => void removed.add(reviewId),
    restoreReview: (reviewId) => void removed.delete(reviewId),
    setStars(reviewId, value) {
      if (value === null) stars.delete(reviewId);
      else stars.set(reviewId, value);
    },
    resetReviews() {
      removed.clear();
      stars.clear();
    },
    runs,
    aborted,
    requests,
    async close() {
      for (const run of runs) clearTimeout(run.timer);
      for (const run of runs) for (const wake of run.waiters.splice(0)) wake();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const encoding = req.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

const names = [
  'Jana Weber',
  'Thomas Schmidt',
  'Anna Müller',
  'Lukas Becker',
  'Sabine Wagner',
  'Jörg Hoffmann',
];
const texts = [
  'Lange Wartezeit, unfreundliches Personal.',
  'Leider sehr enttäuscht, die Bestellung war falsch.',
  'Alles bestens, gerne wieder!',
  null,
  'Preis-Leistung stimmt nicht.',
];

/** A review item as the scraper yields it (place fields repeated), for scenarios. */
export function reviewItem(
  over: { reviewId: string; stars: number; publishedAtDate: string } & Record<string, unknown>,
) {
  const n = Number.parseInt(over.reviewId.replace(/\D/g, '') || '0', 10);
  return {
    reviewUrl: `https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1s${over.reviewId}`,
    reviewerId: `1088131276489363${n}`,
    name: names[n % names.length],
    text: texts[n % texts.length],
    publishAt: 'vor einem Tag',
    likesCount: 0,
    rating: null,
    reviewOrigin: 'Google',
    title: 'Autohaus Beispiel GmbH',
    placeId: 'ChIJw7Xq1x1OqEcRB0-xw6HVKo4',
    totalScore: 4.3,
    ...over,
  };
}
