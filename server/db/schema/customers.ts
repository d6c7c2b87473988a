import { boolean, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, germanSortKey, timestamptz } from './columns';
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
    /** The operators' free-text note on the customer (the customer drawer). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    // The list sorts by the German sort key of the name, so the index holds that expression.
    index('customers_company_name_key_idx').on(t.companyId, germanSortKey(t.name), t.id),
    index('customers_company_status_idx').on(t.companyId, t.status),
    index('customers_company_price_idx').on(t.companyId, t.pricePerReview),
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
