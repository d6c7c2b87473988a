import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { UserRole } from '../../common/enums';
import type { users } from '../db/schema';
import { AppError } from '../lib/app-error';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
  sessionIdOf,
} from '../modules/auth/session-token';
import { deleteSession, findSessionWithUser, touchSession } from '../modules/auth/sessions.queries';

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
}

export const notSignedIn = () => new AppError('UNAUTHORIZED', 'Nicht angemeldet. Bitte melden Sie sich an.');

/** Resolves the session cookie to request.user on every request. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    const id = sessionIdOf(token);
    const found = await findSessionWithUser(app.ctx.db, id);
    const now = Date.now();
    if (!found) return clearSessionCookie(reply);
    const { session, user } = found;
    const idleFor = now - session.lastSeenAt.getTime();
    if (idleFor > SESSION_IDLE_MS || now > session.expiresAt.getTime()) {
      await deleteSession(app.ctx.db, id);
      return clearSessionCookie(reply);
    }
    if (idleFor > SESSION_TOUCH_MS) await touchSession(app.ctx.db, id, new Date(now));
    request.user = user;
    request.sessionId = id;
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** onRequest hook (before validation, so strangers learn nothing from schema messages): a signed-in user, and with roles given, one of those roles. */
export function authorize(...roles: UserRole[]): onRequestAsyncHookHandler {
  return async (request) => {
    if (!request.user) throw notSignedIn();
    if (roles.length > 0 && !roles.includes(request.user.role)) {
      throw new AppError('FORBIDDEN', 'Keine Berechtigung für diese Aktion');
    }
  };
}

/** The signed-in user of a route behind authorize(). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw notSignedIn();
  return request.user;
}
