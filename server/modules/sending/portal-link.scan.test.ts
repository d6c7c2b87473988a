// The portal link in the mails (issue 36 point 1, docs/decisions/072): a real scan's offer in the
// SMTP sink carries a link that opens the customer's portal; the e-mail log keeps only the marker;
// every mail gets a link of its own, so an older mail's link keeps working.
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { beforeEach, expect, it } from 'vitest';
import * as fx from '../../../tests/support/scan-fixture';
import { emailLogs, portalLinks } from '../../db/schema';
import { PORTAL_LINK_MARKER } from '../../mail/portal-link';
import { openPortalLink } from '../portal/portal-links';
import { queueMail } from './sending.queries';

const linkPattern = /https?:\/\/\S+\/kunde\/([A-Za-z0-9_-]{43})/;

/** The token of the one portal link in a received mail's text, and that the HTML's button has it too. */
async function linkOf(raw: string) {
  const mail = await simpleParser(raw);
  const token = (mail.text ?? '').match(linkPattern)?.[1];
  if (!token) throw new Error(`no portal link in:\n${mail.text}`);
  if (mail.html) expect(mail.html).toContain(`/kunde/${token}"`);
  return { mail, token };
}

fx.describeScanApi('the portal link in every mail', (ctx, services) => {
  const db = () => ctx.database.db;
  beforeEach(() => services.clear());

  it("the offer's button opens the customer's portal; the stored log holds the marker, never the token", async () => {
    const companyId = await fx.scanCompany(ctx, services);
    const customerId = await fx.insertCustomer(db(), companyId, {
      name: 'Bäckerei Müller',
      email: 'inhaber@baeckerei-mueller.de',
      googleMapsLink: fx.placeLink('Mueller'),
    });
    services.fake.scenarios.set(fx.placeLink('Mueller'), { items: fx.reviews('mueller', [[1, 5]]) });
    const { cookie } = await ctx.signIn('manager');
    await fx.runManualScan(ctx, companyId, cookie);

    expect(services.sink.messages).toHaveLength(1);
    const { mail, token } = await linkOf(services.sink.messages[0].raw);
    // Text part: the label, then the address on a line of its own.
    expect(mail.text).toMatch(/\nBewertung ansehen und Löschung beauftragen:\nhttps?:\/\/\S+\/kunde\/\S+\n/);
    // HTML part: a link styled as a button inside a coloured table cell.
    expect(String(mail.html)).toMatch(
      /<td[^>]*bgcolor="#1d4ed8"[^>]*>\s*<a href="[^"]+\/kunde\/[^"]+"[^>]*>Bewertung ansehen und Löschung beauftragen<\/a>/,
    );
    expect(await openPortalLink(db(), token)).toMatchObject({ companyId, customerId });

    const [log] = await db().select().from(emailLogs).where(eq(emailLogs.customerId, customerId));
    expect(log.status).toBe('sent');
    for (const stored of [log.emailContent, log.emailHtml ?? '']) {
      expect(stored).toContain(PORTAL_LINK_MARKER);
      expect(stored).not.toContain(token);
      expect(stored).not.toContain('/kunde/');
    }
    const links = await db().select().from(portalLinks).where(eq(portalLinks.customerId, customerId));
    expect(links).toMatchObject([{ emailLogId: log.id, companyId }]);
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it("two mails carry two different links that both open the customer's portal; a mail without the marker issues none", async () => {
    const companyId = await fx.scanCompany(ctx, services);
    const customerId = await fx.insertCustomer(db(), companyId, {
      name: 'Café Sonne',
      email: 'cafe@sonne.de',
    });
    const other = await fx.insertCustomer(db(), companyId, { name: 'Salon Luna', email: 'salon@luna.de' });
    const now = new Date();
    const queue = (id: number, text: string) =>
      queueMail(db(), {
        customerId: id,
        companyId,
        kind: 'review',
        emailSubject: 'Ihre Unterlagen',
        emailContent: text,
        recipient: id === customerId ? 'cafe@sonne.de' : 'salon@luna.de',
        status: 'pending',
        nextAttemptAt: now,
      });
    // Waiting mails of the offer's kind, as the tick's delivery finds them.
    const first = await queue(customerId, `Hallo,\n\nIhr Portal:\n${PORTAL_LINK_MARKER}`);
    const second = await queue(customerId, `Noch einmal:\n${PORTAL_LINK_MARKER}`);
    const plain = await queue(other, 'Ohne Link.');
    await ctx.app.jobs.tick(now);

    const received = services.sink.messages.filter((m) => m.to.includes('cafe@sonne.de'));
    expect(received).toHaveLength(2);
    const [a, b] = await Promise.all(received.map((m) => linkOf(m.raw)));
    expect(a.token).not.toBe(b.token);
    for (const { token } of [a, b]) {
      expect(await openPortalLink(db(), token)).toMatchObject({ companyId, customerId });
    }
    const links = await db().select().from(portalLinks);
    expect(links.map((l) => l.emailLogId).sort()).toEqual([first, second].sort());
    expect(links.every((l) => l.customerId === customerId)).toBe(true);
    const [plainLog] = await db().select().from(emailLogs).where(eq(emailLogs.id, plain));
    expect(plainLog.status).toBe('sent');
  });
});
