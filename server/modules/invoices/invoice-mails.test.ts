// Invoice mails and reminders as the customer receives them: through the company's paced sender
// into the SMTP sink, read by mailparser; the automatic reminders on a fake clock (app.jobs.tick).
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { InvoiceDetail } from '../../../common/schemas/invoice';
import { describeApi } from '../../../tests/support/app';
import { companies, customers, emailLogs, invoiceEvents, invoices } from '../../db/schema';
import { type SmtpSink, startSmtpSink } from '../../demo/smtp-sink';
import { PORTAL_LINK_MARKER } from '../../mail/portal-link';
import { interruptedMailMessage } from '../../mail/send-outcome';
import type { SessionUser } from '../auth/session-user';
import { openPortalLink } from '../portal/portal-links';
import { getInvoiceDetail } from './invoice-detail.queries';
import { queueReminder, reminderHoldUntil, sendReminder } from './invoice-mails.service';
import { remindOverdueInvoices } from './invoice-reminders';
import { addRemovals, billedCustomer, billingCompany } from './invoices.fixture';
import { addPayment, cancelInvoice, createDraft, finalizeInvoice } from './invoices.service';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

/** Finalized on 4 January 2027 (Berlin winter time, UTC+1), due on the 18th (14 days). */
const FINALIZED = new Date('2027-01-04T10:00:00Z');
/** The first reminder day (due + 7): 25 January 2027; 8:00 Berlin is 07:00 UTC. */
const at = (iso: string) => new Date(`${iso}Z`);

describeApi(
  'invoice mails and reminders',
  (ctx) => {
    const db = () => ctx.database.db;
    let user: SessionUser;
    let cookie: string;

    beforeEach(async () => {
      sink.messages.length = 0;
      const signedIn = await ctx.signIn('manager');
      cookie = signedIn.cookie;
      user = { id: signedIn.userId, name: 'Maria Manager', email: 'm@example.com', role: 'manager' };
    });

    async function company(values: Partial<typeof companies.$inferInsert> = {}) {
      return billingCompany(db(), {
        website: 'https://loeschprofis.de',
        gmailEmail: sink.user,
        gmailPasswordSealed: ctx.app.ctx.secrets.seal(sink.password),
        smtpHost: sink.host,
        smtpPort: sink.port,
        mailPauseSeconds: 0,
        contactPhone: '030 1234567',
        ...values,
      });
    }

    async function customer(companyId: number, email = 'buchhaltung@mueller.de', name = 'Bäckerei Müller') {
      return billedCustomer(db(), companyId, {
        email,
        name,
        billingName: `${name} GmbH`,
        contactTitle: 'Frau',
        contactPerson: 'Sabine Müller',
      });
    }

    /** A finalized invoice of two verified removals of `c`. */
    async function invoice(c: { id: number; companyId: number }, now = FINALIZED) {
      await addRemovals(db(), c, 2);
      const draft = await createDraft(db(), user, c.id, now);
      return finalizeInvoice(db(), user, draft.id, now);
    }

    const detail = async (id: number, now = new Date()) =>
      (await getInvoiceDetail(db(), id, now.toISOString().slice(0, 10))) as InvoiceDetail;
    const parsed = (i = 0) => simpleParser(sink.messages[i].raw);
    const logsOf = (invoiceId: number) =>
      db().select().from(emailLogs).where(eq(emailLogs.invoiceId, invoiceId)).orderBy(emailLogs.id);

    it('sends the invoice with its PDF and XRechnung, the legal footer and no unsubscribe header, logged as kind invoice', async () => {
      const co = await company();
      const cu = await customer(co.id);
      // An opt-out from the offers does not stop an invoice: it is no advertising.
      await db().update(customers).set({ optedOutAt: new Date() }).where(eq(customers.id, cu.id));
      const inv = await invoice(cu, new Date());

      const res = await ctx.request('POST', `/api/invoices/${inv.id}/send`, cookie);
      expect(res.statusCode, res.body).toBe(202);
      const body = res.json() as InvoiceDetail;
      expect(body.mails).toMatchObject([
        {
          kind: 'invoice',
          status: 'pending',
          recipient: 'buchhaltung@mueller.de',
          subject: `Rechnung ${inv.number} von Löschprofis GmbH`,
        },
      ]);
      expect(body.events.at(-1)).toMatchObject({
        kind: 'sent',
        userName: expect.stringMatching(/^manager/),
        detail: 'An buchhaltung@mueller.de',
      });
      expect(body.sentAt).toBeNull();
      expect(sink.messages).toHaveLength(0);

      await ctx.app.jobs.tick(new Date());
      expect(sink.messages).toHaveLength(1);
      const mail = await parsed();
      expect(mail.subject).toBe(`Rechnung ${inv.number} von Löschprofis GmbH`);
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('buchhaltung@mueller.de');
      expect(mail.headers.has('list-unsubscribe')).toBe(false);
      expect(mail.text).toContain(`anbei erhalten Sie unsere Rechnung ${inv.number} vom `);
      expect(mail.text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
      expect(mail.text).toContain(
        '-- \nLöschprofis GmbH\nHauptstraße 1\n10115 Berlin\nGeschäftsführung: Erika Muster\nRegistergericht: Amtsgericht Berlin-Charlottenburg, HRB 12345\nUSt-IdNr.: DE123456789',
      );
      expect(mail.text).not.toMatch(/abmelden/i);
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        [`Rechnung_${inv.number}.pdf`, 'application/pdf'],
        [`Rechnung_${inv.number}_XRechnung.xml`, 'application/xml'],
      ]);
      expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
      const xml = mail.attachments[1].content.toString('utf8');
      expect(xml).toContain('CrossIndustryInvoice');
      expect(xml).toContain(`<ram:ID>${inv.number}</ram:ID>`);

      const [log] = await logsOf(inv.id);
      expect(log).toMatchObject({ kind: 'invoice', status: 'sent', invoiceId: inv.id, customerId: cu.id });
      const after = await detail(inv.id);
      expect(after.sentAt).not.toBeNull();
      expect(after.mails).toMatchObject([{ kind: 'invoice', status: 'sent' }]);
    });

    /** A new customer's invoice, sent (202): its queued mail then changed by `backdate` (an hour ago). */
    async function sentInvoiceBackdated(backdate: (hourAgo: Date) => Partial<typeof emailLogs.$inferInsert>) {
      const co = await company();
      const inv = await invoice(await customer(co.id), new Date());
      expect((await ctx.request('POST', `/api/invoices/${inv.id}/send`, cookie)).statusCode).toBe(202);
      const hourAgo = new Date(Date.now() - 3600_000);
      await db().update(emailLogs).set(backdate(hourAgo)).where(eq(emailLogs.invoiceId, inv.id));
      return inv;
    }

    it('an invoice mail cut off in flight fails after half an hour and never goes out twice; it may be sent again', async () => {
      // As if the instance died an hour ago while its SMTP transaction ran.
      const inv = await sentInvoiceBackdated((hourAgo) => ({
        createdAt: hourAgo,
        sendingStartedAt: hourAgo,
        smtpStartedAt: hourAgo,
        nextAttemptAt: null,
      }));
      expect((await ctx.request('POST', `/api/invoices/${inv.id}/send`, cookie)).statusCode).toBe(409);
      await ctx.app.jobs.tick(new Date());
      expect(sink.messages).toHaveLength(0);
      expect((await logsOf(inv.id))[0]).toMatchObject({
        status: 'failed',
        errorMessage: interruptedMailMessage,
      });
      expect((await ctx.request('POST', `/api/invoices/${inv.id}/send`, cookie)).statusCode).toBe(202);
      await ctx.app.jobs.tick(new Date());
      expect(sink.messages).toHaveLength(1);
    });

    it('an invoice mail whose instance died before its SMTP transaction began goes out once after half an hour', async () => {
      // Its slot taken an hour ago, still waiting behind others on the connection when the instance died.
      const inv = await sentInvoiceBackdated((hourAgo) => ({
        createdAt: hourAgo,
        sendingStartedAt: hourAgo,
        attempts: 1,
        nextAttemptAt: null,
      }));
      await ctx.app.jobs.tick(new Date());
      expect(sink.messages).toHaveLength(1);
      expect(await logsOf(inv.id)).toMatchObject([{ status: 'sent', attempts: 2, errorMessage: null }]);
      await ctx.app.jobs.tick(new Date());
      expect(sink.messages).toHaveLength(1);
    });

    it('sends a cancellation invoice, in test mode to the operator', async () => {
      const co = await company({ testMode: true, testRecipient: 'chef@loeschprofis.de' });
      const cu = await customer(co.id);
      const inv = await invoice(cu, new Date());
      const storno = await cancelInvoice(db(), user, inv.id, 'Doppelt berechnet');
      expect((await ctx.request('POST', `/api/invoices/${storno.id}/send`, cookie)).statusCode).toBe(202);
      await ctx.app.jobs.tick(new Date());
      const mail = await parsed();
      expect(sink.messages[0].to).toEqual(['chef@loeschprofis.de']);
      expect(mail.subject).toBe(`[TEST] Stornorechnung ${storno.number} von Löschprofis GmbH`);
      expect(mail.text).toMatch(/^Testmodus: Diese E-Mail wäre an buchhaltung@mueller\.de gegangen/);
      expect(mail.text).toContain(`zur Rechnung ${inv.number}.`);
      expect(mail.attachments[0].filename).toBe(`Stornorechnung_${storno.number}.pdf`);
      expect((await logsOf(storno.id))[0]).toMatchObject({ kind: 'invoice', isTest: true, status: 'sent' });
      // A test mail reached the operator, not the customer: the invoice does not count as sent.
      expect((await detail(storno.id)).sentAt).toBeNull();
    });

    it('refuses drafts, customers without an address, a company without a mail account, a second click, and plain users', async () => {
      const co = await company();
      const cu = await customer(co.id);
      const inv = await invoice(cu, new Date());
      const plain = await ctx.signIn('user');
      for (const path of ['send', 'reminders']) {
        const res = await ctx.request('POST', `/api/invoices/${inv.id}/${path}`, plain.cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Keine Berechtigung für diese Aktion');
      }
      expect((await ctx.request('POST', '/api/invoices/999999/send', cookie)).statusCode).toBe(404);

      await addRemovals(db(), cu, 1);
      const draft = await createDraft(db(), user, cu.id);
      const draftRes = await ctx.request('POST', `/api/invoices/${draft.id}/send`, cookie);
      expect(draftRes.statusCode).toBe(409);
      expect(draftRes.json().message).toBe(
        'Ein Entwurf kann nicht versendet werden. Schreiben Sie die Rechnung zuerst fest.',
      );
      expect((await ctx.request('POST', `/api/invoices/${draft.id}/reminders`, cookie)).statusCode).toBe(409);

      const first = await ctx.request('POST', `/api/invoices/${inv.id}/send`, cookie);
      expect(first.statusCode).toBe(202);
      const second = await ctx.request('POST', `/api/invoices/${inv.id}/send`, cookie);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toMatch(/wird bereits versendet/);

      await db().update(customers).set({ email: '' }).where(eq(customers.id, cu.id));
      await db().delete(emailLogs);
      const noAddress = await ctx.request('POST', `/api/invoices/${inv.id}/send`, cookie);
      expect(noAddress.statusCode).toBe(409);
      expect(noAddress.json().message).toBe(
        'Der Kunde hat keine E-Mail-Adresse. Tragen Sie sie beim Kunden ein.',
      );

      await db().update(customers).set({ email: 'a@b.de' }).where(eq(customers.id, cu.id));
      await db().update(companies).set({ gmailPasswordSealed: null }).where(eq(companies.id, co.id));
      const noAccount = await ctx.request('POST', `/api/invoices/${inv.id}/send`, cookie);
      expect(noAccount.statusCode).toBe(409);
      expect(noAccount.json().message).toMatch(/^Kein E-Mail-Konto/);
    });

    it('POST reminders: the next level of an overdue invoice by a person; not before the due day', async () => {
      const co = await company();
      const cu = await customer(co.id);
      const fresh = await invoice(cu, new Date());
      const early = await ctx.request('POST', `/api/invoices/${fresh.id}/reminders`, cookie);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toMatch(
        /^Die Rechnung ist noch nicht überfällig \(fällig am \d\d\.\d\d\.\d{4}\)\.$/,
      );

      const old = await invoice(cu, new Date(Date.now() - 40 * 86_400_000));
      const res = await ctx.request('POST', `/api/invoices/${old.id}/reminders`, cookie);
      expect(res.statusCode, res.body).toBe(202);
      const body = res.json() as InvoiceDetail;
      expect(body.reminderLevel).toBe(1);
      expect(body.mails).toMatchObject([
        {
          kind: 'reminder',
          status: 'pending',
          subject: `Zahlungserinnerung zur Rechnung ${old.number} von Löschprofis GmbH`,
        },
      ]);
      expect(body.events.at(-1)).toMatchObject({
        kind: 'reminder',
        userName: expect.stringMatching(/^manager/),
        detail: 'Zahlungserinnerung an buchhaltung@mueller.de',
      });
      // Delivered within the reminder hours (now, or from the next 8:00 on).
      const [log] = await logsOf(old.id);
      const from = reminderHoldUntil(new Date());
      if (from) expect(log.nextAttemptAt?.getTime()).toBe(from.getTime());
      await ctx.app.jobs.tick(new Date(Math.max(Date.now(), from?.getTime() ?? 0) + 1000));
      const mail = await parsed();
      expect(mail.subject).toBe(`Zahlungserinnerung zur Rechnung ${old.number} von Löschprofis GmbH`);
      expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/xml']);

      const next = await ctx.request('POST', `/api/invoices/${old.id}/reminders`, cookie);
      expect((next.json() as InvoiceDetail).reminderLevel).toBe(2);
    });

    it('the invoice mail and its reminder each carry a portal link of their own; the logs hold only the marker', async () => {
      const co = await company();
      const cu = await customer(co.id);
      const inv = await invoice(cu);
      expect((await ctx.request('POST', `/api/invoices/${inv.id}/send`, cookie)).statusCode).toBe(202);
      await ctx.app.jobs.tick(at('2027-01-05T09:00:00'));
      await ctx.app.jobs.tick(at('2027-01-25T07:00:00')); // the automatic 'Zahlungserinnerung'
      expect(sink.messages).toHaveLength(2);
      const tokens: string[] = [];
      for (const i of [0, 1]) {
        const mail = await parsed(i);
        const token = mail.text?.match(
          /\nRechnung im Kundenportal ansehen:\nhttps?:\/\/\S+\/kunde\/([\w-]{43})\n/,
        )?.[1];
        expect(token, mail.text).toBeDefined();
        expect(String(mail.html)).toMatch(
          /<a href="[^"]+\/kunde\/[^"]+"[^>]*>Rechnung im Kundenportal ansehen<\/a>/,
        );
        expect(await openPortalLink(db(), token as string)).toMatchObject({
          customerId: cu.id,
          companyId: co.id,
        });
        tokens.push(token as string);
      }
      expect(tokens[0]).not.toBe(tokens[1]);
      for (const log of await logsOf(inv.id)) {
        expect(log.emailContent).toContain(PORTAL_LINK_MARKER);
        expect(`${log.emailContent}${log.emailHtml}`).not.toMatch(new RegExp(tokens.join('|')));
      }
    });

    it('automatic reminders go out only between 8:00 and 20:00 Berlin time, from the first reminder day', async () => {
      const co = await company();
      const inv = await invoice(await customer(co.id));
      expect(inv.dueOn).toBe('2027-01-18');

      await ctx.app.jobs.tick(at('2027-01-24T12:00:00')); // a day early
      await ctx.app.jobs.tick(at('2027-01-25T06:59:00')); // 7:59 Berlin
      expect(sink.messages).toHaveLength(0);
      expect((await detail(inv.id)).reminderLevel).toBe(0);

      await ctx.app.jobs.tick(at('2027-01-25T07:00:00')); // 8:00 Berlin
      expect(sink.messages).toHaveLength(1);
      const mail = await parsed();
      expect(mail.subject).toBe(`Zahlungserinnerung zur Rechnung ${inv.number} von Löschprofis GmbH`);
      expect(mail.text).toContain('Offener Betrag: 211,82\u00a0€');
      expect(mail.attachments.map((a) => a.filename)).toEqual([
        `Rechnung_${inv.number}.pdf`,
        `Rechnung_${inv.number}_XRechnung.xml`,
      ]);
      const after = await detail(inv.id, at('2027-01-25T07:00:00'));
      expect(after.reminderLevel).toBe(1);
      expect(after.events.at(-1)).toMatchObject({ kind: 'reminder', userName: null });
      expect(after.mails).toMatchObject([{ kind: 'reminder', status: 'sent' }]);
    });

    it('no automatic reminder at 20:00; it waits until 8:00 the next morning', async () => {
      const co = await company();
      const inv = await invoice(await customer(co.id));
      await ctx.app.jobs.tick(at('2027-01-25T19:00:00')); // 20:00 Berlin
      await ctx.app.jobs.tick(at('2027-01-26T06:30:00')); // 7:30 Berlin
      expect(sink.messages).toHaveLength(0);
      await ctx.app.jobs.tick(at('2027-01-26T07:00:00'));
      expect(sink.messages).toHaveLength(1);
      expect((await detail(inv.id)).reminderLevel).toBe(1);
    });

    it('a reminder written just before 20:00 is held by the delivery until 8:00', async () => {
      const co = await company();
      const inv = await invoice(await customer(co.id));
      await sendReminder(db(), user, inv.id, at('2027-01-25T18:59:30'));
      await ctx.app.jobs.tick(at('2027-01-25T19:00:00'));
      expect(sink.messages).toHaveLength(0);
      const [held] = await logsOf(inv.id);
      expect(held.status).toBe('pending');
      expect(held.nextAttemptAt?.toISOString()).toBe('2027-01-26T07:00:00.000Z');
      expect(held.errorMessage).toBe(
        'Mahnungen gehen nur zwischen 8 und 20 Uhr hinaus – Versand am 26.01.2027 ab 8 Uhr',
      );
      await ctx.app.jobs.tick(at('2027-01-26T07:00:00'));
      expect(sink.messages).toHaveLength(1);
    });

    it('never reminds after payment or cancellation, also not a reminder that waited', async () => {
      const co = await company();
      const paid = await invoice(await customer(co.id, 'a@paid.de', 'Bezahlt GmbH'));
      await addPayment(
        db(),
        user,
        paid.id,
        { paidOn: '2027-01-20', amount: paid.grossCents },
        at('2027-01-20T10:00:00'),
      );
      const cancelled = await invoice(await customer(co.id, 'b@storno.de', 'Storno GmbH'));
      await cancelInvoice(db(), user, cancelled.id, undefined, at('2027-01-20T10:00:00'));
      const waiting = await invoice(await customer(co.id, 'c@wartet.de', 'Wartet GmbH'));
      // 21:30 Berlin: the reminder waits for 8:00; meanwhile the customer pays.
      await sendReminder(db(), user, waiting.id, at('2027-01-25T20:30:00'));
      await addPayment(
        db(),
        user,
        waiting.id,
        { paidOn: '2027-01-25', amount: waiting.grossCents },
        at('2027-01-25T21:00:00'),
      );

      for (const t of ['2027-01-26T07:00:00', '2027-02-10T09:00:00', '2027-03-20T09:00:00']) {
        await ctx.app.jobs.tick(at(t));
      }
      expect(sink.messages).toHaveLength(0);
      expect((await detail(paid.id)).reminderLevel).toBe(0);
      expect((await detail(cancelled.id)).reminderLevel).toBe(0);
      const [log] = await logsOf(waiting.id);
      expect(log).toMatchObject({
        status: 'failed',
        errorMessage: 'Rechnung inzwischen bezahlt – Mahnung nicht gesendet',
      });
      const refused = sendReminder(db(), user, paid.id, at('2027-03-20T09:00:00'));
      await expect(refused).rejects.toMatchObject({
        statusCode: 409,
        message: 'Die Rechnung ist bereits bezahlt.',
      });
    });

    it('two overdue invoices of one customer: one automatic reminder that day, the other the next', async () => {
      const co = await company();
      const cu = await customer(co.id);
      const first = await invoice(cu);
      const second = await invoice(cu);
      await ctx.app.jobs.tick(at('2027-01-25T07:00:00'));
      await ctx.app.jobs.tick(at('2027-01-25T12:00:00'));
      await ctx.app.jobs.tick(at('2027-01-25T18:59:00'));
      expect(sink.messages).toHaveLength(1);
      expect((await parsed()).subject).toContain(first.number as string);
      expect((await detail(second.id)).reminderLevel).toBe(0);

      await ctx.app.jobs.tick(at('2027-01-26T07:00:00'));
      expect(sink.messages).toHaveLength(2);
      expect((await parsed(1)).subject).toContain(second.number as string);
      expect((await detail(first.id)).reminderLevel).toBe(1);
      expect((await detail(second.id)).reminderLevel).toBe(1);
    });

    it('two instances ticking at once write one reminder per customer', async () => {
      const co = await company();
      const cu = await customer(co.id);
      await invoice(cu);
      await invoice(cu);
      await invoice(await customer(co.id, 'x@other.de', 'Andere GmbH'));
      const now = at('2027-01-25T07:00:00');
      const written = await Promise.all([1, 2, 3].map(() => remindOverdueInvoices(db(), now)));
      expect(written.reduce((a, b) => a + b, 0)).toBe(2);
      const events = await db().select().from(invoiceEvents).where(eq(invoiceEvents.kind, 'reminder'));
      expect(events).toHaveLength(2);
      expect(new Set(events.map((e) => e.customerId)).size).toBe(2);
      expect(await db().select().from(emailLogs).where(eq(emailLogs.kind, 'reminder'))).toHaveLength(2);
    });

    it('two instances on two invoices of one customer at once: the customer lock lets one remind', async () => {
      const co = await company();
      const cu = await customer(co.id);
      const now = at('2027-01-25T07:00:00');
      const both = [await invoice(cu), await invoice(cu)];
      const results = await Promise.all(
        both.map(async (i) => queueReminder(db(), null, await detail(i.id, now), now)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toEqual({
        ok: false,
        message: 'Der Kunde hat heute schon eine Mahnung erhalten.',
      });
    });

    it("the 'Mahnung' follows automatically, the 'Letzte Mahnung' only by a person", async () => {
      const co = await company();
      const inv = await invoice(await customer(co.id));
      await ctx.app.jobs.tick(at('2027-01-25T07:00:00'));
      await ctx.app.jobs.tick(at('2027-02-07T09:00:00')); // due + 20: not yet
      expect((await detail(inv.id)).reminderLevel).toBe(1);
      await ctx.app.jobs.tick(at('2027-02-08T09:00:00')); // due + 21
      expect((await detail(inv.id)).reminderLevel).toBe(2);
      expect((await parsed(1)).subject).toBe(`Mahnung zur Rechnung ${inv.number} von Löschprofis GmbH`);
      for (const t of ['2027-02-20T09:00:00', '2027-03-20T09:00:00', '2027-06-01T09:00:00']) {
        await ctx.app.jobs.tick(at(t));
      }
      expect(sink.messages).toHaveLength(2);
      expect((await detail(inv.id)).reminderLevel).toBe(2);

      const last = await sendReminder(db(), user, inv.id, at('2027-06-01T09:30:00'));
      expect(last.reminderLevel).toBe(3);
      await ctx.app.jobs.tick(at('2027-06-01T09:31:00'));
      expect(sink.messages).toHaveLength(3);
      expect((await parsed(2)).subject).toBe(
        `Letzte Mahnung zur Rechnung ${inv.number} von Löschprofis GmbH`,
      );
      await expect(sendReminder(db(), user, inv.id, at('2027-06-02T09:00:00'))).rejects.toMatchObject({
        statusCode: 409,
        message: 'Die letzte Mahnung wurde bereits gesendet.',
      });
      const [row] = await db()
        .select({ level: invoices.reminderLevel })
        .from(invoices)
        .where(and(eq(invoices.id, inv.id)));
      expect(row.level).toBe(3);
    });
  },
  { config: () => ({ scanWorkers: true }) },
);
