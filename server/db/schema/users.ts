import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased, so the unique index is case-insensitive. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  role: text('role', { enum: ['user', 'manager', 'admin'] })
    .notNull()
    .default('user'),
  createdAt: createdAt(),
  lastLoginAt: timestamptz('last_login_at'),
  /** The newest alert this user has seen in the bell (issue 24): newer ones count as unread. */
  alertsSeenId: integer('alerts_seen_id').notNull().default(0),
  /** Wants the alerts as an e-mail digest, and the newest alert a digest already carried. */
  alertDigest: boolean('alert_digest').notNull().default(false),
  alertDigestSentId: integer('alert_digest_sent_id').notNull().default(0),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a database leak does not leak usable sessions. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Sign-in attempts per key ('pair:<e-mail>|<address>', 'addr:<address>', 'email:<e-mail>') in a
 * fixed window, counted in the database before the password is checked, so a parallel burst or
 * several instances get no more tries than the limit (docs/decisions/002).
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});
