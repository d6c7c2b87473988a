import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { ScanStatusResponse } from '../../../common/schemas/scan';
import * as fx from '../../../tests/support/scan-fixture';
import { apifyRuns, customers, emailLogs, reviews as reviewsTable, scanLogs } from '../../db/schema';
import { placeIdOf, reviewItem } from '../../demo/fake-apify';

fx.describeScanApi(
  'batched scans',
  (ctx, services) => {
    beforeEach(() => {
      services.sink.messages.length = 0;
      services.fake.scenarios.clear();
      services.fake.settings.placeOnlyItems = true;
      services.fake.settings.itemOrder = 'interleaved';
    });

    async function scan(companyId: number) {
      const { cookie } = await ctx.signIn('manager');
      return (await fx.runManualScan(ctx, companyId, cookie)).last;
    }
    const runsOf = (companyId: number) =>
      ctx.database.db.select().from(apifyRuns).where(eq(apifyRuns.companyId, companyId));
    const logsOf = async (companyId: number) =>
      new Map(
        (await ctx.database.db.select().from(scanLogs).where(eq(scanLogs.companyId, companyId))).map((l) => [
          l.customerId,
          l,
        ]),
      );
    /** A customer whose place an earlier scan learned, with its place's scenario. */
    async function known(companyId: number, name: string, items: unknown[] = [], email = '') {
      const id = await fx.insertCustomer(ctx.database.db, companyId, {
        name,
        email,
        googleMapsLink: fx.placeLink(name),
        placeId: `place-${name}`,
      });
      services.fake.scenarios.set(fx.placeLink(name), { placeId: `place-${name}`, items });
      return id;
    }

    it('reads known places in batches and maps every item back by place id, in any order', async () => {
      const db = ctx.database.db;
      const companyId = await fx.scanCompany(ctx, services, 'Batch GmbH');
      const a = await known(
        companyId,
        'Alpha',
        fx.reviews('alpha', [
          [1, 2],
          [5, 3],
        ]),
        'alpha@example.com',
      );
      const b = await known(companyId, 'Beta', fx.reviews('beta', [[2, 4]]), 'beta@example.com');
      // No new reviews: the actor yields a place-only item for it.
      const c = await known(companyId, 'Gamma', [], 'gamma@example.com');
      const d = await known(companyId, 'Delta', fx.reviews('delta', [[4, 1]]), 'delta@example.com');
      const e = await known(companyId, 'Epsilon', fx.reviews('eps', [[1, 5]]), 'eps@example.com');
      // The actor's stray error row, and a review of a place no customer of the batch has.
      services.fake.scenarios.set(fx.placeLink('Delta'), {
        placeId: 'place-Delta',
        items: fx.reviews('delta', [[4, 1]]),
        errorRow: true,
        rawItems: [
          reviewItem({
            reviewId: 'fremd-1',
            stars: 1,
            publishedAtDate: fx.reviews('x', [[1, 1]])[0].publishedAtDate,
            placeId: 'place-Fremd',
          }),
        ],
      });
      const runsBefore = services.fake.runs.length;

      const last = await scan(companyId);
      expect(last).toMatchObject({ status: 'completed', total: 5, done: 5, successCount: 5, errorCount: 0 });
      expect(last).toMatchObject({ newReviews: 5, emailsSent: 3 });
      // Batches of 3 (APIFY_BATCH_SIZE here): two runs, each with the company's cost cap.
      const started = services.fake.runs.slice(runsBefore);
      expect(started.map((r) => r.startUrls.length).sort()).toEqual([2, 3]);
      expect(started.map((r) => r.options.maxTotalChargeUsd)).toEqual([5, 5]);
      const rows = await runsOf(companyId);
      expect(rows.map((r) => r.placeCount).sort()).toEqual([2, 3]);
      // The scan's cost is the runs' cost, split over their customers without losing a cent.
      expect(Number(last?.costUsd)).toBeCloseTo(
        rows.reduce((s, r) => s + Number(r.costUsd), 0),
        4,
      );

      const stored = await db.select().from(reviewsTable).where(eq(reviewsTable.companyId, companyId));
      const byCustomer = (id: number) =>
        stored
          .filter((r) => r.customerId === id)
          .map((r) => r.externalId)
          .sort();
      expect(byCustomer(a)).toEqual(['alpha-0', 'alpha-1']);
      expect(byCustomer(b)).toEqual(['beta-0']);
      expect(byCustomer(c)).toEqual([]);
      expect(byCustomer(d)).toEqual(['delta-0']);
      expect(byCustomer(e)).toEqual(['eps-0']);
      expect(stored.some((r) => r.externalId === 'fremd-1')).toBe(false);

      // One mail per customer with new negatives, each with its own reviews only.
      const mails = services.sink.messages;
      expect(mails.map((m) => m.to[0]).sort()).toEqual([
        'alpha@example.com',
        'beta@example.com',
        'eps@example.com',
      ]);
      const alphaMail = mails.find((m) => m.to[0] === 'alpha@example.com');
      expect(alphaMail?.text).toContain('alpha Bewertung 0');
      expect(alphaMail?.text).not.toContain('beta');
      const logs = await logsOf(companyId);
      expect(logs.size).toBe(5);
      expect(JSON.parse(logs.get(c)?.details ?? '{}')).toMatchObject({
        totalReviews: 0,
        newReviews: 0,
        emailStatus: 'not_needed',
        url: fx.placeLink('Gamma'),
      });
      expect(JSON.parse(logs.get(a)?.details ?? '{}')).toMatchObject({ totalReviews: 2, newReviews: 2 });

      // The same reviews again: nothing new, nobody mailed twice.
      const rerun = await scan(companyId);
      expect(rerun).toMatchObject({ status: 'completed', successCount: 5, newReviews: 0, emailsSent: 0 });
      expect(services.sink.messages).toHaveLength(3);
      expect(await db.select().from(emailLogs).where(eq(emailLogs.companyId, companyId))).toHaveLength(3);
    });

    it('learns a place from a run of its own, and keeps customers sharing a place out of batches', async () => {
      const db = ctx.database.db;
      const companyId = await fx.scanCompany(ctx, services, 'Lern GmbH');
      const ids: number[] = [];
      for (const name of ['Eins', 'Zwei', 'Drei']) {
        ids.push(await fx.insertCustomer(db, companyId, { name, googleMapsLink: fx.placeLink(name) }));
      }
      // Two customers with links to one place (a branch entered twice).
      const twinA = await fx.insertCustomer(db, companyId, {
        name: 'Zwilling A',
        googleMapsLink: fx.placeLink('Zwilling'),
      });
      const twinB = await fx.insertCustomer(db, companyId, {
        name: 'Zwilling B',
        googleMapsLink: `${fx.placeLink('Zwilling')}?hl=de`,
      });
      services.fake.scenarios.set(`${fx.placeLink('Zwilling')}?hl=de`, {
        placeId: placeIdOf(fx.placeLink('Zwilling')),
      });
      // A link that leads to a list of places: two place ids, nothing learned.
      const list = await fx.insertCustomer(db, companyId, {
        name: 'Liste',
        googleMapsLink: fx.placeLink('Liste'),
      });
      services.fake.scenarios.set(fx.placeLink('Liste'), {
        rawItems: [
          { placeId: 'place-L1', title: 'Filiale 1' },
          { placeId: 'place-L2', title: 'Filiale 2' },
        ],
      });
      const runsBefore = services.fake.runs.length;

      expect(await scan(companyId)).toMatchObject({ status: 'completed', successCount: 6 });
      expect(services.fake.runs.slice(runsBefore).every((r) => r.startUrls.length === 1)).toBe(true);
      const places = new Map(
        (await db.select().from(customers).where(eq(customers.companyId, companyId))).map((c) => [
          c.id,
          c.placeId,
        ]),
      );
      expect(ids.map((id) => places.get(id))).toEqual(
        ['Eins', 'Zwei', 'Drei'].map((n) => placeIdOf(fx.placeLink(n))),
      );
      expect(places.get(twinA)).toBe(placeIdOf(fx.placeLink('Zwilling')));
      expect(places.get(twinB)).toBe(placeIdOf(fx.placeLink('Zwilling')));
      expect(places.get(list)).toBeNull();

      // Next scan: the three in one batch; the twins and the list one by one.
      const second = services.fake.runs.length;
      expect(await scan(companyId)).toMatchObject({ status: 'completed', successCount: 6 });
      const sizes = services.fake.runs
        .slice(second)
        .map((r) => r.startUrls.length)
        .sort();
      expect(sizes).toEqual([1, 1, 1, 3]);

      // A changed link forgets the place: the customer is read alone again and learns anew.
      const { cookie } = await ctx.signIn('manager');
      const res = await ctx.request('PUT', `/api/customers/${ids[0]}`, cookie, {
        name: 'Eins',
        email: 'eins@example.com',
        googleMapsLink: fx.placeLink('Neu'),
        pricePerReview: 79.5,
      });
      expect(res.statusCode).toBe(200);
      const [moved] = await db.select().from(customers).where(eq(customers.id, ids[0]));
      expect(moved.placeId).toBeNull();
    });

    it('splits a failed batch down to the bad link: its neighbours get their reviews and mails', async () => {
      const companyId = await fx.scanCompany(ctx, services, 'Split GmbH');
      // Batches of 3 in the order of the customers: [Kaputt S1 S2] and [S3].
      const badId = await known(companyId, 'Kaputt');
      services.fake.scenarios.set(fx.placeLink('Kaputt'), { placeId: 'place-Kaputt', finalStatus: 'FAILED' });
      const good = [] as number[];
      for (const name of ['S1', 'S2', 'S3']) {
        good.push(
          await known(companyId, name, fx.reviews(name, [[1, 2]]), `${name.toLowerCase()}@example.com`),
        );
      }
      const runsBefore = services.fake.runs.length;

      const last = await scan(companyId);
      expect(last).toMatchObject({
        status: 'completed',
        total: 4,
        successCount: 3,
        errorCount: 1,
        emailsSent: 3,
      });
      // [Kaputt S1 S2] fails → [Kaputt S1] fails and [S2] succeeds → [Kaputt] fails, [S1] succeeds;
      // [S3] is the fan-out's second batch.
      const sizes = services.fake.runs.slice(runsBefore).map((r) => r.startUrls.length);
      expect(sizes.sort()).toEqual([1, 1, 1, 1, 2, 3]);
      const logs = await logsOf(companyId);
      expect(logs.get(badId)).toMatchObject({
        status: 'error',
        errorType: 'apify_error',
        errorMessage: 'Apify-Lauf fehlgeschlagen (Status FAILED)',
      });
      for (const id of good) expect(logs.get(id)).toMatchObject({ status: 'success' });
      expect(services.sink.messages).toHaveLength(3);
    });

    it('stops a batch: its run is aborted at Apify and its customers count as not scanned', async () => {
      const companyId = await fx.scanCompany(ctx, services, 'Stopp GmbH');
      for (const name of ['T1', 'T2', 'T3']) {
        await known(companyId, name);
        services.fake.scenarios.set(fx.placeLink(name), {
          placeId: `place-${name}`,
          latencyMs: Number.POSITIVE_INFINITY,
        });
      }
      const runsBefore = services.fake.runs.length;
      const abortedBefore = services.fake.aborted.length;
      const { cookie } = await ctx.signIn('admin');
      expect((await ctx.request('POST', `/api/manual-scan/${companyId}`, cookie)).statusCode).toBe(200);
      for (let i = 0; i < 100 && services.fake.runs.length === runsBefore; i++)
        await new Promise((r) => setTimeout(r, 100));
      await ctx.request('POST', '/api/manual-scan/stop', cookie, { companyId });
      let status: ScanStatusResponse | undefined;
      for (let i = 0; i < 100; i++) {
        status = (await ctx.request('GET', `/api/manual-scan/status/${companyId}`, cookie)).json();
        if (!status?.running) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(status?.last).toMatchObject({ status: 'stopped', total: 3, done: 3, notScannedCount: 3 });
      expect(services.fake.runs.length - runsBefore).toBe(1);
      expect(services.fake.aborted.length - abortedBefore).toBe(1);
      expect((await logsOf(companyId)).size).toBe(0);
    });
  },
  {
    config: () => ({ apifyBatchSize: 3 }),
    jobs: { retryDelayMs: 10 },
  },
);
