// Replies and bounces read from the company's mailbox over IMAP (issue 24; docs/product.md "The
// operator's week"): only messages that answer our mails or come from a customer's address.
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { replyKinds } from '../../../common/enums';
import { createdAt, timestamptz } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { emailLogs } from './email-logs';
import { companyIdColumn } from './owner-columns';

export const emailReplies = pgTable(
  'email_replies',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Our mail it answers (In-Reply-To / References), when known. */
    emailLogId: integer('email_log_id').references(() => emailLogs.id, { onDelete: 'set null' }),
    /** 'reply': a person answered; 'bounce': a delivery status notification said the address failed. */
    kind: text('kind', { enum: replyKinds }).notNull(),
    /** The message's own Message-ID: a message read twice (two instances, a re-read) is stored once. */
    messageId: text('message_id').notNull(),
    fromAddress: text('from_address'),
    fromName: text('from_name'),
    subject: text('subject'),
    /** The plain text, cut to a sane length; never HTML. */
    bodyText: text('body_text'),
    receivedAt: timestamptz('received_at').notNull(),
    /** When an operator opened it in the inbox. */
    seenAt: timestamptz('seen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_replies_company_message_idx').on(t.companyId, t.messageId),
    index('email_replies_company_received_idx').on(t.companyId, t.receivedAt.desc(), t.id.desc()),
    index('email_replies_customer_received_idx').on(t.customerId, t.receivedAt.desc(), t.id.desc()),
  ],
);

/** Where the mailbox reader stands per company: the folder's UIDVALIDITY and the last UID read. */
export const mailboxStates = pgTable('mailbox_states', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** IMAP UIDs are unsigned 32-bit: bigint. A changed UIDVALIDITY means reading anew. */
  uidValidity: bigint('uid_validity', { mode: 'number' }),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  checkedAt: timestamptz('checked_at'),
  /** The last read's German error, shown in the settings; null when it worked. */
  error: text('error'),
});
