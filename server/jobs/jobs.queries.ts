// The statements on pg-boss's own job table (schema pgboss), kept in one place: pg-boss 10's
// columns are an outside contract, checked by the engine tests on both databases.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { QUEUES } from './queues';

const SCAN_QUEUES = sql`(${QUEUES.scanCompany}, ${QUEUES.scanCustomer})`;

/** Jobs of a scan that may still run (queued, waiting for a retry, or active). */
export async function countLiveJobs(db: Db, scanId: number) {
  // Both drivers answer execute() with a result that has rows.
  const result = (await db.execute(
    sql`select count(*)::int as n from pgboss.job
        where name in ${SCAN_QUEUES} and state in ('created', 'retry', 'active')
          and (data->>'scanId')::int = ${scanId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Renews the lease of the jobs this instance runs: pg-boss expires an active job `expire_in` after
 * its `started_on`, so a job whose instance died (and renews no more) is retried by the survivors.
 */
export async function renewJobLeases(db: Db, jobIds: string[]) {
  if (jobIds.length === 0) return;
  const ids = sql.join(
    jobIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`update pgboss.job set started_on = now() where state = 'active' and id in (${ids})`);
}

/** PGlite belongs to one process: jobs still active there were cut off by that process's last end. */
export async function retryOrphanedJobs(db: Db) {
  await db.execute(
    sql`update pgboss.job set state = 'retry', start_after = now()
        where name in ${SCAN_QUEUES} and state = 'active'`,
  );
}
