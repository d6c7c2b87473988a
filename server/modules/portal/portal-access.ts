// The customer a portal request's link opened: set once per request by portal.routes.ts's
// onRequest hook (which counts the address and opens the token), read by every portal route.
import type { FastifyRequest } from 'fastify';
import type { PortalAccess } from './portal-links';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer the portal link opened (the portal's routes only). */
    portal: PortalAccess | null;
  }
}

/** The hook's answer; a route without it would be a bug, not a visitor's mistake. */
export function accessOf(request: FastifyRequest): PortalAccess {
  if (!request.portal) throw new Error('portal route without its onRequest hook');
  return request.portal;
}

/** Every portal answer: never cached, never indexed. */
export const portalNoStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
