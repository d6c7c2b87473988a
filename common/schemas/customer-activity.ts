import { z } from 'zod';
import { customerStatuses } from '../enums';
import { controlCharsMessage, isMultiLine } from './control-chars';
import { consentBases } from './customer';
import { emailLogSchema } from './email-log';
import { reviewSchema } from './review';
import { scanLogSchema } from './scan-log';

/** How many of each kind the customer drawer shows (newest first); the totals count them all. */
export const ACTIVITY_LIMITS = {
  statusHistory: 50,
  consentHistory: 50,
  reviews: 20,
  emailLogs: 20,
  scanLogs: 10,
} as const;
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
  /** Every change of the customer's consent, newest first (consent_events). */
  consentHistory: z.array(
    z.object({
      id: z.number(),
      consent: z.enum(consentBases),
      /** 'operator' set by hand, 'signup' the confirmed double opt-in, 'opt_out' the unsubscribe link, 'portal' the owner's consent in the portal. */
      source: z.enum(['signup', 'operator', 'opt_out', 'portal']),
      at: z.string(),
      /** The operator's name as it was then; null for the customer's own action. */
      by: z.string().nullable(),
      note: z.string().nullable(),
      /** A confirmed sign-up's or portal consent's proof: where from, the exact text ticked and its version, the address confirmed. */
      proof: z
        .object({
          ip: z.string().nullable(),
          userAgent: z.string().nullable(),
          consentText: z.string().nullable(),
          consentTextVersion: z.number().nullable(),
          email: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
  reviews: z.array(
    reviewSchema.pick({
      id: true,
      username: true,
      rating: true,
      reviewText: true,
      reviewDate: true,
      detectedAt: true,
      isArchived: true,
      reviewUrl: true,
      removal: true,
      removalChance: true,
    }),
  ),
  reviewTotal: z.number(),
  // Without the content: the e-mail detail view loads the one wanted.
  emailLogs: z.array(
    emailLogSchema.pick({
      id: true,
      emailSubject: true,
      status: true,
      isTest: true,
      createdAt: true,
      sentAt: true,
      errorMessage: true,
    }),
  ),
  emailTotal: z.number(),
  scanLogs: z.array(
    scanLogSchema.pick({
      id: true,
      scanType: true,
      status: true,
      errorType: true,
      errorMessage: true,
      createdAt: true,
    }),
  ),
});
export type CustomerActivity = z.infer<typeof customerActivitySchema>;

/** PUT /api/customers/:id/note: blank clears the note. */
export const customerNoteSchema = z.strictObject({
  note: z
    .string({ error: 'Notiz muss Text sein' })
    .max(NOTE_MAX_LENGTH, `Notiz darf höchstens ${NOTE_MAX_LENGTH} Zeichen haben`)
    .refine(isMultiLine, controlCharsMessage('Notiz'))
    .nullable()
    .transform((v) => v?.trim() || null),
});
export const customerNoteResponseSchema = z.object({ note: z.string().nullable() });
