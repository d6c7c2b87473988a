// The header's bell (issue 24) on the wire (docs/api.md "Alerts (issue 24)"): the signed-in user's
// alerts, newest first, paged by id; the unread count; 'Alle als gelesen markieren'; the digest.
import { z } from 'zod';
import { alertKinds } from '../enums';
import { idSchema } from './params';

/** Alerts per page of the bell's list. */
export const ALERTS_PAGE_SIZE = 20;
/** The badge counts up to here and shows '99+' beyond (the count stops reading there). */
export const ALERTS_UNREAD_CAP = 100;

export const listAlertsQuerySchema = z.strictObject({
  /** Alerts older than this id (the last one of the previous page); none: the newest. */
  before: idSchema.optional(),
  limit: z.coerce
    .number({ error: 'Ungültiges Limit' })
    .int('Limit muss eine ganze Zahl sein')
    .min(1, 'Limit muss mindestens 1 sein')
    .max(100, 'Limit darf höchstens 100 sein')
    .default(ALERTS_PAGE_SIZE),
});

export const alertSchema = z.object({
  id: z.number(),
  kind: z.enum(alertKinds),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  customerId: z.number().nullable(),
  message: z.string(),
  createdAt: z.string(),
  /** Newer than what the user last marked as read. */
  unread: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertPageSchema = z.object({
  alerts: z.array(alertSchema),
  /** The `before` of the next page; null on the last. */
  nextBefore: z.number().nullable(),
});
export type AlertPage = z.infer<typeof alertPageSchema>;

export const alertStateSchema = z.object({
  /** Unread alerts, counted up to ALERTS_UNREAD_CAP. */
  unread: z.number(),
  /** The newest alert the user has marked as read (users.alerts_seen_id). */
  seenId: z.number(),
  /** Wants new alerts as an e-mail digest. */
  digest: z.boolean(),
});
export type AlertState = z.infer<typeof alertStateSchema>;

export const markAlertsReadSchema = z.strictObject({
  /** Up to this alert (the newest one the list showed); none: up to the newest there is. */
  upTo: idSchema.optional(),
});

export const alertSettingsSchema = z.strictObject({
  digest: z.boolean({ error: 'Bitte „Ja“ oder „Nein“ für die E-Mail-Zusammenfassung angeben' }),
});
