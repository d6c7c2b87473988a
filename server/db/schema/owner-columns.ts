// The company and customer a row belongs to: deleting either deletes the row (docs/tables.md).
import { integer } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { customers } from './customers';

export const companyIdColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const customerIdColumn = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
