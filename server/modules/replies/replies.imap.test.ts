// The mailbox reader against a real IMAP server (dovecot, tests/support/imap-server.ts): a reply to
// an offer, a reply known only by its sender, a bounce, a message that is not ours; reading twice
// and two readers at once; a new UIDVALIDITY; a wrong password (issue 24).
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import {
  composeBounce,
  composeMail,
  imapServerForFile,
  itWithImap,
} from '../../../tests/support/imap-server';
import { addCustomer, addEmailLog } from '../../../tests/support/seed';
import { alerts, companies, customers, emailLogs, emailReplies, mailboxStates } from '../../db/schema';
import { type SmtpSink, startSmtpSink } from '../../demo/smtp-sink';
import { negativeReviewMail } from '../../mail/negative-review-mail';
import { bouncedMessage } from '../sending/delivery';
import { readMailbox } from './mailbox-reader';
import { stoppedByReplyMessage } from './replies.queries';

const imap = imapServerForFile();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink({ user: 'vertrieb@reputation-nord.de', password: 'imap-app-passwort-123' });
});
afterAll(async () => {
  await sink?.close();
});

const MINUTE = 60_000;
const OFFER_ID = '<scan-7-1.a1b2c3@reputation-nord.de>';

describeApi(
  'replies over IMAP',
  (ctx) => {
    const db = () => ctx.database.db;
    let logLines: string[] = [];
    const reader = () => ({
      db: db(),
      config: ctx.app.ctx.config,
      secrets: ctx.app.ctx.secrets,
      log: pino(
        { level: 'trace' },
        new Writable({
          write(chunk, _enc, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      ),
    });

    beforeEach(async () => {
      logLines = [];
      sink.messages.length = 0;
      if (imap.server) await imap.server.renewUidValidity();
    });

    async function setUp(password = imap.server.password) {
      const [company] = await db()
        .insert(companies)
        .values({
          name: 'Reputationsschutz Nord GmbH',
          website: 'https://reputation-nord.de',
          gmailEmail: imap.server.user,
          gmailPasswordSealed: ctx.app.ctx.secrets.seal(password),
          smtpHost: sink.host,
          smtpPort: sink.port,
          mailPauseSeconds: 0,
          imapEnabled: true,
          imapHost: imap.server.host,
          imapPort: imap.server.port,
        })
        .returning();
      const mueller = await addCustomer(db(), company.id, {
        name: 'Bäckerei Müller',
        email: 'Inhaber@Mueller.de',
      });
      const schulz = await addCustomer(db(), company.id, {
        name: 'Friseur Schulz',
        email: 'salon@schulz.de',
      });
      const weber = await addCustomer(db(), company.id, {
        name: 'Autohaus Weber',
        email: 'info@weber-autos.de',
      });
      const offer = await addEmailLog(db(), mueller, {
        messageId: OFFER_ID,
        recipient: 'Inhaber@Mueller.de',
        emailSubject: 'Ihre Google-Bewertung – Angebot zur Entfernung',
        sentAt: new Date(Date.now() - 60 * MINUTE),
      });
      const weberOffer = await addEmailLog(db(), weber, {
        messageId: '<scan-7-3.d4e5f6@reputation-nord.de>',
        recipient: 'info@weber-autos.de',
        sentAt: new Date(Date.now() - 50 * MINUTE),
      });
      return { company, mueller, schulz, weber, offer, weberOffer };
    }

    const reply = (o: { from: string; inReplyTo?: string; subject?: string; text: string }) =>
      composeMail({
        from: o.from,
        to: imap.server.user,
        subject: o.subject ?? 'Re: Ihre Google-Bewertung – Angebot zur Entfernung',
        inReplyTo: o.inReplyTo,
        references: o.inReplyTo ? [o.inReplyTo] : undefined,
        text: o.text,
      });

    /** The bounce of the offer mailed to Weber's address. */
    const weberBounce = () =>
      composeBounce({
        to: imap.server.user,
        recipient: 'info@weber-autos.de',
        originalMessageId: '<scan-7-3.d4e5f6@reputation-nord.de>',
        originalSubject: 'Ihre Google-Bewertung',
      });

    const rows = (companyId: number) =>
      db().select().from(emailReplies).where(eq(emailReplies.companyId, companyId)).orderBy(emailReplies.id);

    itWithImap('keeps a reply, a reply by address and a bounce; leaves other mail alone', async () => {
      const { company, mueller, schulz, weber, offer, weberOffer } = await setUp();
      // Müller's next offer waits (not handed to SMTP); one already handed over stays as it is.
      const waiting = await addEmailLog(db(), mueller, {
        status: 'pending',
        nextAttemptAt: new Date(Date.now() + 60 * MINUTE),
      });
      const handedOver = await addEmailLog(db(), mueller, {
        status: 'pending',
        sendingStartedAt: new Date(),
      });
      const invoiceMail = await addEmailLog(db(), mueller, {
        status: 'pending',
        kind: 'invoice',
        nextAttemptAt: new Date(Date.now() + 60 * MINUTE),
      });

      await imap.server.append(
        await reply({
          from: '"Hans Müller" <hans.privat@gmx.de>',
          inReplyTo: OFFER_ID,
          text: 'Guten Tag,\r\nja, bitte rufen Sie mich morgen an.\r\n\r\nH. Müller',
        }),
      );
      await imap.server.append(
        await reply({
          from: 'Salon Schulz <SALON@schulz.de>',
          subject: 'Frage zu Ihrem Angebot',
          text: 'Was kostet das?',
        }),
      );
      await imap.server.append(await weberBounce());
      await imap.server.append(
        await composeMail({
          from: 'newsletter@shop.example',
          to: imap.server.user,
          subject: 'Unsere Angebote der Woche',
          text: 'Rabatt!',
          inReplyTo: '<somebody-else@shop.example>',
        }),
      );
      await imap.server.append(
        await composeBounce({
          to: imap.server.user,
          recipient: 'fremd@example.org',
          originalMessageId: '<private-1@gmail.com>',
          originalSubject: 'Privat',
        }),
      );

      const result = await readMailbox(reader(), company.id, new Date());
      expect(result).toMatchObject({ status: 'read', stored: 3 });

      const stored = await rows(company.id);
      expect(stored.map((r) => [r.kind, r.customerId, r.emailLogId])).toEqual([
        ['reply', mueller.id, offer.id],
        ['reply', schulz.id, null],
        ['bounce', weber.id, weberOffer.id],
      ]);
      expect(stored[0]).toMatchObject({
        fromAddress: 'hans.privat@gmx.de',
        fromName: 'Hans Müller',
        subject: 'Re: Ihre Google-Bewertung – Angebot zur Entfernung',
        bodyText: 'Guten Tag,\nja, bitte rufen Sie mich morgen an.\n\nH. Müller',
        seenAt: null,
      });
      expect(stored[1].fromAddress).toBe('salon@schulz.de');

      const customerRows = await db().select().from(customers).where(eq(customers.companyId, company.id));
      const byId = new Map(customerRows.map((c) => [c.id, c]));
      expect(byId.get(mueller.id)?.repliedAt).toBeInstanceOf(Date);
      expect(byId.get(schulz.id)?.repliedAt).toBeInstanceOf(Date);
      expect(byId.get(weber.id)?.repliedAt).toBeNull();
      expect(byId.get(weber.id)?.emailBouncedAt).toBeInstanceOf(Date);
      expect(byId.get(weber.id)?.emailBounceReason).toMatch(/^Status 5\.1\.1: 550 5\.1\.1 .*User unknown/);
      expect(byId.get(mueller.id)?.emailBouncedAt).toBeNull();

      const logs = new Map((await db().select().from(emailLogs)).map((l) => [l.id, l]));
      expect(logs.get(waiting.id)).toMatchObject({ status: 'failed', errorMessage: stoppedByReplyMessage });
      expect(logs.get(handedOver.id)?.status).toBe('pending');
      expect(logs.get(invoiceMail.id)?.status).toBe('pending');

      const raised = await db()
        .select()
        .from(alerts)
        .where(eq(alerts.companyId, company.id))
        .orderBy(alerts.id);
      expect(raised.map((a) => [a.kind, a.customerId])).toEqual([
        ['reply', mueller.id],
        ['reply', schulz.id],
        ['email_bounced', weber.id],
      ]);
      expect(raised[0].message).toBe(
        'Antwort von Bäckerei Müller: „Re: Ihre Google-Bewertung – Angebot zur Entfernung“',
      );
      expect(raised[2].message).toMatch(
        /^E-Mail an Autohaus Weber unzustellbar \(info@weber-autos\.de\): Status 5\.1\.1/,
      );

      const [state] = await db().select().from(mailboxStates).where(eq(mailboxStates.companyId, company.id));
      expect(state.error).toBeNull();
      expect(state.lastUid).toBe(5);
      expect(state.uidValidity).toBe(await imap.server.uidValidity());
    });

    // Decision 054: whatever 'E-Mail für Rückfragen' says, the offer's Reply-To is a mailbox the
    // app reads, so the customer's 'Antworten' is seen; the contact address stands in the text.
    for (const contactEmail of [null, 'rueckfragen@reputation-nord.de']) {
      itWithImap(
        `a reply by 'Antworten' arrives, sets 'Antwort erhalten' and stops waiting offers (E-Mail für Rückfragen: ${contactEmail ?? 'leer'})`,
        async () => {
          const { company, mueller } = await setUp();
          const [withContact] = await db()
            .update(companies)
            .set({ contactEmail, contactName: 'Anna Schulz' })
            .where(eq(companies.id, company.id))
            .returning();
          const mail = negativeReviewMail({
            company: withContact,
            customer: mueller,
            pricePerReview: '89.00',
            reviews: [{ username: 'Kunde', rating: 1, text: 'Schlecht.', reviewDate: new Date() }],
            unsubscribeUrl: 'http://127.0.0.1:5000/abmelden/x',
          });
          const offer = await addEmailLog(db(), mueller, {
            status: 'pending',
            recipient: 'Inhaber@Mueller.de',
            emailSubject: mail.subject,
            emailContent: mail.text,
            emailHtml: mail.html,
            nextAttemptAt: new Date(Date.now() - MINUTE),
          });
          const waiting = await addEmailLog(db(), mueller, {
            status: 'pending',
            recipient: 'Inhaber@Mueller.de',
            nextAttemptAt: new Date(Date.now() + 60 * MINUTE),
          });
          await ctx.app.jobs.tick(new Date());
          expect(sink.messages).toHaveLength(1);
          const sent = sink.messages[0];
          expect(sent.text).toContain(`E-Mail: ${contactEmail ?? imap.server.user}`);

          // The customer presses 'Antworten': the reply goes to the Reply-To (else From) of the offer.
          // The only mailbox in this world is the one the app reads; any other address is lost.
          const answerTo = (sent.headers.get('reply-to') ?? sent.headers.get('from') ?? '').replace(
            /^.*<([^>]+)>.*$/,
            '$1',
          );
          const mailboxes = new Map([[imap.server.user.toLowerCase(), imap.server]]);
          const mailbox = mailboxes.get(answerTo.toLowerCase());
          expect(mailbox, `'Antworten' goes to ${answerTo}, a mailbox the app does not read`).toBeDefined();
          await mailbox?.append(
            await composeMail({
              from: 'Inhaber@Mueller.de',
              to: answerTo,
              subject: `Re: ${sent.subject}`,
              inReplyTo: sent.headers.get('message-id'),
              references: [sent.headers.get('message-id') ?? ''],
              text: 'Ja, bitte entfernen Sie die Bewertung.',
            }),
          );

          // The tick read the empty mailbox already: the next read is due after the interval.
          const read = await readMailbox(reader(), company.id, new Date(Date.now() + 6 * MINUTE));
          expect(read).toMatchObject({ status: 'read', stored: 1 });
          const [stored] = await rows(company.id);
          expect(stored).toMatchObject({ kind: 'reply', customerId: mueller.id, emailLogId: offer.id });
          const [customer] = await db().select().from(customers).where(eq(customers.id, mueller.id));
          expect(customer.repliedAt).toBeInstanceOf(Date);
          const [stopped] = await db().select().from(emailLogs).where(eq(emailLogs.id, waiting.id));
          expect(stopped).toMatchObject({ status: 'failed', errorMessage: stoppedByReplyMessage });
          const { cookie } = await ctx.signIn('manager');
          const inbox = await ctx.getList(`/api/replies?companyId=${company.id}`, cookie, { expectOk: true });
          expect(inbox.total).toBe(1);
        },
      );
    }

    itWithImap('never mails a bounced address again, until the address is changed', async () => {
      const { company, weber } = await setUp();
      await imap.server.append(await weberBounce());
      expect(await readMailbox(reader(), company.id, new Date())).toMatchObject({
        status: 'read',
        stored: 1,
      });

      // A new offer waiting for the tick's delivery through the real SMTP server (the sink).
      const offer = await addEmailLog(db(), weber, {
        status: 'pending',
        recipient: 'info@weber-autos.de',
        nextAttemptAt: new Date(Date.now() - MINUTE),
      });
      await ctx.app.jobs.tick(new Date());
      const [refused] = await db().select().from(emailLogs).where(eq(emailLogs.id, offer.id));
      expect(refused).toMatchObject({ status: 'failed', errorMessage: bouncedMessage });
      expect(sink.messages).toHaveLength(0);

      // The operator corrects the address: the bounce is forgotten, the next offer goes out.
      const { cookie } = await ctx.signIn('manager');
      const res = await ctx.request('PUT', `/api/customers/${weber.id}`, cookie, {
        name: 'Autohaus Weber',
        email: 'verkauf@weber-autos.de',
        googleMapsLink: 'https://www.google.com/maps/place/Weber/@52.52,13.40,17z',
        pricePerReview: '89.00',
      });
      expect(res.statusCode, res.body).toBe(200);
      const [after] = await db().select().from(customers).where(eq(customers.id, weber.id));
      expect(after.emailBouncedAt).toBeNull();
      expect(after.emailBounceReason).toBeNull();
      const next = await addEmailLog(db(), weber, {
        status: 'pending',
        recipient: 'verkauf@weber-autos.de',
        nextAttemptAt: new Date(Date.now() - MINUTE),
      });
      await ctx.app.jobs.tick(new Date(Date.now() + 2 * MINUTE));
      const [sent] = await db().select().from(emailLogs).where(eq(emailLogs.id, next.id));
      expect(sent.status).toBe('sent');
      expect(sink.messages).toHaveLength(1);
    });

    itWithImap('stores a message once: read again, two readers at once, a new UIDVALIDITY', async () => {
      const { company } = await setUp();
      await imap.server.append(await reply({ from: 'inhaber@mueller.de', inReplyTo: OFFER_ID, text: 'Ja.' }));
      const t0 = new Date();
      // Two readers at the same moment (two instances): one reads, the other finds the mailbox taken.
      const both = await Promise.all([
        readMailbox(reader(), company.id, t0),
        readMailbox(reader(), company.id, t0),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual(['read', 'skipped']);
      expect(await rows(company.id)).toHaveLength(1);

      // Not due before the interval; then only new UIDs are read.
      expect(await readMailbox(reader(), company.id, new Date(t0.getTime() + MINUTE))).toEqual({
        status: 'skipped',
      });
      const t1 = new Date(t0.getTime() + 6 * MINUTE);
      expect(await readMailbox(reader(), company.id, t1)).toMatchObject({
        status: 'read',
        stored: 0,
        lastUid: 1,
      });

      // The same messages again (a re-read from the start) are not stored twice.
      await db().update(mailboxStates).set({ uidValidity: null, lastUid: 0 });
      expect(await readMailbox(reader(), company.id, new Date(t1.getTime() + 6 * MINUTE))).toMatchObject({
        stored: 0,
      });

      // The server gives the INBOX a new UIDVALIDITY (a restore): UIDs count from 1 again.
      const before = await imap.server.uidValidity();
      const first = await composeMail({
        from: 'inhaber@mueller.de',
        to: imap.server.user,
        subject: 'Re: Angebot',
        inReplyTo: OFFER_ID,
        text: 'Noch eine Frage.',
      });
      await imap.server.append(first);
      await imap.server.renewUidValidity();
      expect(await imap.server.uidValidity()).not.toBe(before);
      await imap.server.append(first);
      await imap.server.append(await reply({ from: 'salon@schulz.de', text: 'Bitte melden Sie sich.' }));
      const t2 = new Date(t1.getTime() + 12 * MINUTE);
      expect(await readMailbox(reader(), company.id, t2)).toMatchObject({
        status: 'read',
        stored: 2,
        lastUid: 2,
      });
      const stored = await rows(company.id);
      expect(stored.map((r) => r.bodyText)).toEqual(['Ja.', 'Noch eine Frage.', 'Bitte melden Sie sich.']);
      const [state] = await db().select().from(mailboxStates);
      expect(state.uidValidity).toBe(await imap.server.uidValidity());
    });

    itWithImap('stores a wrong password as a German error, without the secret, and goes on', async () => {
      const { company } = await setUp('falsches-passwort-987');
      await imap.server.append(await reply({ from: 'inhaber@mueller.de', inReplyTo: OFFER_ID, text: 'Ja.' }));
      const message =
        'Anmeldung am IMAP-Server fehlgeschlagen: Gmail-Adresse oder App-Passwort falsch, oder IMAP ist im Gmail-Konto nicht eingeschaltet.';
      expect(await readMailbox(reader(), company.id, new Date())).toEqual({ status: 'error', message });
      expect(await rows(company.id)).toHaveLength(0);
      expect(logLines.join('\n')).toMatch(/mailbox read failed/);
      expect(logLines.join('\n')).not.toContain('falsches-passwort-987');

      const { cookie } = await ctx.signIn('manager');
      const settings = await ctx.request('GET', `/api/imap-settings/${company.id}`, cookie);
      expect(settings.json()).toMatchObject({ imapEnabled: true, hasMailAccount: true, error: message });
      expect(settings.body).not.toContain('falsches-passwort-987');
      const test = await ctx.request('POST', `/api/test-imap/${company.id}`, cookie);
      expect(test.statusCode).toBe(400);
      expect(test.json().message).toBe(message);

      // The tick reads every due mailbox and survives this one.
      await db()
        .update(companies)
        .set({ gmailPasswordSealed: ctx.app.ctx.secrets.seal(imap.server.password) })
        .where(eq(companies.id, company.id));
      await ctx.app.jobs.tick(new Date(Date.now() + 6 * MINUTE));
      expect(await rows(company.id)).toHaveLength(1);
      const [state] = await db().select().from(mailboxStates);
      expect(state.error).toBeNull();
      const ok = await ctx.request('POST', `/api/test-imap/${company.id}`, cookie);
      expect(ok.json()).toEqual({ message: 'Verbindung erfolgreich: Posteingang mit 1 Nachricht.' });
    });
  },
  { config: () => ({ scanWorkers: true }) },
);
