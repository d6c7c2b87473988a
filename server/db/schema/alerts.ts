// Alerts for the operators (issue 24; docs/product.md "The operator's week"): the header's bell and
// the optional e-mail digest. Written by the part that saw the event; read state per user
// (users.alerts_seen_id).
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { alertKinds } from '../../../common/enums';
import { createdAt } from './columns';
import { companies } from './companies';
import { customers } from './customers';

export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: alertKinds }).notNull(),
    /** The German text shown, written when the alert is. */
    message: text('message').notNull(),
    /** Unique when set: a retried job or a second instance writes the same alert once. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('alerts_company_idx').on(t.companyId, t.id.desc())],
);
