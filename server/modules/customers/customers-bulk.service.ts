// The customers' bulk changes (issue 24; docs/product.md §14 "Bulk work", decision 048): status,
// (de)activation and deletion of the selected customers. One transaction each: the change, the
// status history and one audit row per changed customer (one batch id) land together or not at all.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CustomerStatus } from '../../../common/enums';
import { formatCount } from '../../../common/format';
import { customerStatusLabels } from '../../../common/labels';
import {
  BULK_MAX_ROWS,
  type BulkResult,
  type customerBulkActiveSchema,
  type customerBulkDeleteSchema,
  customerBulkFilterSchema,
  type customerBulkStatusSchema,
} from '../../../common/schemas/bulk';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type AuditEntry, auditChanges, recordAudit } from '../audit/audit.queries';
import type { SessionUser } from '../auth/session-user';
import { ensureCompany } from '../companies/companies.service';
import * as q from './customers-bulk.queries';

type StatusInput = z.output<typeof customerBulkStatusSchema>;
type ActiveInput = z.output<typeof customerBulkActiveSchema>;
type DeleteInput = z.output<typeof customerBulkDeleteSchema>;
type Target = StatusInput | ActiveInput | DeleteInput;

/** Audit rows written per statement: 10 parameters a row stays far below PostgreSQL's 65,535. */
const AUDIT_CHUNK = 5_000;

const customersText = (n: number) => `${formatCount(n)} ${n === 1 ? 'Kunde' : 'Kunden'}`;

function selectionOf(input: Target): q.CustomerSelection {
  return input.ids
    ? { companyId: input.companyId, ids: input.ids }
    : // The schema's refinement sends a filter whenever there are no ids.
      { companyId: input.companyId, filter: input.filter ?? customerBulkFilterSchema.parse({}) };
}

/**
 * Runs one bulk change in a transaction: the statement, the checks on what it found (a filter too
 * wide, a count other than the one confirmed: thrown, so nothing stays), then the audit rows.
 */
async function bulkChange<V>(
  db: Db,
  actor: SessionUser,
  input: Target,
  change: (
    tx: Db,
    selection: q.CustomerSelection,
  ) => Promise<{ matched: number; changed: q.ChangedCustomer<V>[] }>,
  entry: (row: q.ChangedCustomer<V>) => Pick<AuditEntry, 'action' | 'changes'>,
): Promise<Omit<BulkResult, 'message'>> {
  await ensureCompany(db, input.companyId);
  const batchId = randomUUID();
  const result = await db.transaction(async (tx) => {
    const { matched, changed } = await change(tx, selectionOf(input));
    if (input.filter && matched > BULK_MAX_ROWS) {
      throw new AppError(
        'BAD_REQUEST',
        `Der Filter trifft mehr als ${customersText(BULK_MAX_ROWS)}; bitte grenzen Sie die Auswahl ein`,
      );
    }
    if (input.expectedCount !== undefined && matched !== input.expectedCount) {
      throw new AppError(
        'CONFLICT',
        `Die Auswahl hat sich geändert: Der Filter trifft jetzt ${customersText(matched)} statt ${formatCount(input.expectedCount)}. Bitte prüfen Sie die Auswahl und bestätigen Sie erneut.`,
      );
    }
    const entries: AuditEntry[] = changed.map((row) => ({
      entity: 'customer',
      entityId: row.id,
      entityLabel: row.name,
      companyId: input.companyId,
      ...entry(row),
    }));
    for (let i = 0; i < entries.length; i += AUDIT_CHUNK) {
      await recordAudit(tx, { id: actor.id, name: actor.name }, entries.slice(i, i + AUDIT_CHUNK), {
        batchId,
      });
    }
    return { matched, changed: changed.length };
  });
  return { ...result, batchId: result.changed > 0 ? batchId : null };
}

/** Every role, like the single status change (docs/product.md §6). */
export async function setStatus(db: Db, actor: SessionUser, input: StatusInput): Promise<BulkResult> {
  const status: CustomerStatus = input.status;
  const result = await bulkChange<CustomerStatus>(
    db,
    actor,
    input,
    (tx, s) => q.setStatus(tx, s, status, actor.id),
    (row) => ({ action: 'status_changed', changes: auditChanges({ status: row.from }, { status }) }),
  );
  const label = customerStatusLabels[status];
  return { ...result, message: `${customersText(result.changed)} auf „${label}“ gesetzt` };
}

export async function setActive(db: Db, actor: SessionUser, input: ActiveInput): Promise<BulkResult> {
  const { isActive } = input;
  const result = await bulkChange<boolean>(
    db,
    actor,
    input,
    (tx, s) => q.setActive(tx, s, isActive),
    (row) => ({
      action: isActive ? 'activated' : 'deactivated',
      changes: auditChanges({ isActive: row.from }, { isActive }),
    }),
  );
  return { ...result, message: `${customersText(result.changed)} ${isActive ? 'aktiviert' : 'deaktiviert'}` };
}

export async function deleteCustomers(db: Db, actor: SessionUser, input: DeleteInput): Promise<BulkResult> {
  const result = await bulkChange<null>(
    db,
    actor,
    input,
    (tx, s) => q.deleteCustomers(tx, s),
    () => ({ action: 'deleted', changes: null }),
  );
  return { ...result, message: `${customersText(result.changed)} gelöscht` };
}
