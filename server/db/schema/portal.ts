// The customer portal (docs/product.md "Kundenportal", docs/decisions/070): the links that open it,
// one per mail sent to the customer (or made by hand), stored only as the hash of their token.
import { bigint, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PortalOrderItemProof } from '../../../common/schemas/portal';
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

/**
 * The proof of an order placed in the portal (decision 071): who signed, when, from where, on which
 * terms (their text, its SHA-256 and version), which reviews as they read then, the reasons and the
 * prices. Written once; a trigger refuses every UPDATE (migration 0023), and no code deletes a row:
 * only deleting the company or the customer takes it along.
 */
export const portalOrders = pgTable(
  'portal_orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    customerId: customerIdColumn(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The link it was placed through (no reference: the proof outlives nothing it names). */
    linkId: integer('link_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    signerName: text('signer_name').notNull(),
    /** The customer's name at the time of the order. */
    customerName: text('customer_name').notNull(),
    termsVersion: integer('terms_version').notNull(),
    termsText: text('terms_text').notNull(),
    /** SHA-256 (hex) of termsText as UTF-8. */
    termsHash: text('terms_hash').notNull(),
    /** The reviews as the owner saw them, each with reason, note and price (PortalOrderItemProof). */
    items: jsonb('items').$type<PortalOrderItemProof[]>().notNull(),
    vatMode: text('vat_mode', { enum: ['standard', 'small_business'] }).notNull(),
    vatRate: integer('vat_rate').notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    /** SHA-256 of the request's content: the same order sent again answers this one (idempotency). */
    requestHash: text('request_hash').notNull(),
    /** The confirmation mail's e-mail log (no reference, as linkId). */
    emailLogId: integer('email_log_id'),
  },
  (t) => [
    index('portal_orders_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('portal_orders_request_idx').on(t.customerId, t.requestHash),
    index('portal_orders_email_log_idx').on(t.emailLogId),
  ],
);
