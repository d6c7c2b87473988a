import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './companies';

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
    createdAt: createdAt(),
  },
  (t) => [
    // The list sorts by lower(name) (case-insensitive), so the index holds that expression.
    index('customers_company_lower_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    index('customers_company_status_idx').on(t.companyId, t.status),
    index('customers_company_price_idx').on(t.companyId, t.pricePerReview),
  ],
);
