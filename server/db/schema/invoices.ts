// Invoices for verified removals (docs/product.md §13 "Invoices", docs/decisions/044): the invoice
// with both parties frozen at finalization, its lines (one per removal), payments, the change
// history, and the gapless number counter per company and year.
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InvoiceParty } from '../../../common/schemas/invoice';
import { createdAt, timestamptz } from './columns';
import { customers } from './customers';
import { companyIdColumn } from './owner-columns';
import { users } from './users';

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    /** Null once the customer is deleted: the invoice stays (the buyer is in `buyer`). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['invoice', 'cancellation'] })
      .notNull()
      .default('invoice'),
    /** 'Überfällig' is not stored: an open invoice whose due day has passed (Berlin). */
    state: text('state', { enum: ['draft', 'open', 'paid', 'cancelled'] })
      .notNull()
      .default('draft'),
    /** Given at finalization from invoice_counters; null while a draft. */
    number: text('number'),
    /** A cancellation invoice ('Stornorechnung') names the invoice it cancels. */
    cancelsInvoiceId: integer('cancels_invoice_id'),
    issuedOn: date('issued_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    /** The date of service: the first and last removal day of its lines. */
    serviceFrom: date('service_from', { mode: 'string' }),
    serviceTo: date('service_to', { mode: 'string' }),
    /** 'small_business': no VAT, the §19 UStG note instead. */
    vatMode: text('vat_mode', { enum: ['standard', 'small_business'] }).notNull(),
    /** Percent (19); 0 for a small business. */
    vatRate: integer('vat_rate').notNull(),
    // Sums in 64-bit cents: an int4 column ends at 21.474.836,47 € (decision 056). The numbers
    // stay exact in JavaScript up to 2^53 cents.
    netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull().default(0),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
    /** The sum of the payments (kept by the payment writer, for the list). */
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    paidOn: date('paid_on', { mode: 'string' }),
    /** Seller and buyer as printed; taken when the draft is made and again at finalization, then frozen. */
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    /** 0 none, 1 'Zahlungserinnerung', 2 'Mahnung' (both automatic), 3 'Letzte Mahnung' (by a person). */
    reminderLevel: integer('reminder_level').notNull().default(0),
    lastReminderAt: timestamptz('last_reminder_at'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    finalizedAt: timestamptz('finalized_at'),
  },
  (t) => [
    uniqueIndex('invoices_company_number_idx').on(t.companyId, t.number),
    uniqueIndex('invoices_cancels_idx').on(t.cancelsInvoiceId),
    index('invoices_company_state_created_idx').on(t.companyId, t.state, t.createdAt.desc(), t.id.desc()),
    index('invoices_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('invoices_company_issued_idx').on(t.companyId, t.issuedOn),
    index('invoices_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('invoices_open_due_idx').on(t.dueOn).where(sql`${t.state} = 'open'`),
  ],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId, t.paidOn)],
);

/** Every change to an invoice, with who (null: the system, e.g. an automatic reminder) and when. */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** Copied so the once-a-day rule for automatic reminders reads one index. */
    customerId: integer('customer_id'),
    at: timestamptz('at').notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    kind: text('kind', {
      enum: ['created', 'line_removed', 'finalized', 'sent', 'reminder', 'payment', 'cancelled'],
    }).notNull(),
    /** What changed, in German (the number given, the amount paid, the reminder level…). */
    detail: text('detail'),
  },
  (t) => [
    index('invoice_events_invoice_idx').on(t.invoiceId, t.at, t.id),
    index('invoice_events_customer_kind_idx').on(t.customerId, t.kind, t.at),
  ],
);

/** The last number given per company and year (0: numbers without a year); locked while finalizing. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    companyId: companyIdColumn(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);
