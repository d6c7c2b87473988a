import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is stored with time zone and handled as a Date in code. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
