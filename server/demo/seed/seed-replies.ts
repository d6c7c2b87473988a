// The demo's replies and bounce (issue 24, docs/decisions/047-replies-over-imap.md): two customers
// of the first company answered their offer, one address bounced, stored as the mailbox reader
// stores them (with 'Antwort erhalten', the bounce mark and the alerts). IMAP stays off in the demo.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, emailLogs } from '../../db/schema';
import { storeReceived } from '../../modules/replies/replies.queries';

const MINUTE = 60_000;

export async function seedReplies(db: Db, companyId: number, now = new Date()) {
  const people = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.companyId, companyId))
    .orderBy(asc(customers.id))
    .offset(8)
    .limit(3);
  if (people.length < 3) return;
  const offers = await db
    .select({ id: emailLogs.id, customerId: emailLogs.customerId, subject: emailLogs.emailSubject })
    .from(emailLogs)
    .where(
      and(
        inArray(
          emailLogs.customerId,
          people.map((p) => p.id),
        ),
        eq(emailLogs.status, 'sent'),
      ),
    )
    .orderBy(desc(emailLogs.createdAt));
  const offerOf = (customerId: number) => offers.find((o) => o.customerId === customerId);
  const [first, second, bounced] = people;
  const at = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
  const replyTo = (c: typeof first) => offerOf(c.id);

  await storeReceived(db, {
    companyId,
    customerId: first.id,
    emailLogId: replyTo(first)?.id ?? null,
    kind: 'reply',
    messageId: `<demo-reply-1-${first.id}@demo.invalid>`,
    fromAddress: first.email.toLowerCase(),
    fromName: first.name,
    subject: `Re: ${replyTo(first)?.subject ?? 'Ihr Angebot'}`,
    bodyText:
      'Guten Tag,\n\nvielen Dank für Ihre Nachricht. Die Bewertung ärgert uns schon länger. Können Sie mich morgen Vormittag anrufen?\n\nMit freundlichen Grüßen',
    receivedAt: at(45),
  });
  await storeReceived(db, {
    companyId,
    customerId: second.id,
    emailLogId: replyTo(second)?.id ?? null,
    kind: 'reply',
    messageId: `<demo-reply-2-${second.id}@demo.invalid>`,
    fromAddress: second.email.toLowerCase(),
    fromName: second.name,
    subject: `Re: ${replyTo(second)?.subject ?? 'Ihr Angebot'}`,
    bodyText: 'Hallo,\n\nwas kostet die Entfernung genau, wenn es zwei Bewertungen sind?\n\nDanke',
    receivedAt: at(26 * 60),
  });
  const address = bounced.email.toLowerCase();
  await storeReceived(db, {
    companyId,
    customerId: bounced.id,
    emailLogId: replyTo(bounced)?.id ?? null,
    kind: 'bounce',
    messageId: `<demo-dsn-${bounced.id}@mx.google.com>`,
    fromAddress: 'mailer-daemon@googlemail.com',
    fromName: 'Mail Delivery Subsystem',
    subject: 'Delivery Status Notification (Failure)',
    bodyText: `** Address not found **\n\nYour message wasn't delivered to ${address} because the address couldn't be found, or is unable to receive mail.`,
    receivedAt: at(3 * 60),
    bounce: {
      recipient: address,
      reason: `Status 5.1.1: 550 5.1.1 <${address}>: Recipient address rejected: User unknown`,
    },
  });
}
