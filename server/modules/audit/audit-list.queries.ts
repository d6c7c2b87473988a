// Reading the audit log (issue 24, decision 051): the admins' page and a customer's history. Each
// page is one statement: its rows in (at, id) order on the log's indexes, each carrying the
// filtered total up to its cap.
import { and, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../common/constants';
import type { AuditAction, AuditEntity } from '../../../common/enums';
import type { Db } from '../../db/client';
import { auditEvents, companies, customers } from '../../db/schema';
import { cappedCount, cappedTotal, containsPattern, newestFirst } from '../../db/sql-helpers';

export interface AuditFilter {
  userId?: number;
  companyId?: number;
  entity?: AuditEntity;
  action?: AuditAction;
  /** Berlin calendar days, both included. */
  from?: string;
  to?: string;
  search?: string;
  /** A customer's history: entity 'customer' and this id. */
  customerId?: number;
}

/** The start of a Berlin calendar day as an instant. */
const berlinStart = (day: SQL) => sql`(${day}::timestamp at time zone ${TIME_ZONE})`;

function auditWhere(f: AuditFilter) {
  return and(
    f.userId === undefined ? undefined : eq(auditEvents.userId, f.userId),
    f.companyId === undefined ? undefined : eq(auditEvents.companyId, f.companyId),
    f.customerId === undefined
      ? undefined
      : and(eq(auditEvents.entity, 'customer'), eq(auditEvents.entityId, f.customerId)),
    f.entity === undefined ? undefined : eq(auditEvents.entity, f.entity),
    f.action === undefined ? undefined : eq(auditEvents.action, f.action),
    f.from === undefined ? undefined : gte(auditEvents.at, berlinStart(sql`${f.from}::date`)),
    f.to === undefined ? undefined : lt(auditEvents.at, berlinStart(sql`(${f.to}::date + 1)`)),
    f.search === undefined ? undefined : ilike(auditEvents.entityLabel, containsPattern(f.search)),
  );
}

/** One page, newest first, with the company's name and whether a customer row's customer still exists. */
export function listAuditEvents(
  db: Db,
  f: AuditFilter,
  paging: { limit: number; offset: number; cap: number },
) {
  const where = auditWhere(f);
  return db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      userId: auditEvents.userId,
      userName: auditEvents.userName,
      companyId: auditEvents.companyId,
      companyName: companies.name,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      entityLabel: auditEvents.entityLabel,
      action: auditEvents.action,
      changes: auditEvents.changes,
      batchId: auditEvents.batchId,
      customerExists: sql<boolean>`${auditEvents.entity} = 'customer' and exists (
        select 1 from ${customers} where ${customers.id} = ${auditEvents.entityId})`,
      total: cappedTotal(db, auditEvents, where, paging.cap),
    })
    .from(auditEvents)
    .leftJoin(companies, eq(companies.id, auditEvents.companyId))
    .where(where)
    .orderBy(...newestFirst(auditEvents.at, auditEvents.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

/** The filtered total on its own (a page beyond the end). */
export function countAuditEvents(db: Db, f: AuditFilter, cap: number) {
  return cappedCount(db, auditEvents, auditWhere(f), cap);
}

export async function customerExists(db: Db, id: number) {
  const rows = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
  return rows.length > 0;
}
