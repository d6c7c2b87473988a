// The SQL of the customers' bulk changes (issue 24, decision 048): one statement per change for the
// whole selection, run inside the caller's transaction. Each locks the selected rows in id order
// (FOR UPDATE: parallel bulk changes wait for each other instead of deadlocking, and a row changed
// meanwhile is read in its new state), changes those not yet in the target state and answers them.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { CustomerStatus } from '../../../common/enums';
import { BULK_MAX_ROWS, type CustomerBulkFilter } from '../../../common/schemas/bulk';
import type { Db } from '../../db/client';
import { customerStatusChanges, customers } from '../../db/schema';
import { anyOf } from '../../db/sql-helpers';
import { customerListWhere } from './customers.list.queries';

/** The selected customers of one company: by id, or every customer the list shows under a filter. */
export type CustomerSelection = { companyId: number } & (
  | { ids: number[]; filter?: undefined }
  | { ids?: undefined; filter: CustomerBulkFilter }
);

/** A changed customer: its id, its name (the audit row's label) and the value before. */
export interface ChangedCustomer<V> {
  id: number;
  name: string;
  from: V;
}

interface BulkRows<V> {
  /** How many selected customers the company has (at most BULK_MAX_ROWS + 1 under a filter). */
  matched: number;
  changed: ChangedCustomer<V>[];
}

function selectionWhere(s: CustomerSelection): SQL | undefined {
  return s.ids
    ? and(eq(customers.companyId, s.companyId), anyOf(customers.id, s.ids))
    : customerListWhere({ companyId: s.companyId, ...s.filter });
}

/** The selected rows locked in id order; a filter stops after BULK_MAX_ROWS + 1 (the service refuses more). */
function lockedSelection(db: Db, s: CustomerSelection) {
  return db
    .select({
      id: customers.id,
      name: customers.name,
      status: customers.status,
      isActive: customers.isActive,
    })
    .from(customers)
    .where(selectionWhere(s))
    .orderBy(customers.id)
    .limit(BULK_MAX_ROWS + 1)
    .for('update');
}

type Row = { matched: number | string; changed: ChangedCustomer<unknown>[] | string | null };

async function run<V>(db: Db, statement: SQL): Promise<BulkRows<V>> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  const changed = typeof row.changed === 'string' ? JSON.parse(row.changed) : (row.changed ?? []);
  return { matched: Number(row.matched), changed: changed as ChangedCustomer<V>[] };
}

const answer = sql`select (select count(*)::int from matching) as matched,
  (select json_agg(json_build_object('id', id, 'name', name, 'from', "from") order by id) from changed) as changed`;

/**
 * Gives the selected customers `status`, and each changed one its entry in the status history
 * (customer_status_changes, as the single change writes it) with the user: one statement.
 */
export function setStatus(db: Db, s: CustomerSelection, status: CustomerStatus, userId: number | null) {
  return run<CustomerStatus>(
    db,
    sql`with matching as (${lockedSelection(db, s)}),
    changed as (
      update ${customers} c set status = ${status}
        from matching m where c.id = m.id and m.status <> ${status}
        returning c.id, m.name, m.status as "from"),
    history as (
      insert into ${customerStatusChanges} (customer_id, status, changed_by)
        select id, ${status}, ${userId}::int from changed)
    ${answer}`,
  );
}

/** Activates (true) or deactivates (false) the selected customers: one statement. */
export function setActive(db: Db, s: CustomerSelection, isActive: boolean) {
  return run<boolean>(
    db,
    sql`with matching as (${lockedSelection(db, s)}),
    changed as (
      update ${customers} c set is_active = ${isActive}
        from matching m where c.id = m.id and m.is_active <> ${isActive}
        returning c.id, m.name, m.is_active as "from")
    ${answer}`,
  );
}

/**
 * Deletes the selected customers; their reviews, e-mail logs, follow-ups and cases go with them
 * (ON DELETE CASCADE), invoices and scan logs stay (set null), as the single delete does.
 */
export function deleteCustomers(db: Db, s: CustomerSelection) {
  return run<null>(
    db,
    sql`with matching as (${lockedSelection(db, s)}),
    changed as (
      delete from ${customers} c using matching m where c.id = m.id
        returning c.id, m.name, null::text as "from")
    ${answer}`,
  );
}
