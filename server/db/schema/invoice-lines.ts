// The lines of an invoice (docs/decisions/044): its own file, since it points at both invoices
// and removals, and removals point at invoices (no import circle between schema files).
import { bigint, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { invoices } from './invoices';
import { removals } from './removals';

/** One removed review billed: what it was and what it costs, frozen with the invoice. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    removalId: integer('removal_id').references(() => removals.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    reviewAuthor: text('review_author'),
    reviewRating: integer('review_rating'),
    reviewDate: date('review_date', { mode: 'string' }),
    /** The Berlin day the removal was verified: the line's date of service. */
    removedOn: date('removed_on', { mode: 'string' }),
    /**
     * The price agreed at the order; negative on a cancellation invoice. 64-bit like the sums: a
     * price stored before prices were bounded (up to 99.999.999,99 €) does not fit 32 bits in cents.
     */
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);
