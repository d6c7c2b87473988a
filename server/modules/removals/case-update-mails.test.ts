// The case-update mails (issue 36 point 4, docs/decisions/072) as the owner receives them: the
// minute tick on a fake clock writes them from 17:00 Berlin time and the paced sender delivers
// them into the SMTP sink, at most one a customer and day, the day's changes collected.
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addReview } from '../../../tests/support/seed';
import { companies, customers, emailLogs } from '../../db/schema';
import { type SmtpSink, startSmtpSink } from '../../demo/smtp-sink';
import { PORTAL_LINK_MARKER } from '../../mail/portal-link';
import { openPortalLink } from '../portal/portal-links';
import { moveTo, operator, order, seedShop } from './removals.fixture';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

/** Berlin is UTC+1 in January: 17:00 Berlin is 16:00 UTC. */
const at = (iso: string) => new Date(`${iso}Z`);

describeApi(
  'case-update mails',
  (ctx) => {
    const db = () => ctx.database.db;
    beforeEach(() => {
      sink.messages.length = 0;
    });

    /** A shop whose company sends through the sink, with two ordered cases of 12 January 2027. */
    async function shopWithCases(values: Partial<typeof companies.$inferInsert> = {}) {
      const { company, customer, review } = await seedShop(db());
      await db()
        .update(companies)
        .set({
          gmailEmail: sink.user,
          gmailPasswordSealed: ctx.app.ctx.secrets.seal(sink.password),
          smtpHost: sink.host,
          smtpPort: sink.port,
          mailPauseSeconds: 0,
          ...values,
        })
        .where(eq(companies.id, company.id));
      const user = await operator(db());
      const first = await review({ username: 'Jana Weber', rating: 1 });
      const second = await addReview(db(), customer, { username: 'Tom Krause', rating: 3 });
      const cases = [];
      for (const r of [first, second]) cases.push(await order(db(), user, r.id, at('2027-01-12T08:00:00')));
      return { company, customer, cases, review };
    }

    const caseUpdateLogs = (customerId: number) =>
      db().select().from(emailLogs).where(eq(emailLogs.customerId, customerId)).orderBy(emailLogs.id);

    it("collects one day's two changes into one mail from 17:00, with a working portal link, and sends no second that day", async () => {
      const { company, customer, cases } = await shopWithCases();
      // Not advertising: a customer who objected to the offers still hears about their orders.
      await db().update(customers).set({ optedOutAt: new Date() }).where(eq(customers.id, customer.id));
      await moveTo(db(), cases[0].id, 'filed', at('2027-01-12T09:30:00'));
      await moveTo(db(), cases[1].id, 'refused', at('2027-01-12T13:15:00'));

      await ctx.app.jobs.tick(at('2027-01-12T15:59:00')); // 16:59 Berlin: the day is still collecting
      expect(sink.messages).toHaveLength(0);
      await ctx.app.jobs.tick(at('2027-01-12T16:00:00'));
      expect(sink.messages).toHaveLength(1);

      const mail = await simpleParser(sink.messages[0].raw);
      expect(sink.messages[0].to).toEqual(['info@mueller.de']);
      expect(mail.subject).toBe('Neuigkeiten zu Ihren Löschaufträgen bei Testfirma');
      expect(mail.headers.has('list-unsubscribe')).toBe(false);
      const text = mail.text ?? '';
      expect(text).toContain('es gibt Neuigkeiten zu Ihren Löschaufträgen:');
      expect(text).toContain(
        '• 12.01.2027: Wir haben die Bewertung von Jana Weber (1 Stern) bei Google zur Entfernung gemeldet.',
      );
      expect(text).toContain(
        '• 12.01.2027: Google hat es abgelehnt, die Bewertung von Tom Krause (3 Sterne) zu entfernen.',
      );
      const token = text.match(
        /\nLöschaufträge im Kundenportal ansehen:\nhttps?:\/\/\S+\/kunde\/([\w-]{43})\n/,
      )?.[1];
      expect(token, text).toBeDefined();
      expect(await openPortalLink(db(), token as string)).toMatchObject({
        companyId: company.id,
        customerId: customer.id,
      });
      const [log] = await caseUpdateLogs(customer.id);
      expect(log).toMatchObject({ kind: 'case_update', status: 'sent', recipient: 'info@mueller.de' });
      expect(log.emailContent).toContain(PORTAL_LINK_MARKER);
      expect(log.emailContent).not.toContain(token);

      // A change after the day's mail waits for the next day, and only it is reported then.
      await moveTo(db(), cases[0].id, 'removed', at('2027-01-12T16:30:00'));
      await ctx.app.jobs.tick(at('2027-01-12T16:31:00'));
      await ctx.app.jobs.tick(at('2027-01-12T18:59:00'));
      expect(sink.messages).toHaveLength(1);
      await ctx.app.jobs.tick(at('2027-01-13T16:05:00'));
      expect(sink.messages).toHaveLength(2);
      const next = (await simpleParser(sink.messages[1].raw)).text ?? '';
      expect(next).toContain('es gibt Neuigkeiten zu einem Ihrer Löschaufträge:');
      expect(next).toContain('• 12.01.2027: Die Bewertung von Jana Weber (1 Stern) wurde entfernt');
      expect(next).not.toContain('Tom Krause');
      expect(await caseUpdateLogs(customer.id)).toHaveLength(2);
    });

    it("sends none while the company's switch is off, and none for news that is no filing, removal or refusal", async () => {
      const off = await shopWithCases({ caseUpdateMails: false });
      await moveTo(db(), off.cases[0].id, 'filed', at('2027-01-12T09:30:00'));
      await moveTo(db(), off.cases[1].id, 'removed', at('2027-01-12T10:30:00'));
      await ctx.app.jobs.tick(at('2027-01-12T16:10:00'));
      expect(sink.messages).toHaveLength(0);
      expect(await caseUpdateLogs(off.customer.id)).toHaveLength(0);

      // Turned on, the same day's news goes out; an order alone ('Beauftragt') is no news.
      await db().update(companies).set({ caseUpdateMails: true }).where(eq(companies.id, off.company.id));
      await ctx.app.jobs.tick(at('2027-01-12T16:20:00'));
      expect(sink.messages).toHaveLength(1);
    });

    it('in test mode the mail goes to the operator, and outside 17:00 to 20:00 none is written', async () => {
      const { customer, cases } = await shopWithCases({
        testMode: true,
        testRecipient: 'chef@loeschprofis.de',
      });
      await moveTo(db(), cases[0].id, 'filed', at('2027-01-12T09:30:00'));
      await ctx.app.jobs.tick(at('2027-01-12T19:00:00')); // 20:00 Berlin
      await ctx.app.jobs.tick(at('2027-01-13T07:00:00')); // 8:00 Berlin, next day
      expect(sink.messages).toHaveLength(0);
      await ctx.app.jobs.tick(at('2027-01-13T16:00:00'));
      expect(sink.messages[0].to).toEqual(['chef@loeschprofis.de']);
      const mail = await simpleParser(sink.messages[0].raw);
      expect(mail.subject).toBe('[TEST] Neuigkeiten zu Ihren Löschaufträgen bei Testfirma');
      expect(mail.text).toMatch(/^Testmodus: Diese E-Mail wäre an info@mueller\.de gegangen/);
      expect(mail.text).toMatch(/\/kunde\/[\w-]{43}\n/);
      expect(await caseUpdateLogs(customer.id)).toMatchObject([{ isTest: true, status: 'sent' }]);
    });
  },
  { config: () => ({ scanWorkers: true }) },
);
