/** True for PostgreSQL's unique_violation, whether from node-postgres, PGlite or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** True for foreign_key_violation (a referenced row is missing). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}

export const databaseUnavailableMessage =
  'Datenbank nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.';
/** Seconds a client waits before asking again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = '30';

// Node's codes of a connection that cannot be made or was cut.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// PostgreSQL's: class 08 (connection exception), shutting down or starting up (57P01-57P03),
// too many connections (53300).
const postgresUnavailable = (code: string) => code.startsWith('08') || /^57P0[123]$|^53300$/.test(code);
// What node-postgres and PGlite say without a code when the connection is gone or the pool ended.
const unavailableMessages =
  /^(Connection terminated|Connection ended|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed)/i;

/**
 * Whether an error (or its cause: Drizzle wraps the driver's) says the database cannot be reached
 * now, rather than that a statement failed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as Record<string, unknown> | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (networkCodes.has(code) || (/^[0-9A-Z]{5}$/.test(code) && postgresUnavailable(code))) return true;
    if (typeof e.message === 'string' && unavailableMessages.test(e.message)) return true;
    if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
