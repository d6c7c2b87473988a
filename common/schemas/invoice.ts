// Invoices on the wire (docs/api.md "Invoices"; arithmetic and numbers in common/invoice-math.ts).
// Money is integer cents everywhere; days are 'YYYY-MM-DD' (Berlin), timestamps ISO 8601.
import { z } from 'zod';
import { emailLogKinds, invoiceEventKinds, invoiceKinds, invoiceStates, invoiceStatuses } from '../enums';
import { parsePrice } from '../price';
import { controlCharsMessage, isMultiLine } from './control-chars';
import { companyIdQuerySchema, filterSchema, idSchema, listPagingShape, searchQuerySchema } from './params';

/** Seller or buyer as the invoice prints them (§14 (4) UStG); frozen at finalization. */
export const invoicePartySchema = z.object({
  name: z.string(),
  /** Street, postcode and town, one per line. */
  address: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contactName: z.string().nullable(),
  taxNumber: z.string().nullable(),
  vatId: z.string().nullable(),
  // The seller's only (null for the buyer):
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
  managingDirectors: z.string().nullable(),
  registerCourt: z.string().nullable(),
  registerNumber: z.string().nullable(),
  registeredSeat: z.string().nullable(),
  website: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceStatusFilters = ['all', ...invoiceStatuses] as const;
export const invoiceSorts = ['newest', 'oldest', 'number', 'due', 'amount'] as const;
export type InvoiceSort = (typeof invoiceSorts)[number];

export const listInvoicesQuerySchema = z.strictObject({
  companyId: companyIdQuerySchema,
  search: searchQuerySchema,
  /** A tab: 'overdue' is an open invoice past its due day (Berlin). */
  status: filterSchema(invoiceStatusFilters, 'Ungültiger Status'),
  sort: filterSchema(invoiceSorts, 'Ungültige Sortierung'),
  /** Only one customer's invoices (the customer drawer). */
  customerId: idSchema.optional(),
  ...listPagingShape,
});
export type ListInvoicesQuery = z.input<typeof listInvoicesQuerySchema>;

/** One row of GET /api/invoices. */
export const invoiceSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  customerId: z.number().nullable(),
  /** The buyer's name as on the invoice. */
  customerName: z.string(),
  kind: z.enum(invoiceKinds),
  state: z.enum(invoiceStates),
  /** The state as shown: 'overdue' for an open invoice past its due day. */
  status: z.enum(invoiceStatuses),
  number: z.string().nullable(),
  /** A Stornorechnung's original: its id and number ('Stornorechnung zu RE-…' in list and sheet). */
  cancelsInvoiceId: z.number().nullable(),
  cancelsNumber: z.string().nullable(),
  issuedOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  netCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
  paidCents: z.number(),
  lineCount: z.number(),
  reminderLevel: z.number(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceLineSchema = z.object({
  id: z.number(),
  position: z.number(),
  removalId: z.number().nullable(),
  description: z.string(),
  reviewAuthor: z.string().nullable(),
  reviewRating: z.number().nullable(),
  reviewDate: z.string().nullable(),
  removedOn: z.string().nullable(),
  netCents: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePaymentSchema = z.object({
  id: z.number(),
  paidOn: z.string(),
  amountCents: z.number(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const invoiceEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Null: the system (an automatic reminder). */
  userName: z.string().nullable(),
  kind: z.enum(invoiceEventKinds),
  detail: z.string().nullable(),
});

/** The invoice's e-mails (invoice and reminders) from the e-mail logs. */
export const invoiceMailSchema = z.object({
  id: z.number(),
  kind: z.enum(emailLogKinds),
  status: z.enum(['pending', 'sent', 'failed']),
  subject: z.string(),
  recipient: z.string().nullable(),
  sentAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/invoices/:id: everything the sheet, the PDF and the e-invoice need. */
export const invoiceDetailSchema = invoiceSchema.extend({
  serviceFrom: z.string().nullable(),
  serviceTo: z.string().nullable(),
  vatMode: z.enum(['standard', 'small_business']),
  vatRate: z.number(),
  paidOn: z.string().nullable(),
  seller: invoicePartySchema,
  buyer: invoicePartySchema,
  /** The issue day of the invoice this one cancels (BT-26 in the e-invoice). */
  cancelsIssuedOn: z.string().nullable(),
  /** The cancellation of this one. */
  cancelledById: z.number().nullable(),
  cancelledByNumber: z.string().nullable(),
  lastReminderAt: z.string().nullable(),
  finalizedAt: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
  events: z.array(invoiceEventSchema),
  mails: z.array(invoiceMailSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** GET /api/invoices/counts: per tab the number of invoices and their gross sum. */
const tabSum = z.object({ count: z.number(), grossCents: z.number() });
export const invoiceCountsSchema = z.object({
  all: tabSum,
  draft: tabSum,
  open: tabSum,
  overdue: tabSum,
  paid: tabSum,
  cancelled: tabSum,
  /** Still to be paid on open and overdue invoices (gross less part payments). */
  outstandingCents: z.number(),
});
export type InvoiceCounts = z.infer<typeof invoiceCountsSchema>;

export const invoiceCountsQuerySchema = z.strictObject({
  companyId: companyIdQuerySchema,
  customerId: idSchema.optional(),
});

/** GET /api/customers/:id/billable: the verified removals the next invoice would bill. */
export const billableRemovalSchema = z.object({
  removalId: z.number(),
  reviewId: z.number(),
  username: z.string().nullable(),
  rating: z.number(),
  reviewDate: z.string().nullable(),
  removedAt: z.string(),
  pricePerReview: z.string(),
});
export const billableSchema = z.object({
  removals: z.array(billableRemovalSchema),
  netCents: z.number(),
  /** What finalizing would still lack (German field names), e.g. the customer's address. */
  missing: z.array(z.string()),
});
export type Billable = z.infer<typeof billableSchema>;

const dayMessage = 'Ungültiges Datum (erwartet JJJJ-MM-TT)';
export const invoiceDaySchema = z.iso
  .date({ error: dayMessage })
  .refine((v) => !v.startsWith('0000'), dayMessage);

/** An amount as operators type it ('89,00' or '89.00'), into cents; more than zero. */
export const amountCentsSchema = z
  .union([z.string(), z.number()], { error: 'Betrag muss eine Zahl sein, z. B. 106,81' })
  .transform((v, ctx) => {
    const parsed = parsePrice(String(v));
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message.replace('Preis', 'Betrag') });
      return z.NEVER;
    }
    return Math.round(Number(parsed.value) * 100);
  })
  .refine((cents) => cents > 0, 'Betrag muss größer als 0 sein');

const optionalNote = z
  .string({ error: 'Ungültige Notiz' })
  .trim()
  .max(1000, 'Notiz darf höchstens 1000 Zeichen haben')
  .refine(isMultiLine, controlCharsMessage('Notiz'))
  .transform((v) => v || undefined)
  .optional();

/** POST /api/invoices/:id/payments. */
export const invoicePaymentBodySchema = z.strictObject({
  paidOn: invoiceDaySchema,
  amount: amountCentsSchema,
  note: optionalNote,
});

/** POST /api/invoices/:id/cancel: why (printed on the cancellation invoice). */
export const invoiceCancelBodySchema = z.strictObject({ reason: optionalNote });

export const invoiceExportQuerySchema = z.strictObject({
  companyId: companyIdQuerySchema,
  /** Issue days from and to (inclusive); missing: all. */
  from: invoiceDaySchema.optional(),
  to: invoiceDaySchema.optional(),
});
