import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { reviews } from './reviews';

export const emailLogs = pgTable(
  'email_logs',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The first review the mail covers (one mail may cover several: reviews.email_log_id). */
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    emailSubject: text('email_subject').notNull(),
    emailContent: text('email_content').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    errorMessage: text('error_message'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_logs_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('email_logs_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('email_logs_company_status_idx').on(t.companyId, t.status, t.createdAt.desc()),
    index('email_logs_company_sent_idx').on(t.companyId, t.sentAt),
  ],
);
