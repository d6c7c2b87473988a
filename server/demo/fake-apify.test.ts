import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApify, placeIdOf, reviewItem, startFakeApify } from './fake-apify';

let fake: FakeApify;
beforeAll(async () => {
  fake = await startFakeApify({ defaultLatencyMs: 5 });
});
afterAll(() => fake.close());

const link = (name: string) => `https://www.google.com/maps/place/${name}/@52.52,13.40,17z`;
const auth = () => ({ authorization: `Bearer ${fake.token}`, 'content-type': 'application/json' });

async function start(urls: string[], query = '') {
  const res = await fetch(`${fake.url}/v2/actors/compass~google-maps-reviews-scraper/runs${query}`, {
    method: 'POST',
    headers: auth(),
    body: JSON.stringify({ startUrls: urls.map((url) => ({ url })) }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data: { id: string; defaultDatasetId: string } } & {
      error?: { type: string };
    },
  };
}

async function finished(runId: string) {
  const res = await fetch(`${fake.url}/v2/actor-runs/${runId}?waitForFinish=5`, { headers: auth() });
  return ((await res.json()) as { data: { status: string; usageTotalUsd: number; defaultDatasetId: string } })
    .data;
}

async function items(datasetId: string) {
  const res = await fetch(`${fake.url}/v2/datasets/${datasetId}/items`, { headers: auth() });
  return (await res.json()) as Record<string, unknown>[];
}

const review = (id: string) =>
  reviewItem({ reviewId: id, stars: 2, publishedAtDate: '2026-11-22T10:00:00.000Z' });

describe('the fake Apify for batched runs', () => {
  it('yields every place of a many-URL run with its place id, a place-only item, the stray error row and foreign items', async () => {
    fake.settings.placeOnlyItems = true;
    fake.settings.itemOrder = 'interleaved';
    fake.scenarios.set(link('A'), { placeId: 'P-A', items: [review('a1'), review('a2')] });
    fake.scenarios.set(link('B'), {
      errorRow: true,
      rawItems: [{ placeId: 'P-X', title: 'Fremd', stars: 1, publishedAtDate: '2026-11-22T10:00:00.000Z' }],
    });
    const { status, body } = await start(
      [link('A'), link('B'), link('C')],
      '?maxTotalChargeUsd=2.5&timeout=600',
    );
    expect(status).toBe(201);
    const run = await finished(body.data.id);
    expect(run.status).toBe('SUCCEEDED');
    const got = await items(run.defaultDatasetId);
    // Round-robin, last URL first; B has no reviews, so a place-only item leads its error row.
    expect(got.map((i) => i.placeId ?? i.error)).toEqual([
      placeIdOf(link('C')),
      placeIdOf(link('B')),
      'P-A',
      'no_search_results',
      'P-A',
      'P-X',
    ]);
    expect(got.find((i) => i.placeId === placeIdOf(link('C')))).toMatchObject({ title: 'C' });
    expect(fake.runs.at(-1)).toMatchObject({
      startUrls: [link('A'), link('B'), link('C')],
      options: { maxTotalChargeUsd: 2.5, timeout: 600 },
    });
    fake.settings.placeOnlyItems = false;
    fake.settings.itemOrder = 'grouped';
  });

  it('fails the whole run for one failing place', async () => {
    fake.scenarios.set(link('Bad'), { finalStatus: 'FAILED' });
    const { body } = await start([link('Good'), link('Bad')]);
    expect((await finished(body.data.id)).status).toBe('FAILED');
    const single = await start([link('Good')]);
    expect((await finished(single.body.data.id)).status).toBe('SUCCEEDED');
  });

  it('refuses starts beyond the concurrent-run limit with 429 and records the peak', async () => {
    fake.settings.maxConcurrentRuns = 2;
    fake.settings.startLatencyMs = 150;
    fake.settings.perPlaceMs = 10;
    fake.resetPeak();
    const refusedBefore = fake.refusedStarts;
    const a = await start([link('L1'), link('L2')]);
    const b = await start([link('L3')]);
    const c = await start([link('L4')]);
    expect([a.status, b.status, c.status]).toEqual([201, 201, 429]);
    expect(c.body.error?.type).toBe('concurrent-runs-limit-exceeded');
    expect(fake.peakConcurrentRuns).toBe(2);
    expect(fake.refusedStarts - refusedBefore).toBe(1);
    expect(fake.starts.at(-1)).toMatchObject({ status: 429, startUrls: [link('L4')] });
    const t0 = Date.now();
    await finished(a.body.data.id);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(100);
    expect((await start([link('L5')])).status).toBe(201);
    fake.settings.maxConcurrentRuns = Number.POSITIVE_INFINITY;
    fake.settings.startLatencyMs = undefined;
    fake.settings.perPlaceMs = undefined;
  });

  it('charges a start fee and a price per review, and stops at the cost cap', async () => {
    fake.settings.startFeeUsd = 0.01;
    fake.settings.perResultUsd = 0.001;
    fake.scenarios.set(link('P1'), { placeId: 'P1', items: [review('p1'), review('p2'), review('p3')] });
    const full = await start([link('P1'), link('P2')]);
    expect((await finished(full.body.data.id)).usageTotalUsd).toBeCloseTo(0.013, 6);
    const capped = await start([link('P1')], '?maxTotalChargeUsd=0.012');
    const run = await finished(capped.body.data.id);
    expect(run.usageTotalUsd).toBeCloseTo(0.012, 6);
    expect(await items(run.defaultDatasetId)).toHaveLength(2);
    fake.settings.startFeeUsd = undefined;
    fake.settings.perResultUsd = undefined;
  });
});
