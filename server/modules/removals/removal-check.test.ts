import { asc, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { addDays, berlinDay } from '../../../common/calendar-days';
import { removalCheckRunSchema, removalCheckStatusSchema } from '../../../common/schemas/removal';
import { describeApi } from '../../../tests/support/app';
import {
  insertCustomer,
  insertScanCompany,
  placeLink,
  scanServicesForFile,
  yesterdayAt,
} from '../../../tests/support/scan-fixture';
import {
  alerts,
  apifyRuns,
  companies,
  removalCheckRuns,
  removalChecks,
  removalEvents,
  removals,
  reviews as reviewRows,
} from '../../db/schema';
import { reviewItem } from '../../demo/fake-apify';
import { startRemovalCheck } from './removal-check';

const services = scanServicesForFile();
const HOUR = 3_600_000;

describeApi(
  'removal check',
  (ctx) => {
    beforeEach(() => {
      services.fake.scenarios.clear();
      services.fake.places.clear();
      services.fake.resetReviews();
      services.fake.aborted.length = 0;
    });
    const db = () => ctx.database.db;

    /**
     * A company (or `known.companyId`), a customer whose place has three reviews on "Google" (2, 1 and
     * 3 stars), all stored; with `known.placeId` a place a scan has learned, stamped on its items.
     */
    async function setUp(name = 'Prüfstand', known: { companyId?: number; placeId?: string } = {}) {
      const companyId =
        known.companyId ?? (await insertScanCompany(db(), ctx.app.ctx.secrets, services.fake, services.sink));
      const link = placeLink(name);
      const customerId = await insertCustomer(db(), companyId, {
        name,
        googleMapsLink: link,
        placeId: known.placeId ?? null,
      });
      if (known.placeId) services.fake.scenarios.set(link, { placeId: known.placeId });
      const items = [2, 1, 3].map((stars, i) =>
        reviewItem({
          reviewId: `${name}-${i}`,
          stars,
          publishedAtDate: yesterdayAt(2 + i),
          text: `${name} Text ${i}`,
        }),
      );
      services.fake.places.set(link, items);
      const stored = await db()
        .insert(reviewRows)
        .values(
          items.map((item) => ({
            companyId,
            customerId,
            externalId: item.reviewId,
            rating: item.stars,
            reviewText: item.text,
            reviewDate: new Date(item.publishedAtDate),
            reviewUrl: item.reviewUrl,
          })),
        )
        .returning({ id: reviewRows.id });
      return {
        companyId,
        customerId,
        link,
        items,
        reviewIds: stored.map((r) => r.id),
        ids: items.map((i) => i.reviewId),
      };
    }

    async function openCase(
      s: { companyId: number; customerId: number },
      reviewId: number,
      values: Partial<typeof removals.$inferInsert> = {},
    ) {
      const [row] = await db()
        .insert(removals)
        .values({
          companyId: s.companyId,
          customerId: s.customerId,
          reviewId,
          state: 'filed',
          reason: 'no_contact',
          pricePerReview: '79.50',
          filedOn: berlinDay(new Date()),
          ...values,
        } as typeof removals.$inferInsert)
        .returning({ id: removals.id });
      return row.id;
    }

    async function waitForRun(id: number) {
      for (let i = 0; i < 200; i++) {
        const [run] = await db().select().from(removalCheckRuns).where(eq(removalCheckRuns.id, id));
        if (run.status !== 'running') return run;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('Prüfung endete nicht');
    }

    /** A manual check dated `now`, run to its end. */
    async function check(companyId: number, now: Date) {
      const run = await startRemovalCheck(db(), ctx.app.jobs, companyId, { trigger: 'manual', now });
      return waitForRun(run.id);
    }

    const caseOf = async (id: number) => (await db().select().from(removals).where(eq(removals.id, id)))[0];
    const proofOf = (id: number) =>
      db().select().from(removalChecks).where(eq(removalChecks.removalId, id)).orderBy(asc(removalChecks.id));
    const eventsOf = (id: number) =>
      db().select().from(removalEvents).where(eq(removalEvents.removalId, id)).orderBy(asc(removalEvents.id));

    it('checks the cases of known places in one run, mapped back by place id, and splits a failing run down to the bad place', async () => {
      const first = await setUp('Ort A', { placeId: 'place-A' });
      const { companyId } = first;
      const second = await setUp('Ort B', { companyId, placeId: 'place-B' });
      const third = await setUp('Ort C', { companyId, placeId: 'place-C' });
      const ids = [];
      for (const s of [first, second, third]) ids.push(await openCase(s, s.reviewIds[0]));
      services.fake.removeReview(first.ids[0]);
      const before = services.fake.runs.length;

      const done = await check(companyId, new Date());
      expect(done).toMatchObject({ status: 'completed', customers: 3, checked: 3 });
      // One run for the three places, with the cost cap; its cost shared without losing a cent.
      const runs = services.fake.runs.slice(before);
      expect(runs.map((r) => r.startUrls.length)).toEqual([3]);
      expect(runs[0].options.maxTotalChargeUsd).toBe(5);
      expect((await caseOf(ids[0])).lastCheckOutcome).toBe('missing');
      expect((await caseOf(ids[1])).lastCheckOutcome).toBe('found');
      expect((await caseOf(ids[2])).lastCheckOutcome).toBe('found');
      const shares = (await Promise.all(ids.map(proofOf))).map((p) => Number(p[0].costUsd));
      expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(Number(done.costUsd), 4);

      // A place whose run fails: halves, then the bad place alone fails; its neighbours get proof.
      services.fake.scenarios.set(third.link, { placeId: 'place-C', finalStatus: 'FAILED' });
      const again = services.fake.runs.length;
      await check(companyId, new Date(Date.now() + 21 * HOUR));
      expect(services.fake.runs.slice(again).map((r) => r.startUrls.length)).toEqual([3, 2, 1]);
      expect((await proofOf(ids[0])).map((p) => p.outcome)).toEqual(['missing', 'missing']);
      expect((await proofOf(ids[1])).map((p) => p.outcome)).toEqual(['found', 'found']);
      expect((await proofOf(ids[2])).map((p) => p.outcome)).toEqual(['found', 'failed']);
      expect((await caseOf(ids[0])).state).toBe('removed');
    });

    it('counts a removal only after two misses at least 20 hours apart, with proof and cost of every check', async () => {
      const s = await setUp('Zweimal');
      services.fake.scenarios.set(s.link, { usageTotalUsd: 0.02 });
      const id = await openCase(s, s.reviewIds[0]);
      const t0 = new Date();

      const seen = await check(s.companyId, t0);
      expect(seen).toMatchObject({
        status: 'completed',
        trigger: 'manual',
        customers: 1,
        checked: 1,
        costUsd: '0.0200',
      });
      expect(await caseOf(id)).toMatchObject({ state: 'filed', lastCheckOutcome: 'found', lastCheckAt: t0 });

      services.fake.removeReview(s.ids[0]);
      await check(s.companyId, new Date(t0.getTime() + HOUR));
      expect(await caseOf(id)).toMatchObject({
        state: 'verifying',
        resumeState: 'filed',
        firstMissAt: new Date(t0.getTime() + HOUR),
        lastCheckOutcome: 'missing',
      });
      // One miss is not enough, nor a second one less than 20 hours after it.
      await check(s.companyId, new Date(t0.getTime() + 20 * HOUR));
      expect((await caseOf(id)).state).toBe('verifying');
      await check(s.companyId, new Date(t0.getTime() + 21 * HOUR));
      const removed = await caseOf(id);
      expect(removed).toMatchObject({ state: 'removed', deadlineKind: 'watch_until' });
      expect(removed.removedAt).toEqual(new Date(t0.getTime() + 21 * HOUR));

      const proof = await proofOf(id);
      expect(proof.map((p) => [p.outcome, p.rating, p.costUsd])).toEqual([
        ['found', 2, '0.0200'],
        ['missing', null, '0.0200'],
        ['missing', null, '0.0200'],
        ['missing', null, '0.0200'],
      ]);
      expect(proof[0].reviewText).toBe('Zweimal Text 0');
      expect(proof.every((p) => p.apifyRunId !== null)).toBe(true);
      const events = await eventsOf(id);
      expect(events.map((e) => [e.fromState, e.toState, e.userId])).toEqual([
        ['filed', 'verifying', null],
        ['verifying', 'removed', null],
      ]);
      expect(events[1].note).toMatch(/Entfernung bestätigt/);
      const runs = await db().select().from(apifyRuns).where(eq(apifyRuns.companyId, s.companyId));
      expect(runs).toHaveLength(4);
      expect(runs.every((r) => r.scanId === null && r.costUsd === '0.0200')).toBe(true);
    });

    it('takes no failed, empty or short run as a miss, and says why in the proof', async () => {
      const s = await setUp('Kaputt');
      const t0 = new Date();
      const id = await openCase(s, s.reviewIds[0], {
        state: 'verifying',
        resumeState: 'filed',
        firstMissAt: new Date(t0.getTime() - 30 * HOUR),
      });
      const filed = await openCase(s, s.reviewIds[1]);
      services.fake.removeReview(s.ids[0]);
      services.fake.removeReview(s.ids[1]);

      services.fake.scenarios.set(s.link, { finalStatus: 'FAILED' });
      await check(s.companyId, t0);
      services.fake.scenarios.set(s.link, { items: [] });
      services.fake.places.set(s.link, [{ placeId: 'ChIJ', title: 'Kaputt' }]);
      await check(s.companyId, new Date(t0.getTime() + HOUR));
      // Both case reviews gone, and the third (no case) missing too: a truncated run.
      services.fake.places.set(s.link, []);
      services.fake.scenarios.set(s.link, {
        items: [reviewItem({ reviewId: 'neu-1', stars: 4, publishedAtDate: yesterdayAt(20) })],
      });
      await check(s.companyId, new Date(t0.getTime() + 2 * HOUR));

      for (const caseId of [id, filed]) {
        expect((await proofOf(caseId)).map((p) => [p.outcome, p.message])).toEqual([
          ['failed', 'Apify-Lauf fehlgeschlagen (Status FAILED)'],
          ['short', 'Der Lauf lieferte keine Bewertungen – kein Nachweis'],
          ['short', 'Der Lauf lieferte nur 0 von 1 bekannten Bewertungen – kein Nachweis'],
        ]);
      }
      expect(await caseOf(id)).toMatchObject({ state: 'verifying', lastCheckOutcome: 'short' });
      expect((await caseOf(filed)).state).toBe('filed');
      expect(await eventsOf(id)).toHaveLength(0);

      // A full run that misses them is evidence again.
      services.fake.scenarios.clear();
      services.fake.places.set(s.link, s.items);
      await check(s.companyId, new Date(t0.getTime() + 3 * HOUR));
      expect((await caseOf(id)).state).toBe('removed');
      expect((await caseOf(filed)).state).toBe('verifying');
    });

    it('moves a case seen again while verifying back where it was, and one seen within its watch to reinstated', async () => {
      const s = await setUp('Wieder');
      const t0 = new Date();
      const today = berlinDay(t0);
      const fromFiled = await openCase(s, s.reviewIds[0], {
        state: 'verifying',
        resumeState: 'filed',
        firstMissAt: new Date(t0.getTime() - 30 * HOUR),
      });
      const fromAppeal = await openCase(s, s.reviewIds[1], {
        state: 'verifying',
        resumeState: 'appealed',
        firstMissAt: new Date(t0.getTime() - 30 * HOUR),
      });
      const watched = await openCase(s, s.reviewIds[2], {
        state: 'removed',
        deadlineKind: 'watch_until',
        deadlineOn: addDays(today, 10),
        removedAt: new Date(t0.getTime() - 80 * 24 * HOUR),
      });
      const other = await setUp('Vorbei');
      const pastWatch = await openCase(other, other.reviewIds[0], {
        state: 'removed',
        deadlineKind: 'watch_until',
        deadlineOn: addDays(today, -1),
      });
      await db().update(removals).set({ companyId: s.companyId }).where(eq(removals.id, pastWatch));

      await check(s.companyId, t0);
      expect(await caseOf(fromFiled)).toMatchObject({ state: 'filed', firstMissAt: null, resumeState: null });
      expect(await caseOf(fromAppeal)).toMatchObject({ state: 'appealed', firstMissAt: null });
      const back = await caseOf(watched);
      expect(back).toMatchObject({ state: 'reinstated', removedAt: null, deadlineKind: 'refile' });
      expect((await eventsOf(watched))[0]).toMatchObject({
        fromState: 'removed',
        toState: 'reinstated',
        note: 'Prüfung: Die Bewertung ist wieder sichtbar',
      });
      // The reinstated review rings the bell (issue 34 point 8), once; the moves back from verifying do not.
      const raised = await db().select().from(alerts);
      expect(raised).toMatchObject([
        {
          kind: 'review_reinstated',
          companyId: s.companyId,
          customerId: s.customerId,
          message: `Bewertung von „Wieder“ wieder sichtbar: Die als entfernt bestätigte Bewertung (Löschauftrag #${watched}) ist wieder auf Google`,
        },
      ]);
      await check(s.companyId, new Date(t0.getTime() + HOUR));
      expect(await db().$count(alerts)).toBe(1);
      // A watch that is over is not looked at.
      expect(await proofOf(pastWatch)).toHaveLength(0);
      expect((await caseOf(pastWatch)).state).toBe('removed');
    });

    it('counts a rating raised above the threshold as gone only while the company says so', async () => {
      const s = await setUp('Sterne');
      const id = await openCase(s, s.reviewIds[0]);
      services.fake.setStars(s.ids[0], 5);
      const t0 = new Date();
      await db()
        .update(companies)
        .set({ removalCountsRaisedRating: false })
        .where(eq(companies.id, s.companyId));
      await check(s.companyId, t0);
      expect(await caseOf(id)).toMatchObject({ state: 'filed', lastCheckOutcome: 'found' });

      await db()
        .update(companies)
        .set({ removalCountsRaisedRating: true })
        .where(eq(companies.id, s.companyId));
      await check(s.companyId, new Date(t0.getTime() + HOUR));
      expect(await caseOf(id)).toMatchObject({ state: 'verifying', lastCheckOutcome: 'raised' });
      await check(s.companyId, new Date(t0.getTime() + 22 * HOUR));
      expect((await caseOf(id)).state).toBe('removed');
      expect((await proofOf(id)).map((p) => [p.outcome, p.rating])).toEqual([
        ['found', 5],
        ['raised', 5],
        ['raised', 5],
      ]);
      expect((await eventsOf(id))[0].note).toMatch(/auf 5 Sterne angehoben/);
    });

    it('POST /api/removals/check/:companyId answers 202 at once, the running check instead of a second, managers only', async () => {
      const s = await setUp('Route');
      const id = await openCase(s, s.reviewIds[0]);
      services.fake.scenarios.set(s.link, { latencyMs: Number.POSITIVE_INFINITY });
      const { cookie: user } = await ctx.signIn('user');
      expect((await ctx.request('POST', `/api/removals/check/${s.companyId}`, user)).statusCode).toBe(403);
      const { cookie } = await ctx.signIn('manager');
      const missing = await ctx.request('POST', '/api/removals/check/999999', cookie);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Firma nicht gefunden');

      const first = await ctx.request('POST', `/api/removals/check/${s.companyId}`, cookie);
      expect(first.statusCode).toBe(202);
      const run = removalCheckRunSchema.parse(first.json());
      expect(run).toMatchObject({
        companyId: s.companyId,
        status: 'running',
        trigger: 'manual',
        finishedAt: null,
      });
      const second = await ctx.request('POST', `/api/removals/check/${s.companyId}`, cookie);
      expect(second.statusCode).toBe(202);
      expect(second.json().id).toBe(run.id);

      // The run never ends at Apify: past the wait it is aborted and recorded as a failed check.
      const ended = await waitForRun(run.id);
      expect(ended.status).toBe('completed');
      expect((await proofOf(id)).map((p) => p.outcome)).toEqual(['failed']);
      expect((await caseOf(id)).state).toBe('filed');
      expect(services.fake.aborted).toHaveLength(1);
    });

    it('GET /api/removals/check/:companyId/:runId says how far the check is and what it found (issue 34 point 8)', async () => {
      const s = await setUp('Stand');
      const gone = await openCase(s, s.reviewIds[0]);
      const seen = await openCase(s, s.reviewIds[1]);
      services.fake.removeReview(s.ids[0]);
      const { cookie } = await ctx.signIn('manager');
      const started = removalCheckRunSchema.parse(
        (await ctx.request('POST', `/api/removals/check/${s.companyId}`, cookie)).json(),
      );
      const url = `/api/removals/check/${s.companyId}/${started.id}`;
      await waitForRun(started.id);
      const res = await ctx.request('GET', url, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(removalCheckStatusSchema.parse(res.json())).toMatchObject({
        id: started.id,
        status: 'completed',
        customers: 1,
        checked: 1,
        outcomes: { found: 1, missing: 1, raised: 0, failed: 0, short: 0 },
      });
      expect(res.json().finishedAt).not.toBeNull();
      expect((await caseOf(gone)).state).toBe('verifying');
      expect((await caseOf(seen)).state).toBe('filed');

      // Another company's run, an unknown one, a plain user: refused.
      const other = await setUp('Fremd');
      const foreign = await ctx.request(
        'GET',
        `/api/removals/check/${other.companyId}/${started.id}`,
        cookie,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Prüfung nicht gefunden');
      expect((await ctx.request('GET', `/api/removals/check/${s.companyId}/999999`, cookie)).statusCode).toBe(
        404,
      );
      expect((await ctx.request('GET', `/api/removals/check/${s.companyId}/abc`, cookie)).statusCode).toBe(
        400,
      );
      const { cookie: user } = await ctx.signIn('user');
      expect((await ctx.request('GET', url, user)).statusCode).toBe(403);
    });

    it('checks after a completed scan (not again within 20 hours); reviews from a scan keep their URL and place id', async () => {
      const s = await setUp('Nachscan');
      const id = await openCase(s, s.reviewIds[0]);
      services.fake.removeReview(s.ids[0]);
      services.fake.scenarios.set(s.link, {
        items: [reviewItem({ reviewId: 'Nachscan-neu', stars: 4, publishedAtDate: yesterdayAt(9) })],
      });
      const { cookie } = await ctx.signIn('manager');
      const scanThenCheck = async () => {
        expect((await ctx.request('POST', `/api/manual-scan/${s.companyId}`, cookie)).statusCode).toBe(200);
        for (let i = 0; i < 200; i++) {
          const status = (await ctx.request('GET', `/api/manual-scan/status/${s.companyId}`, cookie)).json();
          const runs = await db().select().from(removalCheckRuns);
          if (!status.running && runs.length > 0 && runs.every((r) => r.status !== 'running')) return runs;
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error('Scan oder Prüfung endete nicht');
      };
      const runs = await scanThenCheck();
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ trigger: 'scheduled', status: 'completed', checked: 1 });
      expect((await caseOf(id)).state).toBe('verifying');

      const [fresh] = await db().select().from(reviewRows).where(eq(reviewRows.externalId, 'Nachscan-neu'));
      expect(fresh.reviewUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/reviews\/.*Nachscan-neu$/);
      expect(fresh.placeId).toBe('ChIJw7Xq1x1OqEcRB0-xw6HVKo4');

      // The next scan within 20 hours queues no second check, nor does the tick.
      expect((await scanThenCheck()).length).toBe(1);
      await ctx.app.jobs.tick(new Date());
      expect(await db().select().from(removalCheckRuns)).toHaveLength(1);
    });

    it('a repeated job skips the customers its run has already checked', async () => {
      const s = await setUp('Doppelt');
      const id = await openCase(s, s.reviewIds[0]);
      const run = await check(s.companyId, new Date());
      const runsBefore = services.fake.runs.length;
      // As if pg-boss handed the same run out again: reopened, queued again.
      await db().update(removalCheckRuns).set({ status: 'running' }).where(eq(removalCheckRuns.id, run.id));
      await ctx.app.jobs.enqueueRemovalCheck(run.id);
      const again = await waitForRun(run.id);
      expect(again).toMatchObject({ status: 'completed', checked: 1 });
      expect(services.fake.runs.length).toBe(runsBefore);
      expect(await proofOf(id)).toHaveLength(1);
    });
  },
  {
    config: () => ({ scanWorkers: true, apifyBaseUrl: services.fake.url }),
    jobs: { retryDelayMs: 10, apifyWaitMs: 1500 },
  },
);
