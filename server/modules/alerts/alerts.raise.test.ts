// Each kind of alert raised once where its event happens (issue 24, docs/decisions/049-alerts.md):
// a real scan against the fake Apify and the SMTP sink, the unsubscribe link, retried work.
import { asc, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import * as fx from '../../../tests/support/scan-fixture';
import { alerts, scans } from '../../db/schema';
import { unsubscribeToken } from '../../mail/unsubscribe-token';
import { recordOutcome } from '../scans/scans.queries';
import { scanOutcomeAlerts } from './alert-events';
import { raiseAlerts } from './alerts.queries';

fx.describeScanApi(
  'alerts raised where they happen',
  (ctx, services) => {
    beforeEach(() => {
      services.clear();
      services.fake.settings.startFeeUsd = undefined;
      services.fake.settings.perResultUsd = undefined;
    });

    const allAlerts = () => ctx.database.db.select().from(alerts).orderBy(asc(alerts.id));

    const scan = (companyId: number, cookie: string) => fx.runManualScan(ctx, companyId, cookie);
    const waitForScanEnd = (companyId: number, cookie: string) =>
      fx.waitForManualScan(ctx, companyId, cookie);

    it('a scan raises one alert per failed customer, a broken link once a day, a refused mail once', async () => {
      const { db } = ctx.database;
      const companyId = await fx.scanCompany(ctx, services);
      const { missing, invalid, failing } = await fx.insertFailingCustomers(db, companyId, services.fake);
      const gone = await fx.insertCustomer(db, companyId, {
        name: 'Ort weg',
        googleMapsLink: fx.placeLink('Weg'),
      });
      services.fake.scenarios.set(fx.placeLink('Weg'), { errorRow: true });
      const refused = await fx.insertRefusedCustomer(db, companyId, services);
      await fx.insertCustomer(db, companyId, {
        name: 'Nur Lob',
        email: 'lob@example.com',
        googleMapsLink: fx.placeLink('Lob'),
      });
      services.fake.scenarios.set(fx.placeLink('Lob'), { items: fx.reviews('lob', [[5, 1]]) });

      const { cookie } = await ctx.signIn('manager');
      const first = await scan(companyId, cookie);
      expect(first.last).toMatchObject({ status: 'completed', errorCount: 4 });

      const raised = await allAlerts();
      const byCustomer = (kind: string) => raised.filter((a) => a.kind === kind).map((a) => a.customerId);
      expect(byCustomer('link_broken').sort()).toEqual([missing, invalid, gone].sort());
      expect(byCustomer('scan_failed')).toEqual([failing]);
      expect(byCustomer('email_failed')).toEqual([refused]);
      expect(raised).toHaveLength(5);
      expect(raised.every((a) => a.companyId === companyId)).toBe(true);
      const text = (customerId: number) => raised.find((a) => a.customerId === customerId)?.message;
      expect(text(missing)).toBe('Link von „Ohne Link“ funktioniert nicht: Kein Google Maps Link hinterlegt');
      expect(text(gone)).toBe('Link von „Ort weg“ funktioniert nicht: Google Maps findet den Ort nicht');
      expect(text(failing)).toBe(
        'Scan von „Apify kaputt“ fehlgeschlagen: Apify-Lauf fehlgeschlagen (Status FAILED)',
      );
      expect(text(refused)).toMatch(
        /^Angebot an „Mail kaputt“ nicht zugestellt: .*5\.1\.1 Mailbox unavailable/,
      );

      // The same day again: the broken links are not news; the failed run is (a new scan's).
      await scan(companyId, cookie);
      const again = await allAlerts();
      expect(again.filter((a) => a.kind === 'link_broken')).toHaveLength(3);
      expect(again.filter((a) => a.kind === 'scan_failed').map((a) => a.customerId)).toEqual([
        failing,
        failing,
      ]);
      // Nobody is mailed twice, so the refused mail is not raised again.
      expect(again.filter((a) => a.kind === 'email_failed')).toHaveLength(1);
      expect(again).toHaveLength(6);
    });

    it('a retried job or a second instance raises the same alert once', async () => {
      const { db } = ctx.database;
      const companyId = await fx.scanCompany(ctx, services);
      const customerId = await fx.insertCustomer(db, companyId, {
        name: 'Zweimal',
        googleMapsLink: fx.placeLink('Z'),
      });
      const [row] = await db
        .insert(scans)
        .values({ companyId, scanType: 'manual', status: 'running', total: 1 })
        .returning({ id: scans.id });
      const outcome = {
        scanId: row.id,
        companyId,
        customerId,
        customerName: 'Zweimal',
        scanType: 'manual' as const,
        status: 'error' as const,
        errorType: 'apify_error',
        errorMessage: 'Apify-Lauf nicht rechtzeitig fertig (600 s)',
      };
      // The job repeated after its instance died, on this and on another instance at once.
      const results = await Promise.all([
        recordOutcome(db, outcome, scanOutcomeAlerts(outcome)),
        recordOutcome(db, outcome, scanOutcomeAlerts(outcome)),
        raiseAlerts(db, scanOutcomeAlerts(outcome)),
      ]);
      expect(results.slice(0, 2).filter(Boolean)).toHaveLength(1);
      expect(await allAlerts()).toMatchObject([{ kind: 'scan_failed', customerId }]);
      // An account-wide failure was alerted for the company: nothing for the customer.
      expect(scanOutcomeAlerts({ ...outcome, accountWide: true })).toEqual([]);
    });

    it('Apify credit used up: one alert for the company a day, none per customer', async () => {
      const { db } = ctx.database;
      const companyId = await fx.scanCompany(ctx, services);
      for (const name of ['Eins', 'Zwei', 'Drei']) {
        await fx.insertCustomer(db, companyId, { name, googleMapsLink: fx.placeLink(`Pleite${name}`) });
        services.fake.scenarios.set(fx.placeLink(`Pleite${name}`), {
          startError: { status: 402, type: 'not-enough-usage-to-run-paid-actor' },
        });
      }
      const { cookie } = await ctx.signIn('admin');
      expect((await scan(companyId, cookie)).last).toMatchObject({ errorCount: 3 });
      await scan(companyId, cookie);
      expect(await allAlerts()).toMatchObject([
        {
          kind: 'apify_credit',
          companyId,
          customerId: null,
          message:
            'Apify-Guthaben aufgebraucht: Die Scans von „Reputationsschutz Nord GmbH“ laufen erst wieder, wenn das Guthaben aufgeladen ist',
        },
      ]);
    });

    it('a run that reaches the cost cap: one alert for the company a day', async () => {
      const { db } = ctx.database;
      const companyId = await fx.scanCompany(ctx, services, 'Teuer GmbH', {
        maxRunCostUsd: '1.00',
      });
      services.fake.settings.startFeeUsd = 0;
      services.fake.settings.perResultUsd = 0.5;
      await fx.insertCustomer(db, companyId, { name: 'Viele', googleMapsLink: fx.placeLink('Viele') });
      services.fake.scenarios.set(fx.placeLink('Viele'), {
        items: fx.reviews('viele', [
          [5, 1],
          [4, 2],
          [5, 3],
          [3, 4],
        ]),
      });
      await fx.insertCustomer(db, companyId, { name: 'Wenige', googleMapsLink: fx.placeLink('Wenige') });
      services.fake.scenarios.set(fx.placeLink('Wenige'), { items: fx.reviews('wenige', [[5, 1]]) });
      const { cookie } = await ctx.signIn('admin');
      await scan(companyId, cookie);
      await scan(companyId, cookie);
      const raised = await allAlerts();
      expect(raised).toMatchObject([{ kind: 'cost_cap', companyId, customerId: null }]);
      expect(raised[0].message).toBe(
        'Kostengrenze erreicht: Ein Apify-Lauf von „Teuer GmbH“ kostete 1,00\u00a0US$ (Grenze 1,00\u00a0US$ pro Lauf), es fehlen vielleicht Bewertungen',
      );
    });

    it('the unsubscribe link raises one opt-out alert, however often it is used', async () => {
      const { db } = ctx.database;
      const companyId = await fx.scanCompany(ctx, services);
      const customerId = await fx.insertCustomer(db, companyId, {
        name: 'Bäckerei Süß',
        email: 'b@example.com',
      });
      const url = `/abmelden/${unsubscribeToken(ctx.app.ctx.config.appSecret, customerId)}`;
      // A link preview opens it first: a GET changes nothing.
      expect((await ctx.request('GET', url)).statusCode).toBe(200);
      expect(await allAlerts()).toEqual([]);
      for (let i = 0; i < 2; i++) expect((await ctx.request('POST', url)).statusCode).toBe(200);
      expect(await allAlerts()).toMatchObject([
        { kind: 'opt_out', companyId, customerId, message: '„Bäckerei Süß“ hat sich von E-Mails abgemeldet' },
      ]);
    });

    it('"Kunde erneut scannen" scans the one customer (admins and managers)', async () => {
      const { db } = ctx.database;
      const companyId = await fx.scanCompany(ctx, services);
      const target = await fx.insertCustomer(db, companyId, {
        name: 'Nochmal',
        googleMapsLink: fx.placeLink('Nochmal'),
      });
      await fx.insertCustomer(db, companyId, { name: 'Andere', googleMapsLink: fx.placeLink('Andere') });
      const user = await ctx.signIn('user');
      expect((await ctx.request('POST', `/api/customers/${target}/scan`, user.cookie)).statusCode).toBe(403);
      const { cookie } = await ctx.signIn('manager');
      expect((await ctx.request('POST', '/api/customers/999999/scan', cookie)).json()).toEqual({
        message: 'Kunde nicht gefunden',
      });
      const runsBefore = services.fake.runs.length;
      const start = await ctx.request('POST', `/api/customers/${target}/scan`, cookie);
      expect(start.json()).toEqual({ message: 'Scan von „Nochmal“ wurde gestartet.' });
      const status = await waitForScanEnd(companyId, cookie);
      expect(status.last).toMatchObject({
        status: 'completed',
        scanType: 'manual',
        total: 1,
        successCount: 1,
      });
      expect(services.fake.runs.slice(runsBefore).map((r) => r.startUrls)).toEqual([
        [fx.placeLink('Nochmal')],
      ]);
      const [stored] = await db.select().from(scans).where(eq(scans.companyId, companyId));
      expect(stored.total).toBe(1);
    });
  },
  { jobs: { retryDelayMs: 10 } },
);
