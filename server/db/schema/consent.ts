// Consent to the offer e-mails (§7 UWG; docs/product.md §12): every change of a customer's consent
// with who made it and, for a confirmed sign-up, its proof; and the sign-ups waiting for their
// double opt-in.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { customers } from './customers';
import { companyIdColumn, customerIdColumn } from './owner-columns';
import { users } from './users';

/** One row per consent a customer was given (and by whom); with proof when it came from a sign-up. */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: serial('id').primaryKey(),
    customerId: customerIdColumn(),
    consent: text('consent', { enum: ['none', 'requested', 'given'] }).notNull(),
    /**
     * 'signup' (the double opt-in), 'operator' (set by hand), 'opt_out' (the customer's unsubscribe
     * link or the portal's button), 'portal' (the owner's consent in the customer portal, decision 079).
     */
    source: text('source', { enum: ['signup', 'operator', 'opt_out', 'portal'] }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    /** Null for the customer's own action or a user deleted since. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    note: text('note'),
    // The proof of a confirmed sign-up or a portal consent: where from, the exact text ticked and its version, the address confirmed.
    ip: text('ip'),
    userAgent: text('user_agent'),
    consentText: text('consent_text'),
    consentTextVersion: integer('consent_text_version'),
    email: text('email'),
  },
  (t) => [index('consent_events_customer_idx').on(t.customerId, t.at.desc(), t.id.desc())],
);

/** A sign-up on the public page, waiting for its confirmation link (48 hours). */
export const signups = pgTable(
  'signups',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    /** SHA-256 of the link's token: a database leak does not confirm anything. */
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    contactTitle: text('contact_title'),
    email: text('email').notNull(),
    googleMapsLink: text('google_maps_link').notNull(),
    consentText: text('consent_text').notNull(),
    consentTextVersion: integer('consent_text_version').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('signups_token_idx').on(t.tokenHash),
    index('signups_company_email_idx').on(t.companyId, t.email, t.createdAt.desc()),
  ],
);
