import { boolean, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, germanSortKey, timestamptz, trigramIndex } from './columns';
import { companies } from './companies';
import { users } from './users';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone'),
    googleMapsLink: text('google_maps_link'),
    /**
     * The Google place id the scraper reported for the link (issue 23): batched runs map their items
     * back to customers by it. Null until a run of the customer alone has learned it; cleared when
     * the link changes.
     */
    placeId: text('place_id'),
    pricePerReview: numeric('price_per_review', { precision: 10, scale: 2 }).notNull().default('89.00'),
    status: text('status', { enum: ['email_sent', 'called', 'sold', 'not_sold'] })
      .notNull()
      .default('email_sent'),
    contactPerson: text('contact_person'),
    contactTitle: text('contact_title'),
    isActive: boolean('is_active').notNull().default(true),
    /** Set by the customer's unsubscribe link; never mailed again after it. */
    optedOutAt: timestamptz('opted_out_at'),
    /** The basis for mailing them: none, requested or given (with the date and a note). */
    consent: text('consent', { enum: ['none', 'requested', 'given'] })
      .notNull()
      .default('none'),
    consentDate: date('consent_date', { mode: 'string' }),
    consentNote: text('consent_note'),
    /** Whom invoices go to (§14 UStG): the legal name (else `name`) and the postal address. */
    billingName: text('billing_name'),
    billingAddress: text('billing_address'),
    /** When the customer last answered one of our mails ('Antwort erhalten', read over IMAP; issue 24). */
    repliedAt: timestamptz('replied_at'),
    /** Set when a bounce said the address does not take mail: never mailed again until it changes. */
    emailBouncedAt: timestamptz('email_bounced_at'),
    emailBounceReason: text('email_bounce_reason'),
    /** The operators' free-text note on the customer (the customer drawer). */
    note: text('note'),
    /**
     * The review date of the customer's latest review, and when their latest e-mail log was
     * written: the list sorts by them from an index. Kept by triggers on reviews and email_logs
     * (migrations 0006 and 0009), so every writer keeps them right.
     */
    lastReviewAt: timestamptz('last_review_at'),
    lastEmailAt: timestamptz('last_email_at'),
    /**
     * How many reviews and e-mail logs the customer has, and how many of those are pending: the
     * list shows them for every row, so they are kept on the row by the same triggers (migration
     * 0009) instead of counted per page.
     */
    reviewCount: integer('review_count').notNull().default(0),
    emailCount: integer('email_count').notNull().default(0),
    pendingEmailCount: integer('pending_email_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // The list sorts by the German sort key of the name, so the index holds that expression.
    index('customers_company_name_key_idx').on(t.companyId, germanSortKey(t.name), t.id),
    index('customers_company_status_idx').on(t.companyId, t.status),
    // Most customers share a few prices, so ties by name are the rule: the name is in the index, and
    // each direction (price, then name A to Z, then id the price's way) needs its own. The query's
    // plain `desc` means NULLS FIRST; drizzle's .desc() alone would write NULLS LAST.
    index('customers_company_price_asc_idx').on(t.companyId, t.pricePerReview, germanSortKey(t.name), t.id),
    index('customers_company_price_desc_idx').on(
      t.companyId,
      t.pricePerReview.desc().nullsFirst(),
      germanSortKey(t.name),
      t.id.desc().nullsFirst(),
    ),
    // NULLs come last in both directions, so each direction needs its own index.
    index('customers_company_last_review_asc_idx').on(t.companyId, t.lastReviewAt.asc().nullsLast()),
    index('customers_company_last_review_desc_idx').on(t.companyId, t.lastReviewAt.desc().nullsLast()),
    index('customers_company_last_email_asc_idx').on(t.companyId, t.lastEmailAt.asc().nullsLast()),
    index('customers_company_last_email_desc_idx').on(t.companyId, t.lastEmailAt.desc().nullsLast()),
    // Search ('%term%') on trigram indexes (pg_trgm).
    index('customers_company_place_idx').on(t.companyId, t.placeId),
    trigramIndex('customers_name_trgm_idx', t.name),
    trigramIndex('customers_email_trgm_idx', t.email),
    trigramIndex('customers_phone_trgm_idx', t.phone),
  ],
);

/** The pipeline's history: one row per status a customer was given, with who gave it. */
export const customerStatusChanges = pgTable(
  'customer_status_changes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['email_sent', 'called', 'sold', 'not_sold'] }).notNull(),
    /** Null when the user was deleted since. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('customer_status_changes_customer_idx').on(t.customerId, t.changedAt.desc(), t.id.desc())],
);
