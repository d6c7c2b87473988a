// Lawful, paced notification e-mails end to end: a scan against the fake Apify and the SMTP sink
// (docs/product.md §10 "Lawful, paced e-mail").
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { SendingState } from '../../../common/schemas/company';
import * as fx from '../../../tests/support/scan-fixture';
import { companies, customers, emailLogs, scanLogs } from '../../db/schema';
import { PORTAL_LINK_MARKER } from '../../mail/portal-link';
import { unsubscribeToken } from '../../mail/unsubscribe-token';

const HOUR = 3600_000;

fx.describeScanApi(
  'lawful, paced e-mail',
  (ctx, services) => {
    beforeEach(() => {
      services.sink.messages.length = 0;
      services.sink.rejectRecipients.clear();
      services.sink.failNext({ code: 250, text: '' }, 0);
      services.sink.failCommand('MAIL FROM', 'drop', 0);
      services.sink.failCommand('RCPT TO', 'drop', 0);
      services.fake.scenarios.clear();
    });

    const db = () => ctx.database.db;
    const company = (values: Partial<typeof companies.$inferInsert> = {}) =>
      fx.scanCompany(ctx, services, 'Reputationsschutz Nord GmbH', {
        legalName: 'Reputationsschutz Nord GmbH',
        legalAddress: 'Hafenstraße 12, 20457 Hamburg',
        managingDirectors: 'Anna Schulz',
        registerCourt: 'Amtsgericht Hamburg',
        registerNumber: 'HRB 123456',
        vatId: 'DE123456789',
        ...values,
      });
    /** A customer with one new negative review yesterday. */
    async function negativeCustomer(
      companyId: number,
      name: string,
      extra: Parameters<typeof fx.insertCustomer>[2] = { name },
    ) {
      const id = await fx.insertCustomer(db(), companyId, {
        email: `${name.toLowerCase()}@example.com`,
        googleMapsLink: fx.placeLink(name),
        ...extra,
        name,
      });
      services.fake.scenarios.set(fx.placeLink(name), { items: fx.reviews(name, [[1, 3]]) });
      return id;
    }
    const scan = (companyId: number, cookie: string) => fx.runManualScan(ctx, companyId, cookie);
    const emailStatusOf = async (customerId: number) => {
      const [log] = await db().select().from(scanLogs).where(eq(scanLogs.customerId, customerId));
      return JSON.parse(log.details ?? '{}').emailStatus;
    };
    const logOf = async (customerId: number) =>
      db().select().from(emailLogs).where(eq(emailLogs.customerId, customerId));
    const sending = async (companyId: number, cookie: string) =>
      (await ctx.request('GET', `/api/companies/${companyId}/sending`, cookie)).json() as SendingState;

    it('sends each mail with the legal footer, a personal opt-out link and the RFC 8058 headers', async () => {
      const companyId = await company();
      const customerId = await negativeCustomer(companyId, 'Klein');
      const { cookie } = await ctx.signIn('manager');
      await scan(companyId, cookie);

      expect(services.sink.messages).toHaveLength(1);
      const mail = services.sink.messages[0];
      const link = `http://127.0.0.1:5000/abmelden/${unsubscribeToken(ctx.app.ctx.config.appSecret, customerId)}`;
      expect(mail.headers.get('list-unsubscribe')).toBe(`<${link}>`);
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers.get('message-id')).toMatch(/@reputation-nord\.de>$/);
      expect(mail.headers.get('date')).toBeTruthy();
      expect(mail.headers.get('reply-to')).toBe(services.sink.user);
      expect(mail.text).toContain(
        'Hafenstraße 12, 20457 Hamburg\nGeschäftsführung: Anna Schulz\nRegistergericht: Amtsgericht Hamburg, HRB 123456\nUSt-IdNr.: DE123456789',
      );
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`<a href="${link}">Abmelden</a>`);
      const [log] = await logOf(customerId);
      expect(log).toMatchObject({
        status: 'sent',
        recipient: 'klein@example.com',
        isTest: false,
        attempts: 1,
      });
      expect(log.emailHtml).toContain('Geschäftsführung: Anna Schulz');
      expect((await sending(companyId, cookie)).missingFooter).toEqual([]);

      // The e-mail as sent, for the detail view of the log page.
      const detail = await ctx.request('GET', `/api/email-logs/${log.id}`, cookie);
      expect(detail.json()).toMatchObject({
        id: log.id,
        customerName: 'Klein',
        recipient: 'klein@example.com',
        status: 'sent',
        attempts: 1,
        // As sent, but with the portal link's marker in place of the link (decision 072).
        emailContent: mail.text.replace(/https?:\/\/\S+\/kunde\/[\w-]{43}/, PORTAL_LINK_MARKER),
        messageId: mail.headers.get('message-id'),
      });
      expect(detail.json().emailHtml).toContain(`<a href="${link}">Abmelden</a>`);
      expect((await ctx.request('GET', '/api/email-logs/999999', cookie)).json()).toEqual({
        message: 'E-Mail-Log nicht gefunden',
      });
      expect((await ctx.request('GET', `/api/email-logs/${log.id}`)).statusCode).toBe(401);
    });

    it('opts out through the link without a sign-in: asks on GET, marks on POST once, refuses tampered tokens, opens nothing else', async () => {
      const companyId = await company();
      const customerId = await negativeCustomer(companyId, 'Braun');
      const token = unsubscribeToken(ctx.app.ctx.config.appSecret, customerId);
      const optedOut = async () =>
        (
          await db().select({ at: customers.optedOutAt }).from(customers).where(eq(customers.id, customerId))
        )[0].at;

      const ask = await ctx.app.inject({ method: 'GET', url: `/abmelden/${token}` });
      expect(ask.statusCode).toBe(200);
      expect(ask.headers['content-type']).toMatch(/^text\/html/);
      expect(ask.body).toContain('Möchten Sie keine E-Mails mehr von Reputationsschutz Nord GmbH erhalten?');
      expect(ask.body).toContain(`<form method="post" action="/abmelden/${token}">`);
      expect(ask.body).not.toContain('braun@example.com');
      expect(ask.headers['set-cookie']).toBeUndefined();
      expect(await optedOut()).toBeNull();

      // The mail provider's one-click POST comes from no page of ours: any origin is fine here.
      const click = await ctx.app.inject({
        method: 'POST',
        url: `/abmelden/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.google.com' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(click.statusCode).toBe(200);
      expect(click.body).toContain('Sie erhalten keine E-Mails mehr von Reputationsschutz Nord GmbH.');
      const first = await optedOut();
      expect(first).toBeInstanceOf(Date);

      const again = await ctx.app.inject({ method: 'POST', url: `/abmelden/${token}` });
      expect(again.statusCode).toBe(200);
      expect(await optedOut()).toEqual(first);
      expect((await ctx.app.inject({ method: 'GET', url: `/abmelden/${token}` })).body).toContain(
        'Sie sind abgemeldet',
      );

      const other = await negativeCustomer(companyId, 'Fremd');
      const [, mac] = token.split('.');
      for (const bad of [
        `${other}.${mac}`,
        `${customerId}.${mac.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
        'x',
        `${customerId}`,
      ]) {
        const res = await ctx.app.inject({ method: 'POST', url: `/abmelden/${bad}` });
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('Dieser Abmeldelink ist ungültig');
      }
      expect((await db().select().from(customers).where(eq(customers.id, other)))[0].optedOutAt).toBeNull();
      expect((await ctx.app.inject({ method: 'GET', url: '/api/customers?companyId=1' })).statusCode).toBe(
        401,
      );
    });

    it('mails nobody who opted out between two scans, nor inactive customers, nor those without consent when it is required', async () => {
      const companyId = await company();
      const leaving = await negativeCustomer(companyId, 'Weg');
      const { cookie } = await ctx.signIn('manager');
      await scan(companyId, cookie);
      expect(services.sink.messages).toHaveLength(1);
      const link = /http:\/\/127\.0\.0\.1:5000(\/abmelden\/\S+)/.exec(services.sink.messages[0].text)?.[1];
      expect((await ctx.app.inject({ method: 'POST', url: link ?? '' })).statusCode).toBe(200);

      // New reviews for the next scan; and customers that must not be mailed for other reasons.
      services.fake.scenarios.set(fx.placeLink('Weg'), { items: fx.reviews('weg-neu', [[2, 4]]) });
      const inactive = await negativeCustomer(companyId, 'Ruhend', { name: 'Ruhend', isActive: false });
      await db().update(companies).set({ requireConsent: true }).where(eq(companies.id, companyId));
      const noConsent = await negativeCustomer(companyId, 'Ohne', { name: 'Ohne', consent: 'requested' });
      const consented = await negativeCustomer(companyId, 'Mit', { name: 'Mit', consent: 'given' });
      services.sink.messages.length = 0;
      await scan(companyId, cookie);

      expect(services.sink.messages.map((m) => m.to)).toEqual([['mit@example.com']]);
      expect(await emailStatusOf(noConsent)).toBe('no_consent');
      expect(await emailStatusOf(consented)).toBe('sent');
      const logs = await db().select().from(scanLogs).where(eq(scanLogs.customerId, leaving));
      expect(JSON.parse(logs.at(-1)?.details ?? '{}').emailStatus).toBe('opted_out');
      expect((await db().select().from(scanLogs).where(eq(scanLogs.customerId, inactive)))[0]).toMatchObject({
        status: 'skipped',
        errorMessage: 'Kunde ist inaktiv',
      });
      expect((await sending(companyId, cookie)).optedOutCustomers).toBe(1);
    });

    it('sends test-mode mails to the operator, marked as tests', async () => {
      const companyId = await company({ testMode: true, testRecipient: 'operator@example.com' });
      const customerId = await negativeCustomer(companyId, 'Test');
      const { cookie } = await ctx.signIn('manager');
      await scan(companyId, cookie);
      expect(services.sink.messages.map((m) => m.to)).toEqual([['operator@example.com']]);
      expect(services.sink.messages[0].subject).toMatch(
        /^\[TEST\] Ihre Google-Bewertung vom \d\d\.\d\d\.\d{4} – Angebot zur Entfernung$/,
      );
      expect(services.sink.messages[0].text).toContain('Diese E-Mail wäre an test@example.com gegangen');
      expect((await logOf(customerId))[0]).toMatchObject({
        isTest: true,
        recipient: 'operator@example.com',
        status: 'sent',
      });
      const listed = (await ctx.request('GET', `/api/email-logs?companyId=${companyId}`, cookie)).json();
      expect(listed[0]).toMatchObject({ isTest: true, recipient: 'operator@example.com' });
    });

    it('keeps the cap over a rolling day: the rest waits as pending and goes out when the window allows', async () => {
      const companyId = await company({ mailDailyCap: 2 });
      const ids = [];
      for (const name of ['Eins', 'Zwei', 'Drei']) ids.push(await negativeCustomer(companyId, name));
      const { cookie } = await ctx.signIn('manager');
      await scan(companyId, cookie);

      expect(services.sink.messages).toHaveLength(2);
      const statuses = await Promise.all(ids.map(emailStatusOf));
      expect(statuses.sort()).toEqual(['sent', 'sent', 'waiting_cap']);
      const waiting = (await db().select().from(emailLogs).where(eq(emailLogs.status, 'pending')))[0];
      const firstSent = Math.min(
        ...(await db().select().from(emailLogs).where(eq(emailLogs.status, 'sent'))).map(
          (l) => l.sendingStartedAt?.getTime() ?? 0,
        ),
      );
      expect(waiting.nextAttemptAt?.getTime()).toBeGreaterThanOrEqual(firstSent + 24 * HOUR);
      expect(await sending(companyId, cookie)).toMatchObject({
        sentLast24h: 2,
        cap: 2,
        waiting: 1,
        pausedUntil: null,
      });

      await ctx.app.jobs.tick(new Date(Date.now() + 23 * HOUR));
      expect(services.sink.messages).toHaveLength(2);
      await ctx.app.jobs.tick(new Date(Date.now() + 24 * HOUR + 60_000));
      expect(services.sink.messages).toHaveLength(3);
      expect(await db().select().from(emailLogs)).toHaveLength(3);
      expect((await db().select().from(emailLogs).where(eq(emailLogs.id, waiting.id)))[0]).toMatchObject({
        status: 'sent',
        attempts: 1,
      });
    });

    it('pauses between messages, across the workers', async () => {
      const companyId = await company({ mailPauseSeconds: 1 });
      for (const name of ['Pa', 'Pb', 'Pc']) await negativeCustomer(companyId, name);
      const { cookie } = await ctx.signIn('manager');
      await scan(companyId, cookie);
      const times = services.sink.messages.map((m) => m.receivedAt).sort((a, b) => a - b);
      expect(times).toHaveLength(3);
      expect(times[1] - times[0]).toBeGreaterThanOrEqual(800);
      expect(times[2] - times[1]).toBeGreaterThanOrEqual(800);
    });

    it('fails a refusal (5xx) with the reply, and tries a "try again later" (4xx) again on the same row', async () => {
      const companyId = await company();
      const refused = await negativeCustomer(companyId, 'Voll');
      services.sink.rejectRecipients.set('voll@example.com', { code: 552, text: '5.2.2 Mailbox full' });
      const { cookie } = await ctx.signIn('manager');
      await scan(companyId, cookie);
      expect(await logOf(refused)).toMatchObject([{ status: 'failed', attempts: 1 }]);
      expect((await logOf(refused))[0].errorMessage).toContain('5.2.2 Mailbox full');

      const later = await negativeCustomer(companyId, 'Spaeter');
      services.sink.failNext({ code: 421, text: '4.7.0 Try again later' });
      await scan(companyId, cookie);
      expect(services.sink.messages).toHaveLength(0);
      expect(await emailStatusOf(later)).toBe('waiting_retry');
      const [waiting] = await logOf(later);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sendingStartedAt: null });
      expect(waiting.errorMessage).toMatch(/^SMTP-Fehler: 421 4\.7\.0 Try again later – neuer Versuch/);
      expect(waiting.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);

      await ctx.app.jobs.tick(new Date(Date.now() + 6 * 60_000));
      expect(services.sink.messages).toHaveLength(1);
      expect(await logOf(later)).toMatchObject([{ status: 'sent', attempts: 2, errorMessage: null }]);
      expect(await logOf(refused)).toMatchObject([{ status: 'failed' }]);
    });

    // Gmail's "421 4.7.0 Try again later, closing connection" comes at MAIL FROM or RCPT TO of a
    // connection that already sent mail: nothing was delivered, so the same row waits and goes once.
    it.each(['MAIL FROM', 'RCPT TO'] as const)(
      'waits after a 421 at %s on a reused connection and sends the mail on the next delivery, exactly once',
      async (command) => {
        const companyId = await company();
        const first = await negativeCustomer(companyId, `Erst${command.slice(0, 4)}`);
        const { cookie } = await ctx.signIn('manager');
        await scan(companyId, cookie);
        expect(await logOf(first)).toMatchObject([{ status: 'sent' }]);

        const later = await negativeCustomer(companyId, `Spaet${command.slice(0, 4)}`);
        services.sink.failCommand(command, { code: 421, text: '4.7.0 Try again later, closing connection' });
        const connections = services.sink.connections;
        await scan(companyId, cookie);
        expect(services.sink.connections).toBe(connections);
        expect(services.sink.messages).toHaveLength(1);
        expect(await emailStatusOf(later)).toBe('waiting_retry');
        const [waiting] = await logOf(later);
        expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sendingStartedAt: null });
        expect(waiting.errorMessage).toMatch(
          /^SMTP-Fehler: 421 4\.7\.0 Try again later, closing connection – neuer Versuch/,
        );
        expect(waiting.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);

        await ctx.app.jobs.tick(new Date(Date.now() + 6 * 60_000));
        await ctx.app.jobs.tick(new Date(Date.now() + 60 * 60_000));
        // The retry opened a new connection: the closed one was not reused.
        expect(services.sink.connections).toBe(connections + 1);
        const recipients = services.sink.messages.map((m) => m.to[0]);
        expect(recipients).toEqual([
          `erst${command.slice(0, 4).toLowerCase()}@example.com`,
          waiting.recipient,
        ]);
        expect(await logOf(later)).toMatchObject([{ status: 'sent', attempts: 2, errorMessage: null }]);
      },
    );

    it('fails a 550 at RCPT TO for good, in German, and mails the next customer over the same connection', async () => {
      const companyId = await company();
      await negativeCustomer(companyId, 'Vorher');
      const { cookie } = await ctx.signIn('manager');
      await scan(companyId, cookie);

      const unknown = await negativeCustomer(companyId, 'Unbekannt');
      services.sink.failCommand('RCPT TO', { code: 550, text: '5.1.1 The email account does not exist' });
      const connections = services.sink.connections;
      await scan(companyId, cookie);
      const [failed] = await logOf(unknown);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
      expect(failed.errorMessage).toBe(
        'SMTP-Fehler: 550 5.1.1 The email account does not exist – Empfänger abgelehnt, kein neuer Versuch',
      );
      await ctx.app.jobs.tick(new Date(Date.now() + 60 * 60_000));
      expect(services.sink.messages.map((m) => m.to[0])).toEqual(['vorher@example.com']);

      const next = await negativeCustomer(companyId, 'Danach550');
      await scan(companyId, cookie);
      expect(await logOf(next)).toMatchObject([{ status: 'sent' }]);
      expect(services.sink.connections).toBe(connections);
      expect(await logOf(unknown)).toMatchObject([{ status: 'failed', attempts: 1 }]);
    });

    it('pauses the company for a day after the daily-limit reply (550 5.4.5) and says so', async () => {
      const companyId = await company();
      const ids = [await negativeCustomer(companyId, 'Limit')];
      const { cookie } = await ctx.signIn('manager');
      services.sink.failNext({ code: 550, text: '5.4.5 Daily user sending limit exceeded' });
      await scan(companyId, cookie);
      expect(services.sink.messages).toHaveLength(0);
      expect(await emailStatusOf(ids[0])).toBe('waiting_paused');
      const state = await sending(companyId, cookie);
      expect(new Date(state.pausedUntil ?? 0).getTime()).toBeGreaterThan(Date.now() + 23 * HOUR);
      expect(state.pauseReason).toContain('5.4.5 Daily user sending limit exceeded');
      expect(state.waiting).toBe(1);

      // Later mails wait too, without a word to the server.
      ids.push(await negativeCustomer(companyId, 'Danach'));
      services.fake.scenarios.set(fx.placeLink('Limit'), { items: [] });
      await scan(companyId, cookie);
      expect(await emailStatusOf(ids[1])).toBe('waiting_paused');
      await ctx.app.jobs.tick(new Date(Date.now() + 2 * HOUR));
      expect(services.sink.messages).toHaveLength(0);

      await ctx.app.jobs.tick(new Date(Date.now() + 24 * HOUR + 60_000));
      expect(services.sink.messages).toHaveLength(2);
      expect(await db().select().from(emailLogs)).toHaveLength(2);
    });
  },
  { jobs: { retryDelayMs: 10 } },
);
