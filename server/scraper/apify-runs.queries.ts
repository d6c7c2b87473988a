// SQL of apify_runs: one row per Apify run, written by scans and removal checks alike.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apifyRuns } from '../db/schema';

export async function insertApifyRun(db: Db, values: typeof apifyRuns.$inferInsert) {
  await db.insert(apifyRuns).values(values).onConflictDoNothing();
}

/** The run a previous attempt of this job started and did not finish: wait for it instead of paying twice. */
export async function findOpenApifyRun(db: Db, scanId: number, customerId: number, placeCount: number) {
  const [row] = await db
    .select({ runId: apifyRuns.runId })
    .from(apifyRuns)
    .where(
      and(
        eq(apifyRuns.scanId, scanId),
        eq(apifyRuns.customerId, customerId),
        eq(apifyRuns.placeCount, placeCount),
        isNull(apifyRuns.completedAt),
      ),
    )
    .orderBy(desc(apifyRuns.id))
    .limit(1);
  return row?.runId;
}

export async function finishApifyRun(db: Db, runId: string, values: Partial<typeof apifyRuns.$inferInsert>) {
  await db
    .update(apifyRuns)
    .set({ ...values, completedAt: new Date() })
    .where(eq(apifyRuns.runId, runId));
}
