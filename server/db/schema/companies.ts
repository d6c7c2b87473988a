import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import {
  DEFAULT_APIFY_ACTOR_ID,
  DEFAULT_AUTOMATION,
  DEFAULT_SMTP_HOST,
  DEFAULT_SMTP_PORT,
} from '../../../common/constants';
import { createdAt, timestamptz } from './columns';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website'),
  description: text('description'),
  gmailEmail: text('gmail_email'),
  /** AES-256-GCM sealed (server/lib/secrets.ts); never sent to the browser. */
  gmailPasswordSealed: text('gmail_password_sealed'),
  smtpHost: text('smtp_host').notNull().default(DEFAULT_SMTP_HOST),
  smtpPort: integer('smtp_port').notNull().default(DEFAULT_SMTP_PORT),
  apifyApiKeySealed: text('apify_api_key_sealed'),
  apifyActorId: text('apify_actor_id').notNull().default(DEFAULT_APIFY_ACTOR_ID),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  dailyReports: boolean('daily_reports').notNull().default(false),
  smsAlerts: boolean('sms_alerts').notNull().default(false),
  twoFactor: boolean('two_factor').notNull().default(false),
  dataRetention: boolean('data_retention').notNull().default(true),
  createdAt: createdAt(),
});

/** One row per company; a missing row means the defaults. */
export const automationSettings = pgTable('automation_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  autoScanEnabled: boolean('auto_scan_enabled').notNull().default(true),
  scanFrequency: text('scan_frequency', { enum: ['hourly', 'daily', 'weekly'] })
    .notNull()
    .default(DEFAULT_AUTOMATION.scanFrequency),
  scanTime: text('scan_time').notNull().default(DEFAULT_AUTOMATION.scanTime),
  ratingThreshold: integer('rating_threshold').notNull().default(DEFAULT_AUTOMATION.ratingThreshold),
  reviewAge: integer('review_age').notNull().default(DEFAULT_AUTOMATION.reviewAge),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
