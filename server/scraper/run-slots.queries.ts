// SQL of the account-wide run slots (apify_run_slots, docs/decisions/045): one row per Apify run in
// flight or about to start, counted under an advisory lock on the account so instances agree.
import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apifyRunSlots } from '../db/schema';

/** First key of the two-key advisory lock: the run slots' own namespace (any fixed number). */
const SLOT_LOCK_SPACE = 7_416_023;

/**
 * One slot of the account if fewer than `maxRuns` hold a live lease, else null. The lock makes
 * count-then-insert atomic across instances; it ends with the transaction.
 */
export async function tryTakeSlot(
  db: Db,
  input: { accountKey: string; companyId: number | null; maxRuns: number; leaseSeconds: number },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_SPACE}, hashtext(${input.accountKey}))`);
    // Leases of a dead holder are past: their rows go, so the count is of live slots only.
    await tx
      .delete(apifyRunSlots)
      .where(and(eq(apifyRunSlots.accountKey, input.accountKey), lte(apifyRunSlots.leaseUntil, sql`now()`)));
    const [{ live }] = await tx
      .select({ live: sql<number>`count(*)::int` })
      .from(apifyRunSlots)
      .where(eq(apifyRunSlots.accountKey, input.accountKey));
    if (live >= input.maxRuns) return null;
    const [row] = await tx
      .insert(apifyRunSlots)
      .values({
        accountKey: input.accountKey,
        companyId: input.companyId,
        leaseUntil: sql`now() + make_interval(secs => ${input.leaseSeconds})`,
      })
      .returning({ id: apifyRunSlots.id });
    return row.id;
  });
}

/** Names the slot's run (so any instance that sees the run end frees it) and sets its lease. */
export async function leaseSlot(db: Db, slotId: number, leaseSeconds: number, runId?: string) {
  await db
    .update(apifyRunSlots)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      ...(runId ? { runId } : {}),
    })
    .where(eq(apifyRunSlots.id, slotId));
}

/** What a freed slot announces to every instance (RunSlots.wake); the payload is the account key. */
export const SLOT_FREED_CHANNEL = 'apify_run_slot_freed';

/** Deletes the slot and, if there was one, announces it in the same statement. */
const freeSlots = (db: Db, where: SQL) =>
  db.execute(sql`
    with freed as (delete from ${apifyRunSlots} where ${where} returning ${apifyRunSlots.accountKey})
    select pg_notify(${SLOT_FREED_CHANNEL}, account_key) from freed`);

export async function releaseSlot(db: Db, slotId: number) {
  await freeSlots(db, eq(apifyRunSlots.id, slotId));
}

export async function releaseRunSlot(db: Db, runId: string) {
  await freeSlots(db, eq(apifyRunSlots.runId, runId));
}

/** Live slots of an account (tests, the bench). */
export async function countLiveSlots(db: Db, accountKey: string) {
  const [{ live }] = await db
    .select({ live: sql<number>`count(*)::int` })
    .from(apifyRunSlots)
    .where(and(eq(apifyRunSlots.accountKey, accountKey), sql`${apifyRunSlots.leaseUntil} > now()`));
  return live;
}
