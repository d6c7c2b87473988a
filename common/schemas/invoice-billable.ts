// 'Abrechenbar' (issue 34 point 3, decision 055; docs/api.md "Billable customers"): the customers of
// a company with verified removals on no invoice yet, and drafts for several of them at once.
import { z } from 'zod';
import { formatCount } from '../format';
import { companyIdQuerySchema, idSchema, listPagingShape } from './params';

export const listBillableQuerySchema = z.strictObject({
  companyId: companyIdQuerySchema,
  ...listPagingShape,
});

/** One row of GET /api/invoices/billable: a customer and what its next draft would bill. */
export const billableCustomerSchema = z.object({
  customerId: z.number(),
  customerName: z.string(),
  /** Verified removals on no invoice yet. */
  removalCount: z.number(),
  /** Their prices summed, net, in cents. */
  netCents: z.number(),
  /** When the longest-waiting of them was verified, ISO 8601. */
  oldestRemovedAt: z.string(),
});
export type BillableCustomer = z.infer<typeof billableCustomerSchema>;

/** GET /api/invoices/billable/summary: the whole company's billable removals (the tab and the dashboard). */
export const billableSummarySchema = z.object({
  customers: z.number(),
  removals: z.number(),
  netCents: z.number(),
});
export type BillableSummary = z.infer<typeof billableSummarySchema>;

export const billableSummaryQuerySchema = z.strictObject({ companyId: companyIdQuerySchema });

/** The most customers one request may bill (a page of the list holds fewer). */
export const BILLABLE_MAX_CUSTOMERS = 200;

/** POST /api/invoices/billable/drafts: one draft per customer, each on its own. */
export const billableDraftsBodySchema = z.strictObject({
  companyId: companyIdQuerySchema,
  customerIds: z
    .array(idSchema, { error: 'customerIds muss eine Liste von Kunden-IDs sein' })
    .min(1, 'Bitte mindestens einen Kunden auswählen')
    .max(BILLABLE_MAX_CUSTOMERS, `Höchstens ${formatCount(BILLABLE_MAX_CUSTOMERS)} Kunden auf einmal`)
    .transform((ids) => [...new Set(ids)]),
});

export const billableDraftsResultSchema = z.object({
  /** The drafts made, in the order of the request. */
  created: z.array(
    z.object({
      customerId: z.number(),
      customerName: z.string(),
      invoiceId: z.number(),
      lineCount: z.number(),
      grossCents: z.number(),
    }),
  ),
  /** The customers left without a draft, and why (German). */
  failed: z.array(
    z.object({ customerId: z.number(), customerName: z.string().nullable(), message: z.string() }),
  ),
});
export type BillableDraftsResult = z.infer<typeof billableDraftsResultSchema>;
