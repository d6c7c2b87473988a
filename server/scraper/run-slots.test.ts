// The account-wide run limit on both databases: instances sharing one database never have more than
// APIFY_MAX_RUNS runs of an account in flight, Apify's 429 is waited out, the cost cap goes with
// every start, and a dead holder's slots come back.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Backend, backends, createPostgresTestDatabase, openTestDatabase } from '../../tests/support/db';
import { type Database, openDatabase } from '../db/client';
import { apifyRunSlots } from '../db/schema';
import { type FakeApify, startFakeApify } from '../demo/fake-apify';
import { createScraper, RUN_TIMEOUT_SECS, type Scraper } from './apify';
import { accountKeyOf, createRunSlots, type RunSlots } from './run-slots';
import { countLiveSlots, SLOT_FREED_CHANNEL, tryTakeSlot } from './run-slots.queries';

const place = (n: number | string) => `https://www.google.com/maps/place/Slot${n}/@52.5,13.4,17z`;
const fast = { firstMs: 20, maxMs: 100, totalMs: 20_000 };

/** Two instances on one database: two connections (PostgreSQL) or the one PGlite. */
async function openTwo(backend: Backend): Promise<{ a: Database; b: Database; close(): Promise<void> }> {
  if (backend === 'pglite') {
    const db = await openTestDatabase('pglite');
    return { a: db, b: db, close: () => db.close() };
  }
  const created = await createPostgresTestDatabase();
  const a = await openDatabase({ kind: 'postgres', url: created.url });
  const b = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await created.drop();
    },
  };
}

describe.each(backends)('Apify run slots [%s]', (backend) => {
  let fake: FakeApify;
  let dbs: Awaited<ReturnType<typeof openTwo>>;
  const account = () => accountKeyOf(fake.token);

  beforeAll(async () => {
    fake = await startFakeApify({ defaultLatencyMs: 150 });
    dbs = await openTwo(backend);
  });
  afterAll(async () => {
    await fake?.close();
    await dbs?.close();
  });
  beforeEach(() => {
    fake.settings.maxConcurrentRuns = Number.POSITIVE_INFINITY;
    fake.resetPeak();
  });
  afterEach(async () => {
    await dbs.a.db.delete(apifyRunSlots);
  });

  const keeper = (db: Database, maxRuns: number) =>
    createRunSlots(db.db, {
      maxRuns,
      runTimeoutSecs: RUN_TIMEOUT_SECS,
      pollMs: { first: 20, max: 100 },
      backoff: fast,
    });
  const scraperOf = (slots: RunSlots) =>
    createScraper({
      token: fake.token,
      actorId: 'compass/Google-Maps-Reviews-Scraper',
      baseUrl: fake.url,
      maxRetries: 1,
      limits: { slots, companyId: null },
    });
  const scrapeOnce = async (s: Scraper, url: string) => {
    const run = await s.startRun({ urls: [url], startDate: '2026-11-21T22:00:00Z' });
    return s.waitForRun(run.runId, { timeoutMs: 20_000 });
  };

  it('keeps two instances together under the limit, so Apify never refuses a start', async () => {
    const [a, b] = [keeper(dbs.a, 3), keeper(dbs.b, 3)];
    const [sa, sb] = await Promise.all([scraperOf(a), scraperOf(b)]);
    // Apify would allow one more than our limit: its cap is not what holds the runs back.
    fake.settings.maxConcurrentRuns = 4;
    const done = await Promise.all(
      Array.from({ length: 10 }, (_, i) => scrapeOnce(i % 2 ? sa : sb, place(`two${i}`))),
    );
    expect(done.every((r) => r.status === 'SUCCEEDED')).toBe(true);
    expect(fake.peakConcurrentRuns).toBe(3);
    expect(fake.refusedStarts).toBe(0);
    expect(a.stats.waits + b.stats.waits).toBeGreaterThan(0);
    // Every run seen ending gave its slot back.
    expect(await countLiveSlots(dbs.a.db, account())).toBe(0);
  });

  it('counts per account: a full account holds up no other', async () => {
    const full = {
      accountKey: accountKeyOf('anderer-schluessel'),
      companyId: null,
      maxRuns: 1,
      leaseSeconds: 60,
    };
    expect(await tryTakeSlot(dbs.a.db, full)).not.toBeNull();
    expect(await tryTakeSlot(dbs.b.db, full)).toBeNull();
    expect(
      await tryTakeSlot(dbs.b.db, { ...full, accountKey: account() }),
      'the other account',
    ).not.toBeNull();
    // The key itself is never stored: only its hash.
    const rows = await dbs.a.db.select().from(apifyRunSlots);
    expect(rows.map((r) => r.accountKey).sort()).toEqual([account(), full.accountKey].sort());
    expect(JSON.stringify(rows)).not.toContain(fake.token);
  });

  it('hands a slot freed by one instance to the waiter of another at once, not after its pause', async () => {
    // Pauses of 2.5–7.5 s between looks: only the announcement can hand the slot over sooner.
    const slow = (db: Database) =>
      createRunSlots(db.db, {
        maxRuns: 1,
        runTimeoutSecs: RUN_TIMEOUT_SECS,
        pollMs: { first: 5000, max: 5000 },
        backoff: fast,
      });
    const [a, b] = [slow(dbs.a), slow(dbs.b)];
    const unlisten = await Promise.all([
      dbs.a.listen(SLOT_FREED_CHANNEL, () => a.wake()),
      dbs.b.listen(SLOT_FREED_CHANNEL, () => b.wake()),
    ]);
    try {
      const me = { accountKey: account(), companyId: null };
      const held = await a.take(me);
      expect(held).not.toBeNull();
      const waiting = b.take(me);
      await new Promise((r) => setTimeout(r, 300));
      const freedAt = Date.now();
      await a.release(held as number);
      expect(await waiting).not.toBeNull();
      expect(Date.now() - freedAt).toBeLessThan(1500);
      expect(b.stats.waits).toBe(1);
    } finally {
      for (const u of unlisten) await u();
    }
  });

  it("waits out Apify's 429 in the slot it holds, and no start is retried by the client", async () => {
    // Apify counts runs our table does not know (another tool on the same key): it allows one.
    fake.settings.maxConcurrentRuns = 1;
    const slots = keeper(dbs.a, 4);
    const s = await scraperOf(slots);
    const before = fake.starts.length;
    const done = await Promise.all(Array.from({ length: 4 }, (_, i) => scrapeOnce(s, place(`busy${i}`))));
    expect(done.every((r) => r.status === 'SUCCEEDED')).toBe(true);
    expect(fake.peakConcurrentRuns).toBe(1);
    const refused = fake.starts.slice(before).filter((x) => x.status === 429).length;
    expect(refused).toBeGreaterThan(0);
    // One pause per refusal: apify-client's own quick retries would add refusals without pauses.
    expect(slots.stats.backoffs).toBe(refused);
    expect(await countLiveSlots(dbs.a.db, account())).toBe(0);
  });

  it('sends the cost cap as a run option of every start, not as actor input', async () => {
    const s = await scraperOf(keeper(dbs.a, 3));
    const run = await s.startRun({
      urls: [place('cap1'), place('cap2')],
      startDate: '2026-11-21T22:00:00Z',
      maxTotalChargeUsd: 2.5,
    });
    const start = fake.starts.at(-1);
    expect(start?.options.maxTotalChargeUsd).toBe(2.5);
    expect(start?.startUrls).toEqual([place('cap1'), place('cap2')]);
    expect(fake.runs.at(-1)?.input).not.toHaveProperty('maxTotalChargeUsd');
    const done = await s.waitForRun(run.runId, { timeoutMs: 5000 });
    expect(done.chargeUsd).toBe(done.usageTotalUsd);
  });

  it("gives a dead holder's slots back when their lease ends, and a stop ends the wait", async () => {
    const dead = keeper(dbs.a, 2);
    const me = { accountKey: account(), companyId: null };
    // An instance died holding both slots: one run started, one start under way.
    const [started, starting] = [await dead.take(me), await dead.take(me)];
    await dead.started(started as number, 'run-of-the-dead');
    const leases = await dbs.a.db
      .select({
        id: apifyRunSlots.id,
        secs: sql<number>`extract(epoch from ${apifyRunSlots.leaseUntil} - ${apifyRunSlots.acquiredAt})::int`,
      })
      .from(apifyRunSlots);
    // A started run may go on at Apify until its time limit; a start is over in two minutes.
    expect(leases.find((l) => l.id === started)?.secs).toBeGreaterThanOrEqual(RUN_TIMEOUT_SECS);
    expect(leases.find((l) => l.id === starting)?.secs).toBeLessThanOrEqual(180);

    const alive = keeper(dbs.b, 2);
    const s = await scraperOf(alive);
    const stop = new AbortController();
    const before = fake.starts.length;
    const stopped = s
      .startRun({ urls: [place('stopped')], startDate: 'x', signal: stop.signal })
      .catch((e) => e);
    let waiting = true;
    const next = s.startRun({ urls: [place('after')], startDate: 'x' }).finally(() => {
      waiting = false;
    });
    await new Promise((r) => setTimeout(r, 400));
    expect(waiting).toBe(true);
    stop.abort();
    expect(await stopped).toMatchObject({ name: 'ScanStopped' });
    expect(fake.starts.length).toBe(before);

    // The leases run out: the live instance gets a slot without anyone freeing them.
    await dbs.a.db.update(apifyRunSlots).set({ leaseUntil: sql`now() - interval '1 second'` });
    const run = await next;
    expect(fake.starts.at(-1)?.startUrls).toEqual([place('after')]);
    await s.abortRun(run.runId);
    expect(await countLiveSlots(dbs.a.db, account())).toBe(0);
  });

  it('frees the slot of a run whoever sees it end: a resumed wait, an abort', async () => {
    const [a, b] = [keeper(dbs.a, 2), keeper(dbs.b, 2)];
    const [sa, sb] = await Promise.all([scraperOf(a), scraperOf(b)]);
    const run = await sa.startRun({ urls: [place('seen')], startDate: 'x' });
    expect(await countLiveSlots(dbs.a.db, account())).toBe(1);
    // Instance A died; B resumes the wait on A's run (a repeated job) and sees it end.
    await sb.waitForRun(run.runId, { timeoutMs: 5000 });
    expect(await countLiveSlots(dbs.a.db, account())).toBe(0);
    fake.scenarios.set(place('forever'), { latencyMs: Number.POSITIVE_INFINITY });
    const endless = await sa.startRun({ urls: [place('forever')], startDate: 'x' });
    expect(await countLiveSlots(dbs.a.db, account())).toBe(1);
    await sb.abortRun(endless.runId);
    expect(fake.aborted).toContain(endless.runId);
    expect(await countLiveSlots(dbs.a.db, account())).toBe(0);
  });
});
