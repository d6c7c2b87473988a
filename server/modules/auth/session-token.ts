import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'sid';
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
export const SESSION_TOUCH_MS = 60 * 1000;

export const newSessionToken = () => randomBytes(32).toString('base64url');
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
