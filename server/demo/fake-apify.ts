// A local stand-in for Apify's REST API v2, shaped after the Apify reference (docs/decisions/030):
// both /v2/actors and /v2/acts, Bearer or ?token auth, waitForFinish, abort, dataset items with
// pagination headers, compressed request bodies, and Apify's error envelope. Issue 23 made it
// realistic for batched runs and the bench: many startUrls per run, items naming their place,
// a concurrent-run cap answered with 429, run time = start + places × per-place, a start fee and a
// per-result price (decision 045; its parameters in docs/bench/2026-11-24-bench-scan-batched.md).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
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
  /**
   * The place id of this URL: stamped on every item of the URL (its own placeId overridden). Without
   * it an item keeps its own placeId, and items without one get placeIdOf(url).
   */
  placeId?: string;
  /** The place's name (title) on items without one; else taken from the URL. */
  title?: string;
  /** Items added to the run as they are (no placeId stamped): e.g. a place no customer asked for. */
  rawItems?: unknown[];
  /** Adds the actor's stray row {error: 'no_search_results', …} after this URL's items. */
  errorRow?: boolean;
}

/** Realistic behaviour (issue 23); all off by default, mutable on `fake.settings` between tests. */
export interface FakeApifySettings {
  /** A URL whose run yields no items yields one place-only item (placeId, title, location). */
  placeOnlyItems: boolean;
  /** 'interleaved': the items of a multi-URL run round-robin over its places, last URL first. */
  itemOrder: 'grouped' | 'interleaved';
  /** Starts while this many runs are in flight are refused: 429 concurrent-runs-limit-exceeded. */
  maxConcurrentRuns: number;
  /** Run time = startLatencyMs + places × perPlaceMs when either is set (else defaultLatencyMs). */
  startLatencyMs?: number;
  perPlaceMs?: number;
  /** usageTotalUsd = startFeeUsd + review items × perResultUsd when either is set (else 0.0061). */
  startFeeUsd?: number;
  perResultUsd?: number;
}

/** One start request, answered or refused (429 included). */
export interface FakeStart {
  at: Date;
  startUrls: string[];
  /** The start's query options (timeout, memory, maxTotalChargeUsd, …), numbers where numeric. */
  options: Record<string, string | number>;
  status: number;
  runId?: string;
}

interface FakeRun {
  id: string;
  actId: string;
  datasetId: string;
  status: string;
  startedAt: Date;
  finishedAt: Date | null;
  input: Record<string, unknown>;
  /** The run's startUrls (urls only) and start query options (maxTotalChargeUsd, timeout, …). */
  startUrls: string[];
  options: Record<string, string | number>;
  items: unknown[];
  usageTotalUsd: number;
  timer?: NodeJS.Timeout;
  waiters: (() => void)[];
}

export interface FakeApify {
  /** For APIFY_BASE_URL (no /v2). */
  url: string;
  token: string;
  /**
   * Scenario by maps URL; unknown URLs succeed with no reviews. A run with many startUrls yields
   * every URL's items; a URL's startError refuses the start, and a URL's non-succeeding finalStatus
   * (or Infinity latency) is the whole run's, as one bad place fails the actor's run.
   */
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
  /** Every start request in order, the refused ones (429 and scenario errors) included. */
  starts: FakeStart[];
  settings: FakeApifySettings;
  /** Runs in flight now, and the most seen at once since the start (or resetPeak). */
  readonly runningRuns: number;
  readonly peakConcurrentRuns: number;
  /** Starts refused with 429 concurrent-runs-limit-exceeded. */
  readonly refusedStarts: number;
  resetPeak(): void;
  aborted: string[];
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

/** The place id the fake gives a URL without one in its scenario or items (stable per URL). */
export function placeIdOf(mapsUrl: string) {
  return `ChIJ${createHash('sha256').update(mapsUrl).digest('base64url').slice(0, 23)}`;
}

const titleOf = (mapsUrl: string) => {
  const name = /\/maps\/place\/([^/@?]+)/.exec(mapsUrl)?.[1];
  return name ? decodeURIComponent(name.replace(/\+/g, ' ')) : 'Unbekannter Ort';
};

const ACTOR = { id: 'Xb8osYTtOjlsgI6k9', name: 'compass~google-maps-reviews-scraper' };

type FakeApifyOptions = {
  token?: string;
  defaultLatencyMs?: number;
  /** The scenario of a URL without one of its own (the demo's new reviews); else none. */
  fallback?: (mapsUrl: string, input: Record<string, unknown>) => FakeScenario;
} & Partial<FakeApifySettings>;

/** The fake's whole state: what the handlers below read and change. */
interface FakeState {
  token: string;
  opts: FakeApifyOptions;
  settings: FakeApifySettings;
  starts: FakeStart[];
  running: number;
  peak: number;
  refused: number;
  scenarios: Map<string, FakeScenario>;
  runs: FakeRun[];
  aborted: string[];
  requests: { method: string; path: string }[];
  startErrors: Map<string, number>;
  placeItems: Map<string, unknown[]>;
  removed: Set<string>;
  stars: Map<string, number>;
}

type Reply = {
  send(status: number, body: unknown, headers?: Record<string, string>): void;
  fail(status: number, type: string, message: string): void;
};

export async function startFakeApify(opts: FakeApifyOptions = {}): Promise<FakeApify> {
  const state: FakeState = {
    token: opts.token ?? 'apify_api_test_token',
    opts,
    settings: {
      placeOnlyItems: opts.placeOnlyItems ?? false,
      itemOrder: opts.itemOrder ?? 'grouped',
      maxConcurrentRuns: opts.maxConcurrentRuns ?? Number.POSITIVE_INFINITY,
      startLatencyMs: opts.startLatencyMs,
      perPlaceMs: opts.perPlaceMs,
      startFeeUsd: opts.startFeeUsd,
      perResultUsd: opts.perResultUsd,
    },
    starts: [],
    running: 0,
    peak: 0,
    refused: 0,
    scenarios: new Map(),
    runs: [],
    aborted: [],
    requests: [],
    startErrors: new Map(),
    placeItems: new Map(),
    removed: new Set(),
    stars: new Map(),
  };
  const server = createServer((req, res) => void handle(state, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token: state.token,
    scenarios: state.scenarios,
    places: state.placeItems,
    removeReview: (reviewId) => void state.removed.add(reviewId),
    restoreReview: (reviewId) => void state.removed.delete(reviewId),
    setStars(reviewId, value) {
      if (value === null) state.stars.delete(reviewId);
      else state.stars.set(reviewId, value);
    },
    resetReviews() {
      state.removed.clear();
      state.stars.clear();
    },
    runs: state.runs,
    starts: state.starts,
    settings: state.settings,
    get runningRuns() {
      return state.running;
    },
    get peakConcurrentRuns() {
      return state.peak;
    },
    get refusedStarts() {
      return state.refused;
    },
    resetPeak() {
      state.peak = state.running;
    },
    aborted: state.aborted,
    requests: state.requests,
    async close() {
      for (const run of state.runs) clearTimeout(run.timer);
      for (const run of state.runs) for (const wake of run.waiters.splice(0)) wake();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** One request: auth, then the start, run, abort and dataset routes. */
async function handle(state: FakeState, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake');
  state.requests.push({ method: req.method ?? 'GET', path: url.pathname });
  const reply: Reply = {
    send(status, body, headers = {}) {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    },
    fail(status, type, message) {
      reply.send(status, { error: { type, message } });
    },
  };
  try {
    const auth = req.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('token');
    if (!auth) return reply.fail(401, 'token-not-provided', 'Authentication token was not provided');
    if (auth !== state.token)
      return reply.fail(
        401,
        'user-or-token-not-found',
        'User was not found or authentication token is not valid',
      );
    const path = url.pathname;
    const start = /^\/v2\/(?:actors|acts)\/([^/]+)\/runs$/.exec(path);
    if (start && req.method === 'POST') return await startRun(state, req, url, start[1], reply);
    const runPath = /^\/v2\/actor-runs\/([^/]+)(\/abort)?$/.exec(path);
    if (runPath) return await answerRun(state, req, url, runPath[1], !!runPath[2], reply);
    const items = /^\/v2\/datasets\/([^/]+)\/items$/.exec(path);
    if (items) return datasetItems(state, url, items[1], reply);
    if (path === '/v2/users/me')
      return reply.send(200, { data: { id: 'BPWZBd7Z9c746JAng', username: 'test' } });
    return reply.fail(404, 'page-not-found', 'Not found');
  } catch (error) {
    return reply.fail(400, 'invalid-request', String(error));
  }
}

type Place = { url: string; scenario: FakeScenario };

/** POST …/runs: the refusals (scenario errors, the concurrent-run cap), else a new run. */
async function startRun(state: FakeState, req: IncomingMessage, url: URL, actorParam: string, reply: Reply) {
  const actor = decodeURIComponent(actorParam).replace('/', '~').toLowerCase();
  if (actor !== ACTOR.name && actor !== ACTOR.id.toLowerCase()) {
    return reply.fail(404, 'record-not-found', 'Actor was not found');
  }
  const input = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
  const startUrls = ((input.startUrls as { url?: unknown }[] | undefined) ?? []).map((u) =>
    typeof u?.url === 'string' ? u.url : '',
  );
  const options: Record<string, string | number> = {};
  for (const [key, value] of url.searchParams) {
    if (key === 'token') continue;
    options[key] = value !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  const record: FakeStart = { at: new Date(), startUrls, options, status: 201 };
  state.starts.push(record);
  const places: Place[] = (startUrls.length > 0 ? startUrls : ['']).map((u) => ({
    url: u,
    scenario: state.scenarios.get(u) ?? state.opts.fallback?.(u, input) ?? {},
  }));
  const delay = Math.max(0, ...places.map((p) => p.scenario.startDelayMs ?? 0));
  if (delay) await new Promise((r) => setTimeout(r, delay));
  const refusal = startRefusal(state, places);
  if (refusal) {
    record.status = refusal.status;
    return reply.fail(refusal.status, refusal.type, refusal.message);
  }
  const run = createRun(state, places, input, startUrls, options);
  record.runId = run.id;
  return reply.send(201, { data: runJson(run) }, { location: `/v2/actor-runs/${run.id}` });
}

/** A scenario's start error (counted per URL), or the plan's concurrent-run cap. */
function startRefusal(state: FakeState, places: Place[]) {
  for (const { url: u, scenario } of places) {
    if (!scenario.startError) continue;
    const used = state.startErrors.get(u) ?? 0;
    if (used < (scenario.startError.times ?? Number.POSITIVE_INFINITY)) {
      state.startErrors.set(u, used + 1);
      const e = scenario.startError;
      return { status: e.status, type: e.type, message: e.message ?? e.type };
    }
  }
  if (state.running >= state.settings.maxConcurrentRuns) {
    state.refused++;
    return {
      status: 429,
      type: 'concurrent-runs-limit-exceeded',
      message: `By launching this job you will exceed the maximum of ${state.settings.maxConcurrentRuns} concurrent runs of your plan.`,
    };
  }
  return null;
}

function createRun(
  state: FakeState,
  places: Place[],
  input: Record<string, unknown>,
  startUrls: string[],
  options: Record<string, string | number>,
): FakeRun {
  const { settings } = state;
  const perUrl = places.map((place) => placeRunItems(state, place, input));
  let runItems = settings.itemOrder === 'interleaved' ? interleave(perUrl) : perUrl.flat();
  const priced = settings.startFeeUsd !== undefined || settings.perResultUsd !== undefined;
  const fee = settings.startFeeUsd ?? 0;
  const price = settings.perResultUsd ?? 0;
  const cap = typeof options.maxTotalChargeUsd === 'number' ? options.maxTotalChargeUsd : undefined;
  if (priced && cap !== undefined && price > 0) {
    // The cost cap stops the run's results where the charge would pass it.
    let affordable = Math.max(0, Math.floor((cap - fee) / price + 1e-9));
    runItems = runItems.filter((item) => !isResult(item) || affordable-- > 0);
  }
  const results = runItems.filter(isResult).length;
  const usages = places.flatMap((p) =>
    p.scenario.usageTotalUsd === undefined ? [] : [p.scenario.usageTotalUsd],
  );
  const run: FakeRun = {
    id: randomBytes(9).toString('base64url').slice(0, 17),
    actId: ACTOR.id,
    datasetId: randomBytes(9).toString('base64url').slice(0, 17),
    status: 'RUNNING',
    startedAt: new Date(),
    finishedAt: null,
    input,
    startUrls,
    options,
    items: runItems,
    usageTotalUsd: priced
      ? Math.round((fee + results * price) * 1e6) / 1e6
      : usages.length > 0
        ? usages.reduce((a, b) => a + b, 0)
        : 0.0061,
    waiters: [],
  };
  state.runs.push(run);
  state.running++;
  state.peak = Math.max(state.peak, state.running);
  const failedStatus = places.find((p) => p.scenario.finalStatus && p.scenario.finalStatus !== 'SUCCEEDED')
    ?.scenario.finalStatus;
  const latency = runLatency(state, places, startUrls.length);
  if (Number.isFinite(latency)) {
    run.timer = setTimeout(() => finishRun(state, run, failedStatus ?? 'SUCCEEDED'), latency);
  }
  return run;
}

/** A scenario's latency, else start + places × per-place when set, else the default. */
function runLatency(state: FakeState, places: Place[], urlCount: number) {
  const { settings } = state;
  const latencies = places.flatMap((p) => (p.scenario.latencyMs === undefined ? [] : [p.scenario.latencyMs]));
  if (latencies.length > 0) return Math.max(...latencies);
  if (settings.startLatencyMs !== undefined || settings.perPlaceMs !== undefined) {
    return (settings.startLatencyMs ?? 0) + urlCount * (settings.perPlaceMs ?? 0);
  }
  return state.opts.defaultLatencyMs ?? 20;
}

/** One URL's items: the scenario's and the place's visible reviews, stamped with the place. */
function placeRunItems(state: FakeState, { url: u, scenario }: Place, input: Record<string, unknown>) {
  const own = visibleItems(state, [
    ...(scenario.items ?? []),
    ...publishedSince(state.placeItems.get(u) ?? [], input.reviewsStartDate),
  ]);
  const placeId = scenario.placeId ?? placeIdOf(u);
  const title = scenario.title ?? titleOf(u);
  const stamped = own.map((item) =>
    item && typeof item === 'object'
      ? {
          ...item,
          ...(scenario.placeId || !('placeId' in item) ? { placeId } : {}),
          ...('title' in item ? {} : { title }),
        }
      : item,
  );
  if (stamped.length === 0 && state.settings.placeOnlyItems && u) {
    stamped.push({ placeId, title, totalScore: 4.3, location: { lat: 52.52, lng: 13.4 } });
  }
  if (scenario.errorRow) {
    stamped.push({ error: 'no_search_results', errorDescription: 'No places found' });
  }
  return [...stamped, ...(scenario.rawItems ?? [])];
}

/** What Google shows at the start of a run: removed reviews gone, changed stars applied. */
function visibleItems(state: FakeState, items: unknown[]) {
  return items.flatMap((item) => {
    const id = (item as { reviewId?: unknown })?.reviewId;
    if (typeof id !== 'string') return [item];
    if (state.removed.has(id)) return [];
    const changed = state.stars.get(id);
    return [changed === undefined ? item : { ...(item as object), stars: changed }];
  });
}

function publishedSince(items: unknown[], startDate: unknown) {
  const from = typeof startDate === 'string' ? Date.parse(startDate) : Number.NaN;
  if (Number.isNaN(from)) return items;
  return items.filter((item) => {
    const at = (item as { publishedAtDate?: unknown })?.publishedAtDate;
    return typeof at !== 'string' || Date.parse(at) >= from;
  });
}

function finishRun(state: FakeState, run: FakeRun, status: string) {
  if (run.finishedAt) return;
  state.running--;
  clearTimeout(run.timer);
  run.status = status;
  run.finishedAt = new Date();
  for (const wake of run.waiters.splice(0)) wake();
}

/** GET a run (waitForFinish up to 60 s) or POST its abort. */
async function answerRun(
  state: FakeState,
  req: IncomingMessage,
  url: URL,
  runId: string,
  abort: boolean,
  reply: Reply,
) {
  const run = state.runs.find((r) => r.id === runId);
  if (!run) return reply.fail(404, 'record-not-found', 'Actor run was not found');
  if (abort && req.method === 'POST') {
    if (!run.finishedAt) {
      state.aborted.push(run.id);
      finishRun(state, run, 'ABORTED');
    }
    return reply.send(200, { data: runJson(run) });
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
  return reply.send(200, { data: runJson(run) });
}

function datasetItems(state: FakeState, url: URL, datasetId: string, reply: Reply) {
  const run = state.runs.find((r) => r.datasetId === datasetId);
  if (!run) return reply.fail(404, 'record-not-found', 'Dataset was not found');
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? run.items.length) || run.items.length;
  const page = run.items.slice(offset, offset + limit);
  return reply.send(200, page, {
    'x-apify-pagination-offset': String(offset),
    'x-apify-pagination-limit': String(limit),
    'x-apify-pagination-count': String(page.length),
    'x-apify-pagination-total': String(run.items.length),
    'x-apify-pagination-desc': 'false',
  });
}

function runJson(run: FakeRun) {
  return {
    id: run.id,
    actId: run.actId,
    userId: 'BPWZBd7Z9c746JAng',
    actorTaskId: null,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    status: run.status,
    meta: { origin: 'API' },
    stats: { durationMillis: 0 },
    options: {
      build: 'latest',
      timeoutSecs: 600,
      memoryMbytes: 1024,
      diskMbytes: 2048,
      ...(run.options.maxTotalChargeUsd !== undefined
        ? { maxTotalChargeUsd: run.options.maxTotalChargeUsd }
        : {}),
    },
    buildId: '7sT5jcggjjA9fNcxF',
    defaultKeyValueStoreId: 'eJNzqsbPiopwJcgGQ',
    defaultDatasetId: run.datasetId,
    defaultRequestQueueId: 'FL35cSF7jrxr3BY39',
    generalAccess: 'FOLLOW_USER_SETTING',
    usageTotalUsd: run.finishedAt ? run.usageTotalUsd : 0,
  };
}

/** A review row (the bench's "result"): place-only items and error rows are not charged. */
const isResult = (item: unknown) =>
  !!item && typeof item === 'object' && 'stars' in item && 'publishedAtDate' in item;

function interleave(lists: unknown[][]) {
  const out: unknown[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (let j = lists.length - 1; j >= 0; j--) if (i < lists[j].length) out.push(lists[j][i]);
  }
  return out;
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
