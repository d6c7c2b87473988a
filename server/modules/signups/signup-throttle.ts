// Sign-ups counted in the database before anything is written or sent (docs/decisions/043): the
// sign-in throttle's fixed-window counters (login_attempts, docs/decisions/002) under keys of their own.
import { AppError } from '../../lib/app-error';
import { countAttempts, deleteAttemptsBefore } from '../auth/login-throttle.queries';

const HOUR_MS = 60 * 60 * 1000;

/** Per client address an hour (a shared office may sign up a few businesses); per e-mail a day (no mail bombing). */
export const SIGNUP_LIMITS = {
  addr: { limit: 5, windowMs: HOUR_MS },
  email: { limit: 3, windowMs: 24 * HOUR_MS },
} as const;

export const signupThrottleKeys = (address: string, email: string) => ({
  addr: `signup-addr:${address}`,
  email: `signup-email:${mailboxOf(email)}`,
});

const dotlessDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for the per-address limit only (the sign-up stores the address
 * as typed): lowercase, without a +tag, and at Gmail without dots, so `A.b+x@googlemail.com` and
 * `ab@gmail.com` count as the one mailbox they are.
 */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (dotlessDomains.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

const waitText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 90) return `${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} Stunden`;
};

/**
 * Counts this sign-up under both keys (one upsert each: row locks make parallel ones queue up) and
 * refuses it when either is over its limit, with the time until its window ends.
 */
export async function countSignupAttempt(
  db: Parameters<typeof countAttempts>[0],
  address: string,
  email: string,
  now: Date,
) {
  const keys = signupThrottleKeys(address, email);
  let waitMs = 0;
  for (const kind of ['addr', 'email'] as const) {
    const { limit, windowMs } = SIGNUP_LIMITS[kind];
    const [row] = await countAttempts(db, [keys[kind]], now, windowMs);
    if (row.count > limit) {
      waitMs = Math.max(waitMs, row.windowStart.getTime() + windowMs - now.getTime());
    }
  }
  if (waitMs > 0) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Zu viele Anmeldungen. Bitte versuchen Sie es in ${waitText(waitMs)} erneut.`,
      { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
    );
  }
}

/** Counters whose longest window (a day) is over hold nothing; the sign-in sweep leaves them alone. */
export async function deleteOldSignupAttempts(db: Parameters<typeof countAttempts>[0], now: Date) {
  await deleteAttemptsBefore(db, new Date(now.getTime() - SIGNUP_LIMITS.email.windowMs), 'signup');
}
