import { z } from 'zod';
import { scanLogStatuses, scanTypes } from '../enums';
import { companyIdQuerySchema, filterSchema, listPagingShape } from './params';

export const scanLogStatusFilters = ['all', ...scanLogStatuses] as const;
export type ScanLogStatusFilter = (typeof scanLogStatusFilters)[number];

/** The scan-log page is not company-scoped; companyId narrows it when given. */
export const listScanLogsQuerySchema = z.strictObject({
  companyId: companyIdQuerySchema.optional(),
  status: filterSchema(scanLogStatusFilters, 'Ungültiger Status'),
  ...listPagingShape,
});
export type ListScanLogsQuery = z.input<typeof listScanLogsQuerySchema>;

export const scanLogSummaryQuerySchema = z.strictObject({ companyId: companyIdQuerySchema.optional() });

/** One row of GET /api/scan-logs. `status` and `errorType` are shown raw when unknown (docs/product.md §4, §8). */
export const scanLogSchema = z.object({
  id: z.number(),
  customerId: z.number().nullable(),
  companyId: z.number(),
  customerName: z.string().nullable(),
  scanType: z.enum(scanTypes),
  status: z.string(),
  errorType: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** JSON string {totalReviews, newReviews, negativeReviews, emailStatus, url}, as stored. */
  details: z.string().nullable(),
  createdAt: z.string(),
});
export type ScanLog = z.infer<typeof scanLogSchema>;

/** Counters of the scan-log page over all rows; total also counts unknown statuses. */
export const scanLogSummarySchema = z.object({
  success: z.number(),
  error: z.number(),
  skipped: z.number(),
  total: z.number(),
});
export type ScanLogSummary = z.infer<typeof scanLogSummarySchema>;
