import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSshBanner } from '../../tests/support/tcp-doubles';
import { type FakeApify, reviewItem, startFakeApify } from '../demo/fake-apify';
import { ApifyFailure, actorPathSegment, createScraper, runCharge } from './apify';

let fake: FakeApify;
beforeAll(async () => {
  fake = await startFakeApify();
});
afterAll(() => fake.close());

const scraper = () =>
  createScraper({
    token: fake.token,
    actorId: 'compass/Google-Maps-Reviews-Scraper',
    baseUrl: fake.url,
    maxRetries: 0,
  });
const place = (n: string) => `https://www.google.com/maps/place/Ort${n}/@52.5,13.4,17z`;

describe('Apify scraper against the fake', () => {
  it('starts a run with the input the scan needs, waits for it and reads every item', async () => {
    const items = Array.from({ length: 1500 }, (_, i) =>
      reviewItem({ reviewId: `r${i}`, stars: 1 + (i % 5), publishedAtDate: '2026-11-22T10:00:00.000Z' }),
    );
    fake.scenarios.set(place('1'), { items, latencyMs: 50, usageTotalUsd: 0.42 });
    const s = await scraper();
    const run = await s.startRun({ urls: [place('1')], startDate: '2026-11-21T22:00:00Z' });
    expect(fake.runs.at(-1)?.input).toEqual({
      startUrls: [{ url: place('1') }],
      reviewsSort: 'newest',
      reviewsStartDate: '2026-11-21T22:00:00Z',
      personalData: true,
      reviewsOrigin: 'google',
      language: 'de',
    });
    const done = await s.waitForRun(run.runId, { timeoutMs: 5000 });
    expect(done).toMatchObject({ status: 'SUCCEEDED', usageTotalUsd: 0.42 });
    expect(await s.listItems(done.datasetId)).toHaveLength(1500);
  });

  it('reports a bad key, a missing actor and a failed run in German, as not worth retrying', async () => {
    const bad = await createScraper({
      token: 'falsch',
      actorId: 'compass/Google-Maps-Reviews-Scraper',
      baseUrl: fake.url,
      maxRetries: 0,
    });
    await expect(
      bad.startRun({ urls: [place('2')], startDate: '2026-11-21T22:00:00Z' }),
    ).rejects.toMatchObject({
      message: 'Ungültiger Apify-API-Schlüssel',
      transient: false,
    });
    await expect(bad.checkKey()).rejects.toBeInstanceOf(ApifyFailure);
    const unknown = await createScraper({
      token: fake.token,
      actorId: 'someone/else',
      baseUrl: fake.url,
      maxRetries: 0,
    });
    await expect(unknown.startRun({ urls: [place('2')], startDate: 'x' })).rejects.toMatchObject({
      statusCode: 404,
    });
    fake.scenarios.set(place('3'), { finalStatus: 'FAILED', latencyMs: 10 });
    const run = await (await scraper()).startRun({ urls: [place('3')], startDate: '2026-11-21T22:00:00Z' });
    await expect((await scraper()).waitForRun(run.runId, { timeoutMs: 5000 })).rejects.toMatchObject({
      message: 'Apify-Lauf fehlgeschlagen (Status FAILED)',
      transient: false,
    });
  });

  it('marks 429, 5xx and the memory limit as transient, unpaid usage as final', async () => {
    const cases = [
      [{ status: 429, type: 'rate-limit-exceeded' }, true],
      [{ status: 500, type: 'internal-error' }, true],
      [{ status: 402, type: 'actor-memory-limit-exceeded' }, true],
      [{ status: 402, type: 'not-enough-usage-to-run-paid-actor' }, false],
    ] as const;
    for (const [i, [startError, transient]] of cases.entries()) {
      fake.scenarios.set(place(`e${i}`), { startError });
      await expect(
        (await scraper()).startRun({ urls: [place(`e${i}`)], startDate: 'x' }),
      ).rejects.toMatchObject({
        transient,
        statusCode: startError.status,
      });
    }
  });

  it('gives up waiting at the time limit and on a stop, and aborts a run at Apify', async () => {
    fake.scenarios.set(place('4'), { latencyMs: Number.POSITIVE_INFINITY });
    const s = await scraper();
    const run = await s.startRun({ urls: [place('4')], startDate: '2026-11-21T22:00:00Z' });
    await expect(s.waitForRun(run.runId, { timeoutMs: 1200 })).rejects.toMatchObject({ transient: true });
    const stop = new AbortController();
    stop.abort();
    await expect(s.waitForRun(run.runId, { timeoutMs: 5000, signal: stop.signal })).rejects.toThrow(
      'Scan gestoppt',
    );
    await s.abortRun(run.runId);
    expect(fake.aborted).toContain(run.runId);
    await s.abortRun('gibt-es-nicht');
  });

  it('serves the deprecated /v2/acts prefix and compressed bodies like Apify does', async () => {
    const res = await fetch(
      `${fake.url}/v2/acts/Compass~Google-Maps-Reviews-Scraper/runs?token=${fake.token}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: (await import('node:zlib')).gzipSync(JSON.stringify({ startUrls: [{ url: place('5') }] })),
      },
    );
    expect(res.status).toBe(201);
    expect(fake.runs.at(-1)?.input).toEqual({ startUrls: [{ url: place('5') }] });
  });

  it('puts the actor id into the path as one encoded segment, never a path of its own', async () => {
    expect(actorPathSegment('compass/Google-Maps-Reviews-Scraper')).toBe(
      'compass~Google-Maps-Reviews-Scraper',
    );
    expect(actorPathSegment('nwua9Gu5YrADL7ZDj')).toBe('nwua9Gu5YrADL7ZDj');
    const startWith = async (actorId: string) => {
      const s = await createScraper({ token: fake.token, actorId, baseUrl: fake.url, maxRetries: 0 });
      const before = fake.requests.length;
      const result = await s.startRun({ urls: [place('6')], startDate: 'x' }).then(
        () => 'started',
        (error: ApifyFailure) => error.message,
      );
      return { result, paths: fake.requests.slice(before).map((r) => r.path) };
    };
    expect(await startWith('compass/Google-Maps-Reviews-Scraper')).toEqual({
      result: 'started',
      paths: ['/v2/actors/compass~Google-Maps-Reviews-Scraper/runs'],
    });
    // Stored before the schema checked it: still only ever the runs of one actor.
    for (const actorId of ['x/../../users/me', '../users/me', 'a?b=c#d']) {
      const { result, paths } = await startWith(actorId);
      expect(result, actorId).toBe('Apify-Actor oder -Lauf nicht gefunden');
      expect(paths, actorId).toEqual([`/v2/actors/${encodeURIComponent(actorId.replace('/', '~'))}/runs`]);
    }
    for (const actorId of ['..', '.', '']) {
      expect(await startWith(actorId), actorId).toEqual({ result: 'Ungültige Actor-ID', paths: [] });
    }
  });

  it('says what failed in its own words, never the far end ones', async () => {
    fake.scenarios.set(place('7'), {
      startError: { status: 403, type: 'SSH-2.0-OpenSSH_9.6', message: 'fremde Worte vom Server' },
    });
    const denied = await (await scraper()).startRun({ urls: [place('7')], startDate: 'x' }).catch((e) => e);
    expect(denied).toMatchObject({ message: 'Apify verweigert den Zugriff (403)', statusCode: 403 });
    // A base URL that is no Apify at all (an SSH server): not reachable, nothing of its banner.
    const ssh = await startSshBanner();
    try {
      const s = await createScraper({
        token: fake.token,
        actorId: 'compass/Google-Maps-Reviews-Scraper',
        baseUrl: `http://127.0.0.1:${ssh.port}`,
        maxRetries: 0,
      });
      const error = await s.checkKey().catch((e) => e);
      expect(error).toBeInstanceOf(ApifyFailure);
      expect(error.message).toMatch(/^Apify nicht erreichbar/);
      expect(error.message).not.toMatch(/SSH|OpenSSH/);
    } finally {
      await ssh.close();
    }
  });
});

describe("a run's real charge", () => {
  const run = { id: 'r', defaultDatasetId: 'd', status: 'SUCCEEDED' };
  it('is the pay-per-event charge where the actor bills events, else the platform usage', () => {
    const pricingInfo = {
      pricingModel: 'PAY_PER_EVENT',
      pricingPerEvent: {
        actorChargeEvents: {
          'apify-actor-start': { eventPriceUsd: 0.005, eventTitle: 'Start' },
          review: { eventPriceUsd: 0.0005, eventTitle: 'Bewertung' },
        },
      },
    };
    expect(
      runCharge({
        ...run,
        usageTotalUsd: 0.02,
        pricingInfo,
        chargedEventCounts: { 'apify-actor-start': 1, review: 1200, unbekannt: 7 },
      }),
    ).toBe(0.605);
    expect(runCharge({ ...run, usageTotalUsd: 0.02, pricingInfo: { pricingModel: 'FREE' } })).toBe(0.02);
    expect(runCharge({ ...run, usageTotalUsd: 0.0061 })).toBe(0.0061);
    expect(runCharge(run)).toBeNull();
  });
});
