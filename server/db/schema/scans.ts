import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { companies } from './companies';
import { customers } from './customers';
import { companyIdColumn } from './owner-columns';

/** One row per scan of a company: progress, the clock's slot, one running scan per company. */
export const scans = pgTable(
  'scans',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    scanType: text('scan_type', { enum: ['scheduled', 'manual'] }).notNull(),
    /** The clock's slot ('2026-11-21T09:00'); unique per company so several instances never run it twice. */
    slot: text('slot'),
    status: text('status', { enum: ['running', 'stopping', 'completed', 'stopped', 'failed'] })
      .notNull()
      .default('running'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    newReviews: integer('new_reviews').notNull().default(0),
    emailsSent: integer('emails_sent').notNull().default(0),
    /** Apify's usageTotalUsd of the scan's runs, summed. */
    costUsd: numeric('cost_usd', { precision: 12, scale: 4 }).notNull().default('0'),
    /** Why a scan ended failed or stopped (German, shown to operators). */
    errorMessage: text('error_message'),
    /** Who started a manual scan; null for the clock. */
    startedBy: integer('started_by'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    /** Last progress write: a running scan whose updates stopped long ago was left by a crash. */
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('scans_company_slot_idx').on(t.companyId, t.slot),
    uniqueIndex('scans_one_running_idx').on(t.companyId).where(sql`${t.status} in ('running', 'stopping')`),
  ],
);

export const apifyRuns = pgTable(
  'apify_runs',
  {
    id: serial('id').primaryKey(),
    runId: text('run_id').notNull().unique(),
    scanId: integer('scan_id').references(() => scans.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    companyId: companyIdColumn(),
    googleMapsUrl: text('google_maps_url').notNull(),
    status: text('status').notNull(),
    totalReviews: integer('total_reviews').notNull().default(0),
    negativeReviews: integer('negative_reviews').notNull().default(0),
    processedReviews: integer('processed_reviews').notNull().default(0),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
    errorMessage: text('error_message'),
    datasetId: text('dataset_id'),
    /** The run's usageTotalUsd: what it cost. */
    costUsd: numeric('cost_usd', { precision: 12, scale: 4 }),
    /** How many places (customers) the run scraped: 1, or a batch (issue 23). */
    placeCount: integer('place_count').notNull().default(1),
  },
  (t) => [
    index('apify_runs_company_started_idx').on(t.companyId, t.startedAt.desc()),
    index('apify_runs_scan_idx').on(t.scanId),
  ],
);

/** Kept after a customer is deleted (no foreign key): the log shows 'ID: {customerId}'. */
export const scanLogs = pgTable(
  'scan_logs',
  {
    id: serial('id').primaryKey(),
    /** The scan that wrote it; one log per (scan, customer), so a repeated job writes nothing twice. */
    scanId: integer('scan_id').references(() => scans.id, { onDelete: 'set null' }),
    customerId: integer('customer_id'),
    companyId: companyIdColumn(),
    customerName: text('customer_name'),
    scanType: text('scan_type', { enum: ['scheduled', 'manual'] }).notNull(),
    status: text('status').notNull(),
    errorType: text('error_type'),
    errorMessage: text('error_message'),
    /** JSON string {totalReviews, newReviews, negativeReviews, emailStatus, url}. */
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('scan_logs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('scan_logs_company_created_idx').on(t.companyId, t.createdAt.desc()),
    index('scan_logs_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('scan_logs_status_idx').on(t.status),
    uniqueIndex('scan_logs_scan_customer_idx').on(t.scanId, t.customerId),
  ],
);

/**
 * Apify runs in flight per account, across all instances (issue 23, docs/decisions/045): a run may
 * start only while fewer than APIFY_MAX_RUNS rows of its account hold a live lease. Taken under a
 * transaction-scoped advisory lock on the account, released when the run ends, and reclaimed when
 * an instance died holding one (lease past).
 */
export const apifyRunSlots = pgTable(
  'apify_run_slots',
  {
    id: serial('id').primaryKey(),
    /** Which Apify account: a hash of its API key (never the key). */
    accountKey: text('account_key').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Set once the run started. */
    runId: text('run_id'),
    acquiredAt: timestamptz('acquired_at').notNull().defaultNow(),
    leaseUntil: timestamptz('lease_until').notNull(),
  },
  (t) => [index('apify_run_slots_account_idx').on(t.accountKey, t.leaseUntil)],
);
