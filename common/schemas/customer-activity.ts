import { z } from 'zod';
import { customerStatuses, emailLogStatuses, scanTypes } from '../enums';

/** How many of each kind the customer drawer shows (newest first); the totals count them all. */
export const ACTIVITY_LIMITS = { statusHistory: 50, reviews: 20, emailLogs: 20, scanLogs: 10 } as const;
export const NOTE_MAX_LENGTH = 5000;

/** GET /api/customers/:id/activity: everything the customer drawer shows besides the customer. */
export const customerActivitySchema = z.object({
  note: z.string().nullable(),
  statusHistory: z.array(
    z.object({
      id: z.number(),
      status: z.enum(customerStatuses),
      changedAt: z.string(),
      /** The user's name; null for a change by the system or by a user deleted since. */
      changedBy: z.string().nullable(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.number(),
      username: z.string().nullable(),
      rating: z.number(),
      reviewText: z.string().nullable(),
      reviewDate: z.string().nullable(),
      detectedAt: z.string(),
      isArchived: z.boolean(),
    }),
  ),
  reviewTotal: z.number(),
  emailLogs: z.array(
    z.object({
      id: z.number(),
      emailSubject: z.string(),
      status: z.enum(emailLogStatuses),
      isTest: z.boolean(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      errorMessage: z.string().nullable(),
    }),
  ),
  emailTotal: z.number(),
  scanLogs: z.array(
    z.object({
      id: z.number(),
      scanType: z.enum(scanTypes),
      status: z.string(),
      errorType: z.string().nullable(),
      errorMessage: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type CustomerActivity = z.infer<typeof customerActivitySchema>;

/** PUT /api/customers/:id/note: blank clears the note. */
export const customerNoteSchema = z.strictObject({
  note: z
    .string({ error: 'Notiz muss Text sein' })
    .max(NOTE_MAX_LENGTH, `Notiz darf höchstens ${NOTE_MAX_LENGTH} Zeichen haben`)
    .nullable()
    .transform((v) => v?.trim() || null),
});
export const customerNoteResponseSchema = z.object({ note: z.string().nullable() });
