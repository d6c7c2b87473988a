import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { untouchedAutomation } from '../../../tests/support/app';
import * as fx from '../../../tests/support/scan-fixture';
import { apifyRuns, emailLogs, reviews as reviewsTable, scanLogs } from '../../db/schema';
import { countNotScanned } from './scans.queries';

fx.describeScanApi(
  'scan engine',
  (ctx, services) => {
    beforeEach(() => {
      services.clear();
      services.fake.aborted.length = 0;
    });

    const waitForScanEnd = (companyId: number, cookie: string) =>
      fx.waitForManualScan(ctx, companyId, cookie);

    it('scans a mixed company: the right reviews, one e-mail per customer, logs for every customer; a rerun sends nothing', async () => {
      const db = ctx.database.db;
      const companyId = await fx.scanCompany(ctx, services);
      const good = await fx.insertCustomer(db, companyId, {
        name: 'Autohaus Klein',
        email: 'info@autohaus-klein.de',
        googleMapsLink: fx.placeLink('Klein'),
        contactTitle: 'Herr',
        contactPerson: 'Jörg Klein',
      });
      services.fake.scenarios.set(fx.placeLink('Klein'), {
        items: [
          ...fx.reviews('klein', [
            [1, 3],
            [3, 5],
            [5, 6],
            [2, -2],
          ]),
          { placeId: 'ChIJ', title: 'Autohaus Klein' },
        ],
        usageTotalUsd: 0.25,
      });
      const { missing, invalid, failing } = await fx.insertFailingCustomers(db, companyId, services.fake);
      const smtpFails = await fx.insertRefusedCustomer(db, companyId, services);
      const happy = await fx.insertCustomer(db, companyId, {
        name: 'Nur Lob',
        email: 'lob@example.com',
        googleMapsLink: fx.placeLink('Lob'),
      });
      services.fake.scenarios.set(fx.placeLink('Lob'), {
        items: fx.reviews('lob', [
          [5, 1],
          [4, 2],
        ]),
      });

      const { cookie } = await ctx.signIn('manager');
      const start = await ctx.request('POST', `/api/manual-scan/${companyId}`, cookie);
      expect(start.statusCode).toBe(200);
      expect(start.json()).toEqual({ message: 'Review-Scan wurde erfolgreich gestartet.' });
      const status = await waitForScanEnd(companyId, cookie);
      expect(status.last).toMatchObject({
        status: 'completed',
        scanType: 'manual',
        total: 6,
        done: 6,
        successCount: 2,
        errorCount: 4,
        skippedCount: 0,
        notScannedCount: 0,
        newReviews: 6,
        emailsSent: 1,
      });
      expect(status.last?.costUsd).toBeCloseTo(0.25 + 2 * 0.0061, 4);

      // One e-mail: to the good customer, covering its two new negative reviews, not the 5-star one or the old one.
      expect(services.sink.messages).toHaveLength(1);
      const mail = services.sink.messages[0];
      expect(mail.to).toEqual(['info@autohaus-klein.de']);
      expect(mail.subject).toMatch(
        /^Ihre 2 Google-Bewertungen vom \d\d\.\d\d\.\d{4} – Angebot zur Entfernung$/,
      );
      expect(mail.text).toContain('Sehr geehrter Herr Klein,');
      expect(mail.text).toContain('2 neue Bewertungen (eine negative und eine kritische) für Autohaus Klein');
      expect(mail.text).toContain('klein Bewertung 0');
      expect(mail.text).toContain('klein Bewertung 1');
      expect(mail.text).not.toContain('klein Bewertung 2');
      expect(mail.text).not.toContain('klein Bewertung 3');
      expect(mail.headers.get('reply-to')).toBe(services.sink.user);
      expect(mail.headers.get('message-id')).toMatch(/@reputation-nord\.de>$/);

      const logs = await db.select().from(emailLogs).orderBy(emailLogs.id);
      expect(logs.map((l) => [l.customerId, l.status])).toEqual(
        expect.arrayContaining([
          [good, 'sent'],
          [smtpFails, 'failed'],
        ]),
      );
      expect(logs).toHaveLength(2);
      expect(logs.find((l) => l.status === 'failed')?.errorMessage).toContain('5.1.1 Mailbox unavailable');
      expect(logs.find((l) => l.status === 'sent')?.sentAt).toBeInstanceOf(Date);

      const stored = await db.select().from(reviewsTable).where(eq(reviewsTable.customerId, good));
      expect(stored.map((r) => r.externalId).sort()).toEqual(['klein-0', 'klein-1', 'klein-2']);
      expect(
        stored
          .filter((r) => r.emailLogId !== null)
          .map((r) => r.rating)
          .sort(),
      ).toEqual([1, 3]);

      const byCustomer = new Map((await db.select().from(scanLogs)).map((l) => [l.customerId, l]));
      expect(byCustomer.get(good)).toMatchObject({ status: 'success', errorType: null });
      expect(JSON.parse(byCustomer.get(good)?.details ?? '{}')).toEqual({
        totalReviews: 3,
        newReviews: 3,
        negativeReviews: 2,
        emailStatus: 'sent',
        url: fx.placeLink('Klein'),
      });
      expect(byCustomer.get(missing)).toMatchObject({ status: 'error', errorType: 'missing_url' });
      expect(byCustomer.get(invalid)).toMatchObject({ status: 'error', errorType: 'invalid_url' });
      expect(byCustomer.get(failing)).toMatchObject({
        status: 'error',
        errorType: 'apify_error',
        errorMessage: 'Apify-Lauf fehlgeschlagen (Status FAILED)',
      });
      expect(byCustomer.get(smtpFails)).toMatchObject({ status: 'error', errorType: 'email_error' });
      expect(JSON.parse(byCustomer.get(happy)?.details ?? '{}')).toMatchObject({ emailStatus: 'not_needed' });
      expect(await db.select().from(apifyRuns)).toHaveLength(4);

      // The same reviews again: stored once, nobody mailed twice (the failed one included).
      expect((await ctx.request('POST', '/api/manual-scan', cookie, { companyId })).statusCode).toBe(200);
      const rerun = await waitForScanEnd(companyId, cookie);
      expect(rerun.last).toMatchObject({ status: 'completed', newReviews: 0, emailsSent: 0 });
      expect(services.sink.messages).toHaveLength(1);
      expect(await db.select().from(emailLogs)).toHaveLength(2);
    });

    it('stops a scan: runs in flight are aborted at Apify, the rest is not started, the scan ends stopped', async () => {
      const db = ctx.database.db;
      const companyId = await fx.scanCompany(ctx, services);
      for (let i = 0; i < 6; i++) {
        await fx.insertCustomer(db, companyId, {
          name: `Langsam ${i}`,
          googleMapsLink: fx.placeLink(`Langsam${i}`),
        });
        services.fake.scenarios.set(fx.placeLink(`Langsam${i}`), { latencyMs: Number.POSITIVE_INFINITY });
      }
      const { cookie } = await ctx.signIn('admin');
      const runsBefore = services.fake.runs.length;
      expect((await ctx.request('POST', `/api/manual-scan/${companyId}`, cookie)).statusCode).toBe(200);
      const again = await ctx.request('POST', `/api/manual-scan/${companyId}`, cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/läuft bereits ein Scan/);
      for (let i = 0; i < 100 && services.fake.runs.length - runsBefore < 3; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(services.fake.runs.length - runsBefore).toBe(3); // SCAN_CONCURRENCY

      const stop = await ctx.request('POST', '/api/manual-scan/stop', cookie, { companyId });
      expect(stop.json()).toEqual({ message: 'Review-Scan wird gestoppt.' });
      const status = await waitForScanEnd(companyId, cookie);
      // None of the six was scanned: three never started, three had their runs aborted. They are
      // 'nicht gescannt', not 'Übersprungen', and leave no scan log, which would state a result.
      expect(status.last).toMatchObject({
        status: 'stopped',
        total: 6,
        done: 6,
        successCount: 0,
        errorCount: 0,
        skippedCount: 0,
        notScannedCount: 6,
      });
      expect(services.fake.aborted).toHaveLength(3);
      expect(services.fake.runs.length - runsBefore).toBe(3);
      expect(await db.select().from(scanLogs).where(eq(scanLogs.companyId, companyId))).toEqual([]);
      const history = (await ctx.request('GET', `/api/scans?companyId=${companyId}`, cookie)).json();
      expect(history[0]).toMatchObject({ status: 'stopped', skippedCount: 0, notScannedCount: 6 });
    });

    it('counts a stopped scan apart: scanned customers keep their result, an aborted one is not scanned', async () => {
      const db = ctx.database.db;
      const companyId = await fx.scanCompany(ctx, services);
      // Three customers for three workers (SCAN_CONCURRENCY): all start at once, whatever the order.
      const fast = await fx.insertCustomer(db, companyId, {
        name: 'Schnell',
        googleMapsLink: fx.placeLink('Schnell'),
      });
      services.fake.scenarios.set(fx.placeLink('Schnell'), { items: fx.reviews('schnell', [[5, 3]]) });
      const inactive = await fx.insertCustomer(db, companyId, {
        name: 'Ruht',
        googleMapsLink: fx.placeLink('Ruht'),
        isActive: false,
      });
      const slow = await fx.insertCustomer(db, companyId, {
        name: 'Langsam',
        googleMapsLink: fx.placeLink('Lahm'),
      });
      services.fake.scenarios.set(fx.placeLink('Lahm'), { latencyMs: Number.POSITIVE_INFINITY });
      const { cookie } = await ctx.signIn('admin');
      const abortedBefore = services.fake.aborted.length;
      expect((await ctx.request('POST', `/api/manual-scan/${companyId}`, cookie)).statusCode).toBe(200);
      const logsOf = () => db.select().from(scanLogs).where(eq(scanLogs.companyId, companyId));
      for (let i = 0; i < 100 && (await logsOf()).length < 2; i++)
        await new Promise((r) => setTimeout(r, 100));
      const running = (await ctx.request('GET', `/api/manual-scan/status/${companyId}`, cookie)).json();
      expect(running.current).toMatchObject({
        status: 'running',
        total: 3,
        done: 2,
        successCount: 1,
        skippedCount: 1,
        notScannedCount: 0,
      });

      await ctx.request('POST', '/api/manual-scan/stop', cookie, { companyId });
      const status = await waitForScanEnd(companyId, cookie);
      expect(status.last).toMatchObject({
        status: 'stopped',
        total: 3,
        done: 3,
        successCount: 1,
        errorCount: 0,
        skippedCount: 1,
        notScannedCount: 1,
        newReviews: 1,
      });
      expect(services.fake.aborted.length - abortedBefore).toBe(1);
      // The scan logs hold the results, so their counters agree with the scan's: one each.
      const byCustomer = new Map((await logsOf()).map((l) => [l.customerId, l]));
      expect(byCustomer.size).toBe(2);
      expect(byCustomer.get(fast)).toMatchObject({ status: 'success' });
      expect(byCustomer.get(inactive)).toMatchObject({
        status: 'skipped',
        errorMessage: 'Kunde ist inaktiv',
      });
      expect(byCustomer.has(slow)).toBe(false);
      // A not-scanned customer has no row to make it once-only: counted again (a job repeated
      // after a crash), `done` still never passes `total`.
      await countNotScanned(db, status.last?.id as number);
      const after = (await ctx.request('GET', `/api/scans?companyId=${companyId}`, cookie)).json();
      expect(after[0]).toMatchObject({ done: 3, notScannedCount: 1 });
    });

    it('stops a scan whose Apify start requests hang, and aborts a run that starts after all', async () => {
      const db = ctx.database.db;
      const companyId = await fx.scanCompany(ctx, services);
      for (let i = 0; i < 3; i++) {
        await fx.insertCustomer(db, companyId, {
          name: `Hängt ${i}`,
          googleMapsLink: fx.placeLink(`Haengt${i}`),
        });
        services.fake.scenarios.set(fx.placeLink(`Haengt${i}`), { startDelayMs: 5000, latencyMs: 60_000 });
      }
      const { cookie } = await ctx.signIn('admin');
      const runsBefore = services.fake.runs.length;
      const abortedBefore = services.fake.aborted.length;
      expect((await ctx.request('POST', `/api/manual-scan/${companyId}`, cookie)).statusCode).toBe(200);
      // The three start requests are under way and unanswered.
      for (let i = 0; i < 50; i++) {
        const starts = services.fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/runs'));
        if (starts.length - runsBefore >= 3) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const stoppedAt = Date.now();
      await ctx.request('POST', '/api/manual-scan/stop', cookie, { companyId });
      const status = await waitForScanEnd(companyId, cookie);
      expect(Date.now() - stoppedAt).toBeLessThan(4000);
      expect(status.last).toMatchObject({ status: 'stopped', done: 3, skippedCount: 0, notScannedCount: 3 });
      // The starts answer later: each run started after all is aborted, none goes on costing money.
      for (let i = 0; i < 100 && services.fake.aborted.length - abortedBefore < 3; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(services.fake.runs.length - runsBefore).toBe(3);
      expect(services.fake.aborted.length - abortedBefore).toBe(3);
    });

    it('lets admins and managers start and stop, every user watch, and nobody anonymous', async () => {
      const companyId = await fx.scanCompany(ctx, services);
      const { cookie } = await ctx.signIn('user');
      expect((await ctx.request('POST', `/api/manual-scan/${companyId}`, cookie)).statusCode).toBe(403);
      expect((await ctx.request('POST', '/api/manual-scan/stop', cookie, {})).statusCode).toBe(403);
      expect(
        (await ctx.request('PUT', `/api/automation-settings/${companyId}`, cookie, { scanTime: '10:00' }))
          .statusCode,
      ).toBe(403);
      const status = await ctx.request('GET', `/api/manual-scan/status/${companyId}`, cookie);
      expect(status.json()).toEqual({ running: false, stopping: false, current: null, last: null });
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/manual-scan/status/${companyId}` })).statusCode,
      ).toBe(401);
      expect((await ctx.request('GET', '/api/manual-scan/status/999', cookie)).statusCode).toBe(404);
      const { cookie: admin } = await ctx.signIn('admin');
      expect((await ctx.request('POST', '/api/manual-scan/999', admin)).json()).toEqual({
        message: 'Firma nicht gefunden',
      });
      expect((await ctx.request('POST', '/api/manual-scan/stop', admin, {})).json()).toEqual({
        message: 'Es läuft kein Scan.',
      });
    });

    it('saves the automation settings, refusing bad values in German, and computes the next scan', async () => {
      const companyId = await fx.scanCompany(ctx, services);
      const { cookie } = await ctx.signIn('manager');
      const before = (await ctx.request('GET', `/api/automation-settings/${companyId}`, cookie)).json();
      expect(before).toMatchObject({ ...untouchedAutomation, lastScanAt: null });
      expect(new Date(before.nextScanAt).getTime()).toBeGreaterThan(Date.now());
      for (const [body, message] of [
        [{ scanTime: '25:00' }, 'Uhrzeit muss im Format HH:mm sein (00:00 bis 23:59)'],
        [{ ratingThreshold: 5 }, 'Bewertungsschwelle muss zwischen 1 und 4 Sternen liegen'],
        [{ reviewAge: 3 }, 'Bewertungsalter muss 1, 7 oder 30 Tage sein'],
        [{ scanFrequency: 'monthly' }, 'Ungültige Scan-Häufigkeit'],
      ] as const) {
        const res = await ctx.request('PUT', `/api/automation-settings/${companyId}`, cookie, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
      const weekly = {
        scanFrequency: 'weekly',
        scanTime: '07:30',
        ratingThreshold: 2,
        reviewAge: 7,
        emailNotifications: false,
        autoScanEnabled: false,
      };
      const saved = await ctx.request('PUT', `/api/automation-settings/${companyId}`, cookie, weekly);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ ...weekly, nextScanAt: null });
      const partial = await ctx.request('PUT', `/api/automation-settings/${companyId}`, cookie, {
        autoScanEnabled: true,
      });
      expect(partial.json()).toMatchObject({
        scanFrequency: 'weekly',
        scanTime: '07:30',
        autoScanEnabled: true,
        emailNotifications: false,
      });
    });
  },
  { jobs: { retryDelayMs: 10 } },
);
