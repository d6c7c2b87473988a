// The customer portal (docs/product.md "Kundenportal", docs/decisions/070): the links that open it,
// one per mail sent to the customer (or made by hand), stored only as the hash of their token.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { emailLogs } from './email-logs';
import { companyIdColumn, customerIdColumn } from './owner-columns';
import { users } from './users';

export const portalLinks = pgTable(
  'portal_links',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    customerId: customerIdColumn(),
    /** SHA-256 (hex) of the link's token: a database leak opens no portal. */
    tokenHash: text('token_hash').notNull(),
    /** The mail the link went out with; null for a link a manager made in the drawer. */
    emailLogId: integer('email_log_id').references(() => emailLogs.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Valid for 30 days from here (PORTAL_LINK_DAYS); moved on by every use. */
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    /** The first time the owner opened it: the funnel's 'Portal geöffnet'. */
    firstOpenedAt: timestamptz('first_opened_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('portal_links_token_idx').on(t.tokenHash),
    index('portal_links_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('portal_links_company_opened_idx').on(t.companyId, t.firstOpenedAt),
  ],
);
