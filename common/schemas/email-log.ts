import { z } from 'zod';
import { emailLogKinds, emailLogStatuses } from '../enums';
import { companyIdQuerySchema, filterSchema, listPagingShape, queryFlag, searchQuerySchema } from './params';

export const emailLogStatusFilters = ['all', ...emailLogStatuses] as const;
export type EmailLogStatusFilter = (typeof emailLogStatusFilters)[number];

export const listEmailLogsQuerySchema = z.strictObject({
  companyId: companyIdQuerySchema,
  /** Subject, content, customer name or customer e-mail, case-insensitive. */
  search: searchQuerySchema,
  status: filterSchema(emailLogStatusFilters, 'Ungültiger Status'),
  /**
   * false: rows without `emailContent`. The web list shows a mail's text only in its dialog
   * (GET /api/email-logs/{id}), and the texts are half of a page (decision 034).
   */
  withContent: queryFlag('withContent', true),
  ...listPagingShape,
});
export type ListEmailLogsQuery = z.input<typeof listEmailLogsQuerySchema>;

/** One row of GET /api/email-logs; timestamps are ISO 8601 strings; no `emailContent` with withContent=false. */
export const emailLogSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  customerName: z.string(),
  customerEmail: z.string(),
  reviewId: z.number().nullable(),
  emailSubject: z.string(),
  emailContent: z.string().optional(),
  status: z.enum(emailLogStatuses),
  errorMessage: z.string().nullable(),
  /** The address it went to; in test mode the operator's (isTest). Older logs have none. */
  recipient: z.string().nullable(),
  isTest: z.boolean(),
  /** 'review': the offer on a new negative review; 'invoice' and 'reminder' belong to invoiceId. */
  kind: z.enum(emailLogKinds),
  invoiceId: z.number().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EmailLog = z.infer<typeof emailLogSchema>;

/** GET /api/email-logs/{id}: the e-mail as sent (text and HTML) and how its sending went. */
export const emailLogDetailSchema = emailLogSchema.extend({
  emailContent: z.string(),
  emailHtml: z.string().nullable(),
  messageId: z.string().nullable(),
  /** Tries handed to SMTP. */
  attempts: z.number(),
  /** When the current or last try was handed to SMTP. */
  sendingStartedAt: z.string().nullable(),
  /** A waiting mail goes out from then on. */
  nextAttemptAt: z.string().nullable(),
});
export type EmailLogDetail = z.infer<typeof emailLogDetailSchema>;
