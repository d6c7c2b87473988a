// Every portal request counted per client address before anything else is read (decision 070): the
// sign-in throttle's fixed-window counters (login_attempts, decision 002) under a key of their own.
// The window is the sign-in window, so the sign-in sweep removes old portal counters too.
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { THROTTLE_WINDOW_MS } from '../auth/login-throttle';
import { countAttempts } from '../auth/login-throttle.queries';

/**
 * Requests per address in 15 minutes: an owner opening the page, downloading a few documents and
 * ordering uses a dozen; a shared office a few times that. Guessing a 256-bit token is hopeless
 * anyway; the limit keeps a scripted client from loading the database.
 */
export const PORTAL_LIMIT = 120;
export const PORTAL_WINDOW_MS = THROTTLE_WINDOW_MS;

export const portalThrottleKey = (address: string) => `portal:${address}`;

export async function countPortalRequest(db: Db, address: string, now = new Date()) {
  const [row] = await countAttempts(db, [portalThrottleKey(address)], now, PORTAL_WINDOW_MS);
  if (row.count <= PORTAL_LIMIT) return;
  const waitMs = Math.max(1000, row.windowStart.getTime() + PORTAL_WINDOW_MS - now.getTime());
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `Zu viele Aufrufe des Kundenportals. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
    { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  );
}
