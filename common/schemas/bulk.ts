// Bulk changes (issue 24; docs/api.md "Bulk changes", decision 048): a change applied to the rows
// a person selected in a list, named either by their ids or by the list's own filter ('Alle N
// auswählen'), for one company. Every bulk change is one transaction, one audit row per changed row.
import { z } from 'zod';
import { customerStatuses } from '../enums';
import { formatCount } from '../format';
import { listCustomersQuerySchema } from './customer';
import { companyIdQuerySchema, idSchema } from './params';
import { listReviewsQuerySchema } from './review';

/** The most ids one request may name (a selection of loaded rows never comes near it). */
export const BULK_MAX_IDS = 5_000;
/** The most rows a filter may select ('Alle N auswählen'); a larger selection must be narrowed. */
export const BULK_MAX_ROWS = 50_000;

const idsSchema = z
  .array(idSchema, { error: 'ids muss eine Liste von IDs sein' })
  .min(1, 'Bitte mindestens einen Eintrag auswählen')
  .max(BULK_MAX_IDS, `Höchstens ${formatCount(BULK_MAX_IDS)} Einträge auf einmal`)
  .transform((ids) => [...new Set(ids)]);

const expectedCountSchema = z
  .number({ error: 'expectedCount muss eine ganze Zahl ab 0 sein' })
  .int('expectedCount muss eine ganze Zahl ab 0 sein')
  .min(0, 'expectedCount muss eine ganze Zahl ab 0 sein')
  .optional();

/**
 * The rows of a bulk change: `ids` (the selected rows; those of other companies or gone since are
 * left alone) or `filter` (every row the list shows under that filter). `expectedCount`, with a
 * filter only: the count the person confirmed; a different count now is a 409, nothing changed.
 */
function bulkTarget<F extends z.ZodType>(filter: F) {
  return {
    companyId: companyIdQuerySchema,
    ids: idsSchema.optional(),
    filter: filter.optional(),
    expectedCount: expectedCountSchema,
  };
}

interface TargetShape {
  ids?: unknown;
  filter?: unknown;
  expectedCount?: unknown;
}
const exactlyOneTarget = {
  check: (v: TargetShape) => (v.ids === undefined) !== (v.filter === undefined),
  message: 'Bitte entweder ids oder filter senden',
};
const countWithFilter = {
  check: (v: TargetShape) => v.expectedCount === undefined || v.filter !== undefined,
  message: 'expectedCount gilt nur zusammen mit filter',
};

function bulkSchema<F extends z.ZodType, S extends z.ZodRawShape>(filter: F, shape: S) {
  return z
    .strictObject({ ...bulkTarget(filter), ...shape })
    .refine(exactlyOneTarget.check, exactlyOneTarget.message)
    .refine(countWithFilter.check, countWithFilter.message);
}

/** The customer list's filter (search, status, consent and whatever the list filters by), no paging. */
export const customerBulkFilterSchema = listCustomersQuerySchema.omit({
  companyId: true,
  withReviews: true,
  sort: true,
  dir: true,
  limit: true,
  offset: true,
});
export type CustomerBulkFilter = z.output<typeof customerBulkFilterSchema>;

/** POST /api/customers/bulk/status: every role, like the single status change. */
export const customerBulkStatusSchema = bulkSchema(customerBulkFilterSchema, {
  status: z.enum(customerStatuses, { error: 'Ungültiger Status' }),
});
/** POST /api/customers/bulk/active: admins and managers. */
export const customerBulkActiveSchema = bulkSchema(customerBulkFilterSchema, {
  isActive: z.boolean({ error: 'isActive muss true oder false sein' }),
});
/** POST /api/customers/bulk/delete: admins and managers. */
export const customerBulkDeleteSchema = bulkSchema(customerBulkFilterSchema, {});

/** The review list's filter (search, rating, from), no paging; the action says which view (active or archive). */
export const reviewBulkFilterSchema = listReviewsQuerySchema.omit({
  companyId: true,
  limit: true,
  offset: true,
});
export type ReviewBulkFilter = z.output<typeof reviewBulkFilterSchema>;

/** POST /api/reviews/bulk/archive and /api/reviews/bulk/unarchive. */
export const reviewBulkSchema = bulkSchema(reviewBulkFilterSchema, {});

export type CustomerBulkStatus = z.input<typeof customerBulkStatusSchema>;
export type CustomerBulkActive = z.input<typeof customerBulkActiveSchema>;
export type CustomerBulkDelete = z.input<typeof customerBulkDeleteSchema>;
export type ReviewBulk = z.input<typeof reviewBulkSchema>;

/**
 * The answer: how many selected rows were found in the company (`matched`), how many of them were
 * changed (`changed`; rows already in the target state are not), the batch id shared by their audit
 * rows (null when nothing changed), and a German sentence for the toast.
 */
export const bulkResultSchema = z.object({
  matched: z.number(),
  changed: z.number(),
  batchId: z.string().nullable(),
  message: z.string(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
