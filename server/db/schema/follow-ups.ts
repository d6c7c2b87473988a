// Follow-ups ('Wiedervorlage', issue 24; docs/product.md "The operator's week"): a date and time to
// come back to a customer, an owner and a note. A customer has at most one open follow-up; done
// ones stay as history.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { companyIdColumn, customerIdColumn } from './owner-columns';
import { users } from './users';

export const followUps = pgTable(
  'follow_ups',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    customerId: customerIdColumn(),
    /** The moment to come back (entered as Europe/Berlin wall time). */
    dueAt: timestamptz('due_at').notNull(),
    /** Who does it; null when the user was deleted since. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    doneAt: timestamptz('done_at'),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('follow_ups_open_customer_idx').on(t.customerId).where(sql`${t.doneAt} is null`),
    index('follow_ups_open_company_due_idx').on(t.companyId, t.dueAt).where(sql`${t.doneAt} is null`),
    index('follow_ups_open_owner_due_idx').on(t.ownerId, t.dueAt).where(sql`${t.doneAt} is null`),
    index('follow_ups_customer_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
  ],
);
