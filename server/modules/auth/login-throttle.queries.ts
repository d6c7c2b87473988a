// SQL of the sign-in throttle: one counter row per key and window (docs/decisions/002).
import { and, inArray, like, lt, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

/** Adds one to each key's counter, starting a new window where the old one is over; returns the rows. */
export function countAttempts(db: Db, keys: string[], now: Date, windowMs: number) {
  const expired = sql`${loginAttempts.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
  return db
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key, windowStart: now, count: 1 })))
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${loginAttempts.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${loginAttempts.windowStart} end`,
      },
    })
    .returning();
}

/** Removes the `cleared` counters and takes one attempt off the `lowered` ones. */
export async function forgiveAttempts(db: Db, cleared: string[], lowered: string[]) {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, cleared));
  await db
    .update(loginAttempts)
    .set({ count: sql`greatest(${loginAttempts.count} - 1, 0)` })
    .where(inArray(loginAttempts.key, lowered));
}

/**
 * Windows that ended before `before`. The sign-up counters ('signup-…', server/modules/signups) share
 * the table but run for hours, so each sweep removes only its own keys.
 */
export async function deleteAttemptsBefore(db: Db, before: Date, scope: 'login' | 'signup' = 'login') {
  const signupKey = like(loginAttempts.key, 'signup-%');
  await db
    .delete(loginAttempts)
    .where(and(lt(loginAttempts.windowStart, before), scope === 'signup' ? signupKey : not(signupKey)));
}
