// The one writer of the audit log (issue 24; docs/product.md "The operator's week"). Every change a
// person makes to customers, prices, settings, users, and every deletion, is recorded through here,
// inside the transaction of the change itself, so a change and its record land together or not at all.
import type { AuditAction, AuditEntity } from '../../../common/enums';
import type { Db } from '../../db/client';
import { type AuditChanges, auditEvents } from '../../db/schema';

/** Who made a change: a signed-in user, or null for the system (a job, the customer's own link). */
export interface AuditActor {
  id: number;
  name: string;
}

export interface AuditEntry {
  entity: AuditEntity;
  entityId: number | null;
  entityLabel?: string | null;
  action: AuditAction;
  companyId?: number | null;
  changes?: AuditChanges | null;
}

/** Writes the entries in one statement; a bulk change passes its `batchId` so its rows belong together. */
export async function recordAudit(
  db: Db,
  actor: AuditActor | null,
  entries: AuditEntry[],
  options: { batchId?: string; at?: Date } = {},
) {
  if (entries.length === 0) return;
  await db.insert(auditEvents).values(
    entries.map((e) => ({
      userId: actor?.id ?? null,
      userName: actor?.name ?? null,
      companyId: e.companyId ?? null,
      entity: e.entity,
      entityId: e.entityId,
      entityLabel: e.entityLabel ?? null,
      action: e.action,
      changes: e.changes ?? null,
      batchId: options.batchId ?? null,
      ...(options.at ? { at: options.at } : {}),
    })),
  );
}

/**
 * The fields that differ between `before` and `after` (only the keys `after` names), as the log
 * records them. Secret fields are recorded as changed when a new value was given, never with a
 * value; undefined in `after` means "not part of this change".
 */
export function auditChanges<T extends Record<string, unknown>>(
  before: Partial<T>,
  after: Partial<T>,
  secretFields: readonly string[] = [],
): AuditChanges | null {
  const changes: AuditChanges = {};
  for (const [key, to] of Object.entries(after)) {
    if (to === undefined) continue;
    if (secretFields.includes(key)) {
      if (to !== '' && to !== null) changes[key] = { secret: true };
      continue;
    }
    const from = before[key as keyof T] ?? null;
    if (!sameValue(from, to)) changes[key] = { from, to: to ?? null };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

function sameValue(a: unknown, b: unknown) {
  if (a instanceof Date || b instanceof Date) {
    return new Date(a as Date).getTime() === new Date(b as Date).getTime();
  }
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
