// The audit log's API (issue 24, docs/api.md "Audit log", decision 051).
import { z } from 'zod';
import { auditActions, auditEntities } from '../enums';
import { controlCharsMessage, isOneLine } from './control-chars';
import { filterSchema, idSchema, listPagingShape, searchQuerySchema } from './params';

const dateMessage = 'Ungültiges Datum (erwartet JJJJ-MM-TT)';
/** A Berlin calendar day 'YYYY-MM-DD'; blank means no bound. Year 0 exists in ISO but not in PostgreSQL. */
const dayQuerySchema = z
  .union(
    [z.literal(''), z.iso.date({ error: dateMessage }).refine((v) => !v.startsWith('0000'), dateMessage)],
    { error: dateMessage },
  )
  .transform((v) => v || undefined)
  .optional();

/** An optional id filter; blank means all. */
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), idSchema.optional());

export const auditEntityFilters = ['all', ...auditEntities] as const;
export type AuditEntityFilter = (typeof auditEntityFilters)[number];
export const auditActionFilters = ['all', ...auditActions] as const;
export type AuditActionFilter = (typeof auditActionFilters)[number];

export const listAuditQuerySchema = z
  .strictObject({
    userId: optionalId,
    companyId: optionalId,
    entity: filterSchema(auditEntityFilters, 'Ungültiger Objektfilter'),
    action: filterSchema(auditActionFilters, 'Ungültiger Aktionsfilter'),
    /** Changes on or after the start of this Berlin day. */
    from: dayQuerySchema,
    /** Changes on or before the end of this Berlin day. */
    to: dayQuerySchema,
    /** Part of the changed thing's name (a customer's, a user's) as recorded. */
    search: searchQuerySchema.refine(
      (v) => v === undefined || isOneLine(v),
      controlCharsMessage('Suchbegriff'),
    ),
    ...listPagingShape,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'Das Enddatum liegt vor dem Startdatum',
    path: ['to'],
  });
export type ListAuditQuery = z.input<typeof listAuditQuerySchema>;

export const customerHistoryQuerySchema = z.strictObject({ limit: listPagingShape.limit });

const changeSchema = z.object({
  from: z.unknown().optional(),
  to: z.unknown().optional(),
  secret: z.literal(true).optional(),
});

/** One row of the log; `at` is ISO 8601. */
export const auditEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  userId: z.number().nullable(),
  /** The name at the time of the change; null for the system. */
  userName: z.string().nullable(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  entity: z.enum(auditEntities),
  entityId: z.number().nullable(),
  entityLabel: z.string().nullable(),
  action: z.enum(auditActions),
  changes: z.record(z.string(), changeSchema).nullable(),
  batchId: z.string().nullable(),
  /** The customer still exists (a row of entity 'customer' links to its drawer). */
  customerExists: z.boolean(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export type AuditChange = z.infer<typeof changeSchema>;
