// Removal cases (docs/product.md "Removal cases", docs/decisions/042): one per review, its
// transitions, the verification checks that are its proof, and the check runs of a company.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { removalSources } from '../../../common/enums';
import { timestamptz, trigramIndex } from './columns';
import { invoices } from './invoices';
import { companyIdColumn, customerIdColumn } from './owner-columns';
import { reviews } from './reviews';
import { users } from './users';

const removalState = (name: string) =>
  text(name, {
    enum: ['ordered', 'filed', 'verifying', 'removed', 'refused', 'appealed', 'reinstated', 'cancelled'],
  });

export const removals = pgTable(
  'removals',
  {
    id: serial('id').primaryKey(),
    /** Copied from the review, so company lists page on one index without a join. */
    companyId: companyIdColumn(),
    customerId: customerIdColumn(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    state: removalState('state').notNull().default('ordered'),
    reason: text('reason').notNull(),
    /** The customer's price per review when the case was ordered: what a removal earns. */
    pricePerReview: numeric('price_per_review', { precision: 10, scale: 2 }).notNull(),
    note: text('note'),
    channel: text('channel', { enum: ['google', 'legal', 'partner'] }),
    /** Who ordered it: the operator in the app, or the owner in the customer portal (decision 071). */
    source: text('source', { enum: removalSources }).notNull().default('operator'),
    /** The Berlin day the operator filed the report (may lie before the day it was recorded). */
    filedOn: date('filed_on', { mode: 'string' }),
    /** While 'verifying': the state to return to when the review is seen again. */
    resumeState: removalState('resume_state'),
    deadlineKind: text('deadline_kind', {
      enum: ['file_by', 'appeal_from', 'appeal_until', 'watch_until', 'refile'],
    }),
    deadlineOn: date('deadline_on', { mode: 'string' }),
    /** 'Fällig' from this Berlin day on; null when nothing is due (see common/removal-rules.ts). */
    dueOn: date('due_on', { mode: 'string' }),
    /** The first of the two misses that verify a removal. */
    firstMissAt: timestamptz('first_miss_at'),
    lastCheckAt: timestamptz('last_check_at'),
    lastCheckOutcome: text('last_check_outcome', { enum: ['found', 'missing', 'raised', 'failed', 'short'] }),
    /** When the check verified the removal (the month it counts in). */
    removedAt: timestamptz('removed_at'),
    orderedAt: timestamptz('ordered_at').notNull().defaultNow(),
    stateChangedAt: timestamptz('state_changed_at').notNull().defaultNow(),
    orderedBy: integer('ordered_by').references(() => users.id, { onDelete: 'set null' }),
    /** The invoice (draft or final) that bills this removal; cleared when a draft drops it or it is cancelled. */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    /** The review's search text when ordered, so a search pages on this table's trigram index. */
    searchText: text('search_text').notNull().default(''),
    /** The codes of the review's signals when it was ordered: what the rates learn from (decision 076). */
    signalsAtOrder: text('signals_at_order').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('removals_review_idx').on(t.reviewId),
    index('removals_company_state_ordered_idx').on(t.companyId, t.state, t.orderedAt.desc(), t.id.desc()),
    index('removals_company_ordered_idx').on(t.companyId, t.orderedAt.desc(), t.id.desc()),
    index('removals_company_deadline_idx').on(t.companyId, t.deadlineOn, t.id),
    index('removals_company_due_idx').on(t.companyId, t.dueOn).where(sql`${t.dueOn} is not null`),
    // The tab counts (state and due of every case of a company) read this index alone: at 50,000
    // cases 5 ms instead of 13 ms for the table (bench:load).
    index('removals_company_state_due_idx').on(t.companyId, t.state, t.dueOn),
    index('removals_company_removed_idx').on(t.companyId, t.removedAt).where(sql`${t.removedAt} is not null`),
    index('removals_customer_idx').on(t.customerId, t.orderedAt.desc()),
    // What a customer's next invoice would bill: verified and not yet on an invoice.
    index('removals_billable_idx')
      .on(t.customerId, t.removedAt)
      .where(sql`${t.state} = 'removed' and ${t.invoiceId} is null`),
    // The company's billable customers ('Abrechenbar', decision 055): the same rows by company.
    index('removals_company_billable_idx')
      .on(t.companyId, t.customerId, t.removedAt)
      .where(sql`${t.state} = 'removed' and ${t.invoiceId} is null`),
    trigramIndex('removals_search_trgm_idx', t.searchText),
  ],
);

/** The timeline: every transition and note, with who and when (null user: the system's check). */
export const removalEvents = pgTable(
  'removal_events',
  {
    id: serial('id').primaryKey(),
    removalId: integer('removal_id')
      .notNull()
      .references(() => removals.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the user is deleted: the timeline still says who. */
    userName: text('user_name'),
    /** Both null for a note alone. */
    fromState: removalState('from_state'),
    toState: removalState('to_state'),
    note: text('note'),
    channel: text('channel', { enum: ['google', 'legal', 'partner'] }),
    filedOn: date('filed_on', { mode: 'string' }),
  },
  (t) => [
    index('removal_events_removal_idx').on(t.removalId, t.at, t.id),
    // The case-update mails' news of the last days (decision 072): filed, removed, refused.
    index('removal_events_news_idx').on(t.at).where(sql`${t.toState} in ('filed', 'removed', 'refused')`),
  ],
);

/** One company's check of its open cases (daily after the morning scan, or on demand). */
export const removalCheckRuns = pgTable(
  'removal_check_runs',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    trigger: text('trigger', { enum: ['scheduled', 'manual'] }).notNull(),
    status: text('status', { enum: ['running', 'completed', 'failed'] })
      .notNull()
      .default('running'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    /** Customers with cases to look at, and how many of them were looked at. */
    customers: integer('customers').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    costUsd: numeric('cost_usd', { precision: 12, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    index('removal_check_runs_company_started_idx').on(t.companyId, t.startedAt.desc()),
    uniqueIndex('removal_check_runs_one_running_idx').on(t.companyId).where(sql`${t.status} = 'running'`),
  ],
);

/** The proof: what each check saw of a case's review. */
export const removalChecks = pgTable(
  'removal_checks',
  {
    id: serial('id').primaryKey(),
    removalId: integer('removal_id')
      .notNull()
      .references(() => removals.id, { onDelete: 'cascade' }),
    checkRunId: integer('check_run_id').references(() => removalCheckRuns.id, { onDelete: 'set null' }),
    checkedAt: timestamptz('checked_at').notNull().defaultNow(),
    /** The Apify run that looked (null when none could be started). */
    apifyRunId: text('apify_run_id'),
    outcome: text('outcome', { enum: ['found', 'missing', 'raised', 'failed', 'short'] }).notNull(),
    /** Rating and text as last seen (when found). */
    rating: integer('rating'),
    reviewText: text('review_text'),
    /** Why a check is no evidence ('failed', 'short'), in German. */
    message: text('message'),
    /** This case's share of its run's cost. */
    costUsd: numeric('cost_usd', { precision: 12, scale: 4 }),
  },
  (t) => [
    index('removal_checks_removal_idx').on(t.removalId, t.checkedAt.desc(), t.id.desc()),
    uniqueIndex('removal_checks_run_removal_idx').on(t.checkRunId, t.removalId),
  ],
);
