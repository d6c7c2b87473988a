import type { Db } from '../../server/db/client';
import { companies, customers, emailLogs, emailReplies } from '../../server/db/schema';

export const REPLIES_COMPANY = 'Antworten-Test GmbH';
/** Answered our offer (In-Reply-To): 'Antwort erhalten', the thread in the drawer. */
export const REPLY_CUSTOMER = 'Bäckerei Antwort';
/** A bounce: 'E-Mail unzustellbar'. */
export const BOUNCE_CUSTOMER = 'Autohaus Rückläufer';
export const REPLY_SUBJECT = 'Re: Ihre Google-Bewertung – Angebot zur Entfernung';
export const REPLY_TEXT = 'Guten Tag,\nja, bitte rufen Sie mich morgen an.\n<b>Kein HTML</b>\n\nHans Müller';

const MINUTE = 60_000;

/**
 * A company whose mailbox was read (IMAP off: nothing is read in the browser tests): a reply to
 * an offer, a second one already read, and a bounce, written as the reader stores them.
 */
export async function seedReplies(db: Db) {
  const now = Date.now();
  const [company] = await db
    .insert(companies)
    .values({ name: REPLIES_COMPANY, gmailEmail: 'vertrieb@antworten-test.de' })
    .returning({ id: companies.id });
  const [answered, bounced] = await db
    .insert(customers)
    .values([
      {
        companyId: company.id,
        name: REPLY_CUSTOMER,
        email: 'inhaber@baeckerei-antwort.de',
        repliedAt: new Date(now - 30 * MINUTE),
      },
      {
        companyId: company.id,
        name: BOUNCE_CUSTOMER,
        email: 'info@autohaus-rueck.de',
        emailBouncedAt: new Date(now - 10 * MINUTE),
        emailBounceReason: 'Status 5.1.1: 550 5.1.1 User unknown',
      },
    ])
    .returning({ id: customers.id });
  const [offer, bouncedOffer] = await db
    .insert(emailLogs)
    .values([
      {
        companyId: company.id,
        customerId: answered.id,
        emailSubject: 'Ihre Google-Bewertung – Angebot zur Entfernung',
        emailContent: 'Sehr geehrter Herr Müller,\n\nauf Google haben wir eine neue Bewertung gefunden.',
        status: 'sent' as const,
        recipient: 'inhaber@baeckerei-antwort.de',
        messageId: '<e2e-offer-1@antworten-test.de>',
        sentAt: new Date(now - 120 * MINUTE),
        createdAt: new Date(now - 120 * MINUTE),
      },
      {
        companyId: company.id,
        customerId: bounced.id,
        emailSubject: 'Ihre Google-Bewertung',
        emailContent: 'Sehr geehrte Damen und Herren',
        status: 'sent' as const,
        recipient: 'info@autohaus-rueck.de',
        messageId: '<e2e-offer-2@antworten-test.de>',
        sentAt: new Date(now - 60 * MINUTE),
        createdAt: new Date(now - 60 * MINUTE),
      },
    ])
    .returning({ id: emailLogs.id });
  await db.insert(emailReplies).values([
    {
      companyId: company.id,
      customerId: answered.id,
      emailLogId: offer.id,
      kind: 'reply',
      messageId: '<e2e-reply-0@gmx.de>',
      fromAddress: 'inhaber@baeckerei-antwort.de',
      fromName: 'Hans Müller',
      subject: 'Kurze Rückfrage',
      bodyText: 'Was kostet das genau?',
      receivedAt: new Date(now - 90 * MINUTE),
      seenAt: new Date(now - 80 * MINUTE),
    },
    {
      companyId: company.id,
      customerId: answered.id,
      emailLogId: offer.id,
      kind: 'reply',
      messageId: '<e2e-reply-1@gmx.de>',
      fromAddress: 'inhaber@baeckerei-antwort.de',
      fromName: 'Hans Müller',
      subject: REPLY_SUBJECT,
      bodyText: REPLY_TEXT,
      receivedAt: new Date(now - 30 * MINUTE),
    },
    {
      companyId: company.id,
      customerId: bounced.id,
      emailLogId: bouncedOffer.id,
      kind: 'bounce',
      messageId: '<e2e-dsn-1@mx.google.com>',
      fromAddress: 'mailer-daemon@googlemail.com',
      fromName: 'Mail Delivery Subsystem',
      subject: 'Delivery Status Notification (Failure)',
      bodyText: "** Address not found **\n\nYour message wasn't delivered to info@autohaus-rueck.de.",
      receivedAt: new Date(now - 10 * MINUTE),
    },
  ]);
}
