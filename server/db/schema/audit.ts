// The audit log (issue 24; docs/product.md "The operator's week"): who changed what and when, one
// row per changed thing (a bulk change writes one per row). It never holds a secret: a changed
// password or API key is recorded as changed, without either value.
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { type AuditAction, type AuditEntity, auditActions, auditEntities } from '../../../common/enums';
import { timestamptz } from './columns';
import { companies } from './companies';
import { users } from './users';

/** Field → its value before and after; `secret: true` instead of values for a secret. */
export type AuditChanges = Record<string, { from?: unknown; to?: unknown; secret?: true }>;

export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    at: timestamptz('at').notNull().defaultNow(),
    /** Null for the system (a job, the customer's own link) or a user deleted since; the name stays. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    entity: text('entity', { enum: auditEntities }).notNull().$type<AuditEntity>(),
    entityId: integer('entity_id'),
    /** The thing's name at the time (a customer's, a user's), so deleted things stay readable. */
    entityLabel: text('entity_label'),
    action: text('action', { enum: auditActions }).notNull().$type<AuditAction>(),
    changes: jsonb('changes').$type<AuditChanges>(),
    /** Shared by the rows of one bulk change or one import. */
    batchId: text('batch_id'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_events_company_at_idx').on(t.companyId, t.at.desc(), t.id.desc()),
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.at.desc(), t.id.desc()),
    index('audit_events_user_at_idx').on(t.userId, t.at.desc(), t.id.desc()),
  ],
);
