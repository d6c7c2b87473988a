// Replies and bounces read from the company's mailbox over IMAP, the 'Antworten' inbox, a
// customer's thread and the IMAP settings (issue 24; docs/api.md "Replies (issue 24)").
import { z } from 'zod';
import { DEFAULT_IMAP_HOST, DEFAULT_IMAP_PORT } from '../constants';
import { emailLogKinds, emailLogStatuses, replyKinds } from '../enums';
import { companyIdQuerySchema, filterSchema, listPagingShape } from './params';

export const replyFilters = ['all', 'unread', 'replies', 'bounces'] as const;
export type ReplyFilter = (typeof replyFilters)[number];

export const listRepliesQuerySchema = z.strictObject({
  companyId: companyIdQuerySchema,
  filter: filterSchema(replyFilters, 'Ungültiger Filter'),
  ...listPagingShape,
});
export type ListRepliesQuery = z.input<typeof listRepliesQuerySchema>;

/** One row of GET /api/replies: the inbox, newest first. Timestamps are ISO 8601 strings. */
export const replySchema = z.object({
  id: z.number(),
  kind: z.enum(replyKinds),
  customerId: z.number().nullable(),
  customerName: z.string().nullable(),
  fromAddress: z.string().nullable(),
  fromName: z.string().nullable(),
  subject: z.string().nullable(),
  /** The beginning of the text, on one line. */
  snippet: z.string(),
  receivedAt: z.string(),
  /** When someone opened it; null: unread. */
  seenAt: z.string().nullable(),
  /** Our mail it answers, when known. */
  emailLogId: z.number().nullable(),
});
export type Reply = z.infer<typeof replySchema>;

/** GET /api/replies/{id}: the whole plain text (never HTML) and the subject of our mail it answers. */
export const replyDetailSchema = replySchema.extend({
  bodyText: z.string().nullable(),
  emailLogSubject: z.string().nullable(),
});
export type ReplyDetail = z.infer<typeof replyDetailSchema>;

export const markReplyReadResponseSchema = z.object({ id: z.number(), seenAt: z.string() });

/** One entry of a customer's thread: our mail, or their answer (or a bounce), oldest first. */
export const threadEntrySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sent'),
    id: z.number(),
    at: z.string(),
    subject: z.string(),
    text: z.string(),
    status: z.enum(emailLogStatuses),
    kind: z.enum(emailLogKinds),
    recipient: z.string().nullable(),
    errorMessage: z.string().nullable(),
  }),
  z.object({
    type: z.literal('received'),
    id: z.number(),
    at: z.string(),
    kind: z.enum(replyKinds),
    subject: z.string().nullable(),
    text: z.string().nullable(),
    fromAddress: z.string().nullable(),
    fromName: z.string().nullable(),
    seenAt: z.string().nullable(),
  }),
]);
export type ThreadEntry = z.infer<typeof threadEntrySchema>;

/** GET /api/customers/{id}/reply-thread */
export const replyThreadSchema = z.object({
  repliedAt: z.string().nullable(),
  emailBouncedAt: z.string().nullable(),
  emailBounceReason: z.string().nullable(),
  entries: z.array(threadEntrySchema),
});
export type ReplyThread = z.infer<typeof replyThreadSchema>;

/** GET /api/imap-settings/{companyId}: the switch, the server and how the last read went. */
export const imapSettingsSchema = z.object({
  imapEnabled: z.boolean(),
  imapHost: z.string(),
  imapPort: z.number(),
  /** The mailbox read is the company's Gmail account: address and app password stored. */
  hasMailAccount: z.boolean(),
  gmailEmail: z.string().nullable(),
  checkedAt: z.string().nullable(),
  /** The last read's German error; null when it worked (or never ran). */
  error: z.string().nullable(),
});
export type ImapSettings = z.infer<typeof imapSettingsSchema>;

const imapPortMessage = 'IMAP-Port muss eine Zahl zwischen 1 und 65535 sein';

/** PUT /api/imap-settings/{companyId}: what is not given stays. */
export const updateImapSettingsSchema = z.strictObject({
  imapEnabled: z.boolean({ error: 'Ungültiger Wert für „Antworten abrufen“' }).optional(),
  imapHost: z
    .string({ error: 'Ungültiger IMAP-Host' })
    .trim()
    .max(253, 'IMAP-Host darf höchstens 253 Zeichen haben')
    .regex(/^[A-Za-z0-9.-]*$/, 'Ungültiger IMAP-Host')
    .transform((v) => v || DEFAULT_IMAP_HOST)
    .optional(),
  imapPort: z
    .union([z.number(), z.string().regex(/^\d{1,5}$/, imapPortMessage)], { error: imapPortMessage })
    .transform((v) => (v === '' ? DEFAULT_IMAP_PORT : Number(v)))
    .pipe(z.number().int(imapPortMessage).min(1, imapPortMessage).max(65535, imapPortMessage))
    .optional(),
});
export type UpdateImapSettings = z.input<typeof updateImapSettingsSchema>;

export const testImapResponseSchema = z.object({ message: z.string() });
