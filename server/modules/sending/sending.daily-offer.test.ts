// One offer per customer per day (issue 21 item 4, docs/decisions/043-consent-first.md "One offer a
// day"): manual scans against the fake Apify and the SMTP sink; time passes by moving the stored past.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import * as fx from '../../../tests/support/scan-fixture';
import { companies, emailLogs, reviews as reviewRows, scanLogs, scans } from '../../db/schema';
import { MailerCache } from '../../mail/mailer-cache';
import { getCustomerJobContext } from '../scans/scans.queries';
import { notifyCustomer } from './notify';
import { offerReviewColumns } from './sending.queries';

const HOUR = 3600_000;

fx.describeScanApi(
  'one offer per customer per day',
  (ctx, services) => {
    beforeEach(() => {
      services.clear();
    });

    const db = () => ctx.database.db;
    const company = (values: Partial<typeof companies.$inferInsert> = {}) =>
      fx.scanCompany(ctx, services, 'Tagesangebot GmbH', values);
    const customer = (companyId: number, name: string) =>
      fx.insertCustomer(db(), companyId, {
        name,
        email: `${name.toLowerCase()}@example.com`,
        googleMapsLink: fx.placeLink(name),
      });
    /** What the fake Apify answers for the customer from now on: these reviews (prefix → [stars, hours]). */
    const found = (name: string, ...lists: ReturnType<typeof fx.reviews>[]) =>
      services.fake.scenarios.set(fx.placeLink(name), { items: lists.flat() });
    async function scan(companyId: number, cookie: string) {
      await fx.runManualScan(ctx, companyId, cookie);
    }
    /** The details of the customer's latest scan log. */
    const lastDetails = async (customerId: number) => {
      const logs = await db()
        .select()
        .from(scanLogs)
        .where(eq(scanLogs.customerId, customerId))
        .orderBy(scanLogs.id);
      return JSON.parse(logs.at(-1)?.details ?? '{}');
    };
    const claimedBy = async (customerId: number) =>
      Object.fromEntries(
        (
          await db()
            .select({ externalId: reviewRows.externalId, logId: reviewRows.emailLogId })
            .from(reviewRows)
            .where(eq(reviewRows.customerId, customerId))
        ).map((r) => [r.externalId, r.logId]),
      );
    /** Moves everything stored so far `hours` into the past: as if that much time had gone by. */
    async function passHours(hours: number) {
      const shift = sql.raw(`interval '${hours} hours'`);
      await db()
        .update(emailLogs)
        .set({
          createdAt: sql`${emailLogs.createdAt} - ${shift}`,
          sentAt: sql`${emailLogs.sentAt} - ${shift}`,
          sendingStartedAt: sql`${emailLogs.sendingStartedAt} - ${shift}`,
        });
      await db()
        .update(reviewRows)
        .set({ detectedAt: sql`${reviewRows.detectedAt} - ${shift}` });
      await db()
        .update(scans)
        .set({ startedAt: sql`${scans.startedAt} - ${shift}` });
    }

    it('mails once across two manual scans; what the second found waits and goes out a day later with the new reviews, in one mail', async () => {
      const companyId = await company();
      const id = await customer(companyId, 'Tag');
      const { cookie } = await ctx.signIn('manager');
      // The first mail's review and the two the second scan finds (made afresh for each scan).
      const tagAB = () => [
        fx.reviews('tag-a', [[1, 3]]),
        fx.reviews('tag-b', [
          [2, 5],
          [1, 6],
        ]),
      ];
      // Stored before the product mailed this customer: never mailed, however long it waits.
      await db()
        .insert(reviewRows)
        .values({
          companyId,
          customerId: id,
          externalId: 'alt-0',
          rating: 1,
          reviewText: 'alt Bewertung',
          detectedAt: new Date(Date.now() - 3 * 24 * HOUR),
        });

      found('Tag', fx.reviews('tag-a', [[1, 3]]));
      await scan(companyId, cookie);
      expect(services.sink.messages).toHaveLength(1);
      expect(await lastDetails(id)).toMatchObject({ emailStatus: 'sent' });

      await passHours(5);
      found('Tag', ...tagAB());
      await scan(companyId, cookie);
      expect(services.sink.messages).toHaveLength(1);
      expect(await lastDetails(id)).toMatchObject({
        emailStatus: 'waiting_daily_limit',
        lastEmailHours: 5,
        newReviews: 2,
      });
      expect(await claimedBy(id)).toMatchObject({ 'tag-b-0': null, 'tag-b-1': null, 'alt-0': null });
      // The operator archives one of the waiting reviews: it is not mailed.
      await db().update(reviewRows).set({ isArchived: true }).where(eq(reviewRows.externalId, 'tag-b-1'));

      // A day after the first mail: the waiting review and the new one, together.
      await passHours(20);
      found('Tag', ...tagAB(), fx.reviews('tag-c', [[1, 7]]));
      await scan(companyId, cookie);
      expect(services.sink.messages).toHaveLength(2);
      expect(await lastDetails(id)).toMatchObject({ emailStatus: 'sent', newReviews: 1 });
      const logs = await db()
        .select()
        .from(emailLogs)
        .where(eq(emailLogs.customerId, id))
        .orderBy(emailLogs.id);
      expect(logs.map((l) => l.status)).toEqual(['sent', 'sent']);
      const claims = await claimedBy(id);
      expect(claims).toMatchObject({
        'tag-a-0': logs[0].id,
        'tag-b-0': logs[1].id,
        'tag-c-0': logs[1].id,
        'tag-b-1': null,
        'alt-0': null,
      });
      expect(services.sink.messages[1].text).toContain('tag-b Bewertung 0');
      expect(services.sink.messages[1].text).toContain('tag-c Bewertung 0');
      expect(services.sink.messages[1].text).not.toContain('alt Bewertung');

      // And the day starts again: a review found an hour later waits.
      await passHours(1);
      found('Tag', fx.reviews('tag-d', [[1, 8]]));
      await scan(companyId, cookie);
      expect(services.sink.messages).toHaveLength(2);
      expect(await lastDetails(id)).toMatchObject({ emailStatus: 'waiting_daily_limit', lastEmailHours: 1 });
    });

    it('mails what waited with the first scan after the day, also when that scan finds nothing new', async () => {
      const companyId = await company();
      const id = await customer(companyId, 'Ruhig');
      const { cookie } = await ctx.signIn('manager');
      found('Ruhig', fx.reviews('ruhig-a', [[1, 3]]));
      await scan(companyId, cookie);
      await passHours(2);
      found('Ruhig', fx.reviews('ruhig-a', [[1, 3]]), fx.reviews('ruhig-b', [[2, 4]]));
      await scan(companyId, cookie);
      expect(await lastDetails(id)).toMatchObject({ emailStatus: 'waiting_daily_limit', lastEmailHours: 2 });
      // Still within the day, nothing new: nothing to say.
      await scan(companyId, cookie);
      expect(await lastDetails(id)).toMatchObject({ emailStatus: 'not_needed' });

      await passHours(23);
      await scan(companyId, cookie);
      expect(await lastDetails(id)).toMatchObject({ emailStatus: 'sent', newReviews: 0 });
      expect(services.sink.messages).toHaveLength(2);
      expect(services.sink.messages[1].text).toContain('ruhig-b Bewertung 0');
      expect(Object.values(await claimedBy(id))).not.toContain(null);
    });

    it('does not count a failed mail, and counts test mails only in test mode', async () => {
      const companyId = await company();
      const id = await customer(companyId, 'Fehl');
      const { cookie } = await ctx.signIn('manager');
      services.sink.rejectRecipients.set('fehl@example.com', { code: 550, text: '5.1.1 No such user' });
      found('Fehl', fx.reviews('fehl-a', [[1, 3]]));
      await scan(companyId, cookie);
      expect(await lastDetails(id)).toMatchObject({ emailStatus: 'failed' });

      // The customer got nothing: the next offer is not held back.
      services.sink.rejectRecipients.clear();
      found('Fehl', fx.reviews('fehl-b', [[1, 4]]));
      await scan(companyId, cookie);
      expect(await lastDetails(id)).toMatchObject({ emailStatus: 'sent' });
      expect(services.sink.messages.map((m) => m.to)).toEqual([['fehl@example.com']]);

      // In test mode the operator sees the rule as the customer would: the test mail holds the next.
      const other = await customer(companyId, 'Probe');
      await db()
        .update(companies)
        .set({ testMode: true, testRecipient: 'operator@example.com' })
        .where(eq(companies.id, companyId));
      found('Probe', fx.reviews('probe-a', [[1, 3]]));
      await scan(companyId, cookie);
      found('Probe', fx.reviews('probe-b', [[1, 4]]));
      await scan(companyId, cookie);
      expect(await lastDetails(other)).toMatchObject({
        emailStatus: 'waiting_daily_limit',
        lastEmailHours: 0,
      });
      expect(services.sink.messages.map((m) => m.to)).toEqual([
        ['fehl@example.com'],
        ['operator@example.com'],
      ]);

      // The customer never got the test mail: once live, it holds nothing back.
      await db().update(companies).set({ testMode: false }).where(eq(companies.id, companyId));
      found('Probe', fx.reviews('probe-c', [[1, 5]]));
      await scan(companyId, cookie);
      expect(await lastDetails(other)).toMatchObject({ emailStatus: 'sent' });
      expect(services.sink.messages.at(-1)?.to).toEqual(['probe@example.com']);
    });

    it('sends one offer when two scans of one customer decide at the same time', async () => {
      const companyId = await company();
      const id = await customer(companyId, 'Zwei');
      const inserted = await db()
        .insert(reviewRows)
        .values(
          ['zwei-0', 'zwei-1'].map((externalId) => ({
            companyId,
            customerId: id,
            externalId,
            rating: 1,
            reviewText: externalId,
          })),
        )
        .returning(offerReviewColumns);
      const job = await getCustomerJobContext(db(), id);
      if (!job) throw new Error('Kunde fehlt');
      const mailers = new MailerCache();
      const sending = { ...ctx.app.ctx, log: ctx.app.log, mailers };
      try {
        // Two scans (as on two instances), each with a review of its own: without the lock both mail.
        const outcomes = await Promise.all(
          inserted.map((review, i) => notifyCustomer(sending, 900_001 + i, job, [review], 3)),
        );
        expect(outcomes.map((o) => o.status).sort()).toEqual(['sent', 'waiting_daily_limit']);
        expect(services.sink.messages).toHaveLength(1);
        expect(await db().select().from(emailLogs).where(eq(emailLogs.customerId, id))).toHaveLength(1);
      } finally {
        mailers.closeAll();
      }
    });

    it('an invoice, reminder, order confirmation or case update mailed an hour ago does not hold the offer back', async () => {
      const companyId = await company();
      const id = await customer(companyId, 'Andere');
      const { cookie } = await ctx.signIn('manager');
      const anHourAgo = new Date(Date.now() - HOUR);
      await db()
        .insert(emailLogs)
        .values(
          (['invoice', 'reminder', 'portal_order', 'case_update'] as const).map((kind) => ({
            companyId,
            customerId: id,
            kind,
            emailSubject: kind,
            emailContent: kind,
            status: 'sent' as const,
            sentAt: anHourAgo,
            createdAt: anHourAgo,
          })),
        );
      found('Andere', fx.reviews('andere', [[1, 2]]));
      await scan(companyId, cookie);
      expect(await lastDetails(id)).toMatchObject({ emailStatus: 'sent', newReviews: 1 });
      expect(services.sink.messages).toHaveLength(1);
    });
  },
  { jobs: { retryDelayMs: 10 } },
);
