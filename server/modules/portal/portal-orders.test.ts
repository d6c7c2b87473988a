// An order in the customer portal (issue 36 point 3, decision 071) on both databases: the cases open
// as 'Kundenportal', the proof is stored and cannot be changed, the operator hears of it in the bell,
// the owner gets the confirmation with the order's PDF; every refusal writes nothing, and a repeated
// or parallel submit never creates anything twice.

import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { defaultPortalTerms } from '../../../common/portal-terms';
import type { PortalOrderResult } from '../../../common/schemas/portal';
import { describeApi } from '../../../tests/support/app';
import { addCustomer, addReview } from '../../../tests/support/seed';
import { alerts, companies, emailLogs, portalOrders, removalEvents, removals } from '../../db/schema';
import { type SmtpSink, startSmtpSink } from '../../demo/smtp-sink';
import { billingCompany } from '../invoices/invoices.fixture';
import { issuePortalToken, openPortalLink } from './portal-links';
import { termsChangedMessage } from './portal-orders.service';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** pdftotext of a PDF, whitespace collapsed (the layout breaks lines where it likes). */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' })
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

describeApi(
  'portal orders',
  (ctx) => {
    const db = () => ctx.database.db;

    beforeEach(() => {
      sink.messages.length = 0;
    });

    /** A company with a mailbox in the sink, its customer with three reviews (1, 3 and 4 stars), a link. */
    async function setup() {
      const company = await billingCompany(db(), {
        gmailEmail: sink.user,
        gmailPasswordSealed: ctx.app.ctx.secrets.seal(sink.password),
        smtpHost: sink.host,
        smtpPort: sink.port,
        mailPauseSeconds: 0,
      });
      const customer = await addCustomer(db(), company.id, {
        name: 'Bäckerei Müller',
        email: 'inhaber@mueller.de',
        pricePerReview: '89.00',
        contactTitle: 'Herr',
        contactPerson: 'Max Müller',
      });
      const one = await addReview(db(), customer, {
        username: 'Anna B.',
        rating: 1,
        reviewText: 'War nie dort, trotzdem schlecht.',
      });
      const three = await addReview(db(), customer, {
        username: 'Bernd K.',
        rating: 3,
        reviewText: 'Brötchen zu hart',
      });
      const four = await addReview(db(), customer, {
        username: 'Carla D.',
        rating: 4,
        reviewText: 'Ganz gut',
      });
      const token = await issuePortalToken(db(), { companyId: company.id, customerId: customer.id });
      return { company, customer, one, three, four, token };
    }

    const order = (reviewIds: number[], values: Record<string, unknown> = {}) => ({
      items: reviewIds.map((reviewId) => ({ reviewId, reason: 'no_contact' })),
      signerName: 'Max Müller',
      termsVersion: 1,
      ...values,
    });

    const post = (token: string, body: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/portal/${token}/orders`,
        payload: body as object,
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Testbrowser' },
      });

    /** What an order writes: nothing of it may be there after a refusal. */
    async function written() {
      const n = async (table: typeof removals | typeof portalOrders | typeof alerts | typeof emailLogs) =>
        (await db().select({ n: count() }).from(table))[0].n;
      return {
        removals: await n(removals),
        orders: await n(portalOrders),
        alerts: await n(alerts),
        mails: await n(emailLogs),
      };
    }
    const nothing = { removals: 0, orders: 0, alerts: 0, mails: 0 };

    it('opens the cases as Kundenportal, keeps the proof unchangeable, alerts the operator and mails the PDF', async () => {
      const s = await setup();
      const res = await post(s.token, {
        ...order([s.one.id, s.three.id]),
        items: [
          { reviewId: s.one.id, reason: 'no_contact', note: 'Die Person war nie bei uns.' },
          { reviewId: s.three.id, reason: 'false_claim' },
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as PortalOrderResult;
      expect(body.order).toMatchObject({
        signerName: 'Max Müller',
        reviewIds: [s.one.id, s.three.id],
        net: '178.00',
        vat: '33.82',
        gross: '211.82',
        pdfUrl: `/api/portal/${s.token}/orders/${body.order.id}.pdf`,
      });
      expect(body.cases.map((c) => [c.reviewId, c.state, c.stateLabel, c.reason, c.price])).toEqual([
        [s.one.id, 'ordered', 'Beauftragt', 'no_contact', '89.00'],
        [s.three.id, 'ordered', 'Beauftragt', 'false_claim', '89.00'],
      ]);
      expect(body.cases[0].next).toMatch(/^Wir melden die Bewertung bis zum \d\d\.\d\d\.\d{4} bei Google\.$/);

      const cases = await db().select().from(removals).orderBy(removals.id);
      expect(
        cases.map((c) => [c.reviewId, c.state, c.source, c.pricePerReview, c.orderedBy, c.note]),
      ).toEqual([
        [s.one.id, 'ordered', 'portal', '89.00', null, 'Die Person war nie bei uns.'],
        [s.three.id, 'ordered', 'portal', '89.00', null, null],
      ]);
      const [event] = await db().select().from(removalEvents).where(eq(removalEvents.removalId, cases[0].id));
      expect(event).toMatchObject({
        toState: 'ordered',
        userId: null,
        userName: 'Max Müller (Kundenportal)',
      });

      const [proof] = await db().select().from(portalOrders);
      expect(proof).toMatchObject({
        id: body.order.id,
        customerId: s.customer.id,
        customerName: 'Bäckerei Müller',
        signerName: 'Max Müller',
        userAgent: 'Mozilla/5.0 (iPhone) Testbrowser',
        ip: '127.0.0.1',
        termsVersion: 1,
        termsText: defaultPortalTerms,
        termsHash: sha256(defaultPortalTerms),
        vatMode: 'standard',
        vatRate: 19,
        netCents: 17800,
        vatCents: 3382,
        grossCents: 21182,
      });
      expect(proof.items).toEqual([
        {
          reviewId: s.one.id,
          author: 'Anna B.',
          stars: 1,
          publishedAt: null,
          text: 'War nie dort, trotzdem schlecht.',
          url: null,
          reason: 'no_contact',
          note: 'Die Person war nie bei uns.',
          price: '89.00',
        },
        expect.objectContaining({
          reviewId: s.three.id,
          author: 'Bernd K.',
          stars: 3,
          reason: 'false_claim',
        }),
      ]);
      // Unchangeable: the database itself refuses an UPDATE of the proof.
      await expect(
        db().update(portalOrders).set({ signerName: 'Jemand anderes' }).where(eq(portalOrders.id, proof.id)),
      ).rejects.toThrow();

      const bell = await db().select().from(alerts);
      expect(bell.map((a) => [a.kind, a.customerId, a.message])).toEqual([
        [
          'portal_order',
          s.customer.id,
          'Neuer Auftrag über das Kundenportal: Bäckerei Müller, 2 Bewertungen',
        ],
      ]);

      // The confirmation goes out with the next tick of the paced delivery, the order's PDF attached.
      await ctx.app.jobs.tick(new Date());
      expect(sink.messages).toHaveLength(1);
      const mail = await simpleParser(sink.messages[0].raw);
      const mailText = (mail.text ?? '').replace(/\u00a0/g, ' ');
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('inhaber@mueller.de');
      expect(mail.subject).toMatch(/^Ihr Auftrag vom \d\d\.\d\d\.\d{4} – Löschprofis GmbH$/);
      expect(mailText).toContain('Sehr geehrter Herr Müller');
      expect(mailText).toContain('im Kundenportal die Entfernung von 2 Google-Bewertungen beauftragt:');
      expect(mailText).toContain('1. Anna B., 1 Stern – Kein Kundenkontakt – 89,00 €');
      expect(mailText).toContain('Ihre Anmerkung: Die Person war nie bei uns.');
      expect(mailText).toContain('Gesamt (brutto): 211,82 €');
      expect(mailText).toContain(`Version 1 (SHA-256 ${sha256(defaultPortalTerms)})`);
      // A portal link of its own, put in at delivery; the stored mail holds only the marker (decision 072).
      const link = mailText.match(
        /\nAufträge im Kundenportal ansehen:\nhttp:\/\/127\.0\.0\.1:5000\/kunde\/([\w-]{43})\n/,
      )?.[1];
      expect(link, mailText).toBeDefined();
      expect(link).not.toBe(s.token);
      expect(await openPortalLink(db(), link as string)).toMatchObject({ customerId: s.customer.id });
      const [stored] = await db().select().from(emailLogs).where(eq(emailLogs.kind, 'portal_order'));
      expect(`${stored.emailContent}${stored.emailHtml}`).not.toMatch(new RegExp(`${s.token}|${link}`));
      expect(stored.emailContent).toContain('[persönlicher Link zum Kundenportal]');
      expect(mail.headers.has('list-unsubscribe')).toBe(false);
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        [`Auftrag_${proof.id}.pdf`, 'application/pdf'],
      ]);
      const text = pdfText(mail.attachments[0].content);
      for (const expected of [
        'Auftragsbestätigung',
        'Löschprofis GmbH',
        'Bäckerei Müller',
        'Max Müller hat diese Bedingungen am',
        '1. Anna B. – 1 von 5 Sternen 89,00 €',
        'Mozilla/5.0 (iPhone) Testbrowser',
        'Grund: Kein Kundenkontakt',
        'Anmerkung: Die Person war nie bei uns.',
        '2. Bernd K. – 3 von 5 Sternen',
        'Grund: Falsche Tatsachenbehauptung',
        'Nettobetrag 178,00 €',
        'zzgl. 19 % USt 33,82 €',
        'Gesamtbetrag (brutto) 211,82 €',
        'Auftragsbedingungen (Version 1)',
        `SHA-256: ${sha256(defaultPortalTerms)}`,
        '1. Gegenstand:',
      ]) {
        expect(text).toContain(expected);
      }

      // The same PDF from the portal, for this token's customer only.
      const pdf = await ctx.request('GET', body.order.pdfUrl);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdfText(pdf.rawPayload)).toContain('Max Müller hat diese Bedingungen am');
      const stranger = await addCustomer(db(), s.company.id, { name: 'Fremde GmbH' });
      const strangerToken = await issuePortalToken(db(), {
        companyId: s.company.id,
        customerId: stranger.id,
      });
      const foreign = await ctx.request('GET', `/api/portal/${strangerToken}/orders/${proof.id}.pdf`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Auftrag nicht gefunden' });
    });

    it('answers the same order sent twice (a retry, a double tap at once) with the first: nothing twice', async () => {
      const s = await setup();
      const first = await post(s.token, order([s.one.id, s.three.id]));
      expect(first.statusCode, first.body).toBe(201);
      const again = await post(s.token, order([s.three.id, s.one.id]));
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await written()).toEqual({ removals: 2, orders: 1, alerts: 1, mails: 1 });

      // Both taps at the same moment: one order, both answered with it.
      const other = await addReview(db(), s.customer, { rating: 2 });
      const [a, b] = await Promise.all([post(s.token, order([other.id])), post(s.token, order([other.id]))]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json().order.id).toBe(b.json().order.id);
      expect(await written()).toEqual({ removals: 3, orders: 2, alerts: 2, mails: 2 });
    });

    it('opens one case when two browsers order the same review at once; the other gets a clean 409', async () => {
      const s = await setup();
      const [a, b] = await Promise.all([
        post(s.token, order([s.one.id], { signerName: 'Max Müller' })),
        post(s.token, order([s.one.id, s.three.id], { signerName: 'Erika Müller' })),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json()).toEqual({
        message:
          'Mindestens eine der gewählten Bewertungen ist bereits beauftragt. Bitte laden Sie die Seite neu.',
      });
      const cases = await db().select().from(removals).where(eq(removals.reviewId, s.one.id));
      expect(cases).toHaveLength(1);
      const after = await written();
      expect(after.orders).toBe(1);
      expect(after.alerts).toBe(1);
      expect(after.mails).toBe(1);
    });

    it('refuses a forged token, another customer’s review, 4 stars, NUL, 51 items, a stale version and a case that exists, writing nothing', async () => {
      const s = await setup();
      const other = await addCustomer(db(), s.company.id, { name: 'Andere GmbH' });
      const othersReview = await addReview(db(), other, { rating: 1 });
      const refusals: [string, unknown, number, string][] = [
        [
          randomBytes(32).toString('base64url'),
          order([s.one.id]),
          404,
          'Dieser Link ist ungültig oder abgelaufen',
        ],
        [s.token, order([othersReview.id]), 400, 'gehört nicht zu Ihrem Unternehmen'],
        [s.token, order([s.one.id, 999_999]), 400, 'gehört nicht zu Ihrem Unternehmen'],
        [s.token, order([s.four.id]), 400, 'Nur Bewertungen mit 1 bis 3 Sternen'],
        [s.token, order([s.one.id], { signerName: 'Max\u0000Müller' }), 400, 'enthält ungültige Zeichen'],
        [
          s.token,
          order(Array.from({ length: 51 }, (_, i) => i + 1)),
          400,
          'Höchstens 50 Bewertungen je Auftrag',
        ],
        [s.token, order([s.one.id], { termsVersion: 'eins' }), 400, 'Ungültige Version der Bedingungen'],
      ];
      for (const [token, body, status, message] of refusals) {
        const res = await post(token, body);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toContain(message);
      }
      expect(await written()).toEqual(nothing);

      // The terms changed after the owner loaded the page: 409, nothing written.
      await db()
        .update(companies)
        .set({ portalTerms: 'Neue Bedingungen', portalTermsVersion: 2 })
        .where(eq(companies.id, s.company.id));
      const stale = await post(s.token, order([s.one.id]));
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ message: termsChangedMessage });
      expect(await written()).toEqual(nothing);

      // A review with a case already (the operator ordered it): 409, nothing more written.
      const fresh = await post(s.token, order([s.three.id], { termsVersion: 2 }));
      expect(fresh.statusCode, fresh.body).toBe(201);
      const before = await written();
      const twice = await post(
        s.token,
        order([s.one.id, s.three.id], { termsVersion: 2, signerName: 'Erika Müller' }),
      );
      expect(twice.statusCode).toBe(409);
      expect(await written()).toEqual(before);
      const [proof] = await db().select().from(portalOrders);
      expect(proof).toMatchObject({
        termsVersion: 2,
        termsText: 'Neue Bedingungen',
        termsHash: sha256('Neue Bedingungen'),
      });
    });

    it('counts the terms version up when the settings change the text; the default text is stored as none', async () => {
      const s = await setup();
      const { cookie } = await ctx.signIn('manager');
      const put = (portalTerms: string) =>
        ctx.request('PUT', `/api/companies/${s.company.id}`, cookie, { name: s.company.name, portalTerms });
      const first = await put('Unsere Bedingungen, Fassung A');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        portalTerms: 'Unsere Bedingungen, Fassung A',
        portalTermsVersion: 2,
      });
      expect((await put('Unsere Bedingungen, Fassung A')).json()).toMatchObject({ portalTermsVersion: 2 });
      expect((await put(defaultPortalTerms)).json()).toMatchObject({
        portalTerms: null,
        portalTermsVersion: 3,
      });
      expect((await put('')).json()).toMatchObject({ portalTerms: null, portalTermsVersion: 3 });
      const tooLong = await put('x'.repeat(10_001));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe('Auftragsbedingungen darf höchstens 10000 Zeichen haben');
    });
  },
  // The minute tick delivers mails only where workers run.
  { config: () => ({ scanWorkers: true }) },
);
