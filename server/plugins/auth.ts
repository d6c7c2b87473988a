import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRole } from '../../common/enums';
import { AppError } from '../lib/app-error';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
  sessionIdOf,
} from '../modules/auth/session-token';
import type { SessionUser } from '../modules/auth/session-user';
import { deleteSession, findSessionWithUser, touchSession } from '../modules/auth/sessions.queries';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in (health, login, logout). Everything else under /api needs a session. */
    public?: boolean;
    /** Only these roles may call the route; unset: every signed-in user. */
    roles?: readonly UserRole[];
    /** Takes POSTs from any origin: only the one-click unsubscribe, which a mail provider sends. */
    anyOrigin?: boolean;
  }
}

export const notSignedIn = () => new AppError('UNAUTHORIZED', 'Nicht angemeldet. Bitte melden Sie sich an.');
const forbidden = () => new AppError('FORBIDDEN', 'Keine Berechtigung für diese Aktion');

/** Route options of the roles that manage companies, customers, scans and settings. */
export const managers = { config: { roles: ['admin', 'manager'] } } as const;
export const admins = { config: { roles: ['admin'] } } as const;
export const publicRoute = { config: { public: true } } as const;

/** The public links' API paths: the sign-up pages and the customer portal. */
const isPublicLink = (url: string) => url.startsWith('/api/public/') || url.startsWith('/api/portal/');

/**
 * The one gate of /api: resolves the session cookie, then refuses anonymous requests to every route
 * not marked public, and requests of roles the route does not name. It runs in onRequest, before
 * validation, so strangers learn nothing from schema messages.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    await resolveSession(app, request, reply);
    const { public: isPublic, roles } = request.routeOptions.config ?? {};
    if (isPublic) return;
    // A public link with a path no route has (a token with a slash, a cut-off link) is a link
    // that leads nowhere: the 404 handler answers, not a demand to sign in.
    if (request.routeOptions.url === undefined && isPublicLink(request.url)) return;
    if (!request.user) throw notSignedIn();
    if (roles && !roles.includes(request.user.role)) throw forbidden();
  });
}

/** Sets `request.user` from a live session cookie; clears a dead one. Also decides which page a GET gets (plugins/web.ts). */
export async function resolveSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
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

/** The signed-in user of a route behind the gate. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw notSignedIn();
  return request.user;
}
