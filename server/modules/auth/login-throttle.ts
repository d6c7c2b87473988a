import { AppError } from '../../lib/app-error';

const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Counts failed logins per e-mail and per client address in memory (one server process; see
 * docs/decisions). Past the limit a login is refused with 429 until the window has passed.
 */
export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(private now: () => number = Date.now) {}

  check(address: string, email: string) {
    const wait = Math.max(
      this.waitMs(`a:${address}`, MAX_FAILURES_PER_ADDRESS),
      this.waitMs(`e:${email}`, MAX_FAILURES_PER_EMAIL),
    );
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
        { 'Retry-After': String(Math.ceil(wait / 1000)) },
      );
    }
  }

  fail(address: string, email: string) {
    for (const key of [`a:${address}`, `e:${email}`]) {
      const list = this.recent(key);
      list.push(this.now());
      this.failures.set(key, list);
    }
  }

  succeed(email: string) {
    this.failures.delete(`e:${email}`);
  }

  private recent(key: string) {
    const since = this.now() - WINDOW_MS;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    return list;
  }

  private waitMs(key: string, max: number) {
    const list = this.recent(key);
    if (list.length < max) return 0;
    return list[list.length - max] + WINDOW_MS - this.now();
  }
}
