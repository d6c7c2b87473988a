import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { emailLogKinds } from '../../../common/enums';
import { createdAt, timestamptz, trigramIndex } from './columns';
import { invoices } from './invoices';
import { companyIdColumn, customerIdColumn } from './owner-columns';
import { reviews } from './reviews';

export const emailLogs = pgTable(
  'email_logs',
  {
    id: serial('id').primaryKey(),
    customerId: customerIdColumn(),
    companyId: companyIdColumn(),
    /** The first review the mail covers (one mail may cover several: reviews.email_log_id). */
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    emailSubject: text('email_subject').notNull(),
    emailContent: text('email_content').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    errorMessage: text('error_message'),
    sentAt: timestamptz('sent_at'),
    /** The scan that wrote it (null for logs of other origins). */
    scanId: integer('scan_id'),
    /** The Message-ID header sent, to find the mail in a mailbox. */
    messageId: text('message_id'),
    /** The address it went to (the operator's in test mode). */
    recipient: text('recipient'),
    isTest: boolean('is_test').notNull().default(false),
    /** The HTML part as sent (emailContent holds the plain text). */
    emailHtml: text('email_html'),
    /** Tries handed to SMTP; a "try again later" reply leads to another on the same row. */
    attempts: integer('attempts').notNull().default(0),
    /** A waiting mail (cap, pause, 4xx) goes out from then on; null while its scan job owns it. */
    nextAttemptAt: timestamptz('next_attempt_at'),
    /**
     * Set when the current try took its sending slot (the company's pacing and cap count it); the
     * message may still wait for the slot's time or behind others on the instance's connection.
     */
    sendingStartedAt: timestamptz('sending_started_at'),
    /**
     * Set, under the try's slot, just before the message is handed to the SMTP connection: only a
     * pending row with it set may have reached the server. One without it whose instance died is
     * given back to the delivery and sent by another (decision 053).
     */
    smtpStartedAt: timestamptz('smtp_started_at'),
    /** 'review': the notification of a new negative review (the offer); the others belong to an invoice. */
    kind: text('kind', { enum: emailLogKinds }).notNull().default('review'),
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * Subject and text lower-cased once when written, so the search is a plain LIKE on it
     * (trigram index) instead of lower-casing every mail body per search (decision 036).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(email_subject || E'\\n' || email_content)`),
  },
  (t) => [
    index('email_logs_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('email_logs_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('email_logs_company_status_idx').on(t.companyId, t.status, t.createdAt.desc()),
    index('email_logs_company_sent_idx').on(t.companyId, t.sentAt),
    index('email_logs_company_sending_idx').on(t.companyId, t.sendingStartedAt),
    index('email_logs_waiting_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending' and ${t.sendingStartedAt} is null`),
    trigramIndex('email_logs_search_trgm_idx', t.searchText),
    index('email_logs_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
    // A reply names our mail by its Message-ID (In-Reply-To / References): the mailbox reader's lookup.
    index('email_logs_company_message_idx')
      .on(t.companyId, t.messageId)
      .where(sql`${t.messageId} is not null`),
  ],
);
