// Sign-in attempts counted in the database before the password is checked (docs/decisions/002).
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as q from './login-throttle.queries';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Per e-mail from one address; per address over all e-mails; per e-mail over all addresses. */
export const THROTTLE_LIMITS = { pair: 5, addr: 20, email: 50 } as const;

const keysOf = (address: string, email: string) => ({
  pair: `pair:${email}|${address}`,
  addr: `addr:${address}`,
  email: `email:${email}`,
});

/**
 * Counts this attempt under its three keys in one statement (row locks make parallel attempts
 * queue up), and refuses it when any key is over its limit: a burst of 60 gets 5 password checks.
 * The per-e-mail limit is high, so guessing someone's password from one place never locks them out.
 */
export async function countLoginAttempt(db: Db, address: string, email: string, now = new Date()) {
  const keys = keysOf(address, email);
  const rows = await q.countAttempts(db, Object.values(keys), now, THROTTLE_WINDOW_MS);
  let waitMs = 0;
  for (const row of rows) {
    const kind = row.key.slice(0, row.key.indexOf(':')) as keyof typeof THROTTLE_LIMITS;
    if (row.count > THROTTLE_LIMITS[kind]) {
      waitMs = Math.max(waitMs, row.windowStart.getTime() + THROTTLE_WINDOW_MS - now.getTime());
    }
  }
  if (waitMs > 0) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
      { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
    );
  }
}

/** A successful sign-in clears its pair and gives its attempt back to the other two counters. */
export async function forgiveLoginAttempt(db: Db, address: string, email: string) {
  const keys = keysOf(address, email);
  await q.forgiveAttempts(db, [keys.pair], [keys.addr, keys.email]);
}

/** Windows long over hold nothing: the session sweep removes them too. */
export async function deleteOldLoginAttempts(db: Db, now = new Date()) {
  await q.deleteAttemptsBefore(db, new Date(now.getTime() - THROTTLE_WINDOW_MS));
}
