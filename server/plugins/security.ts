import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and recharts set inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** On every answer, also those Fastify gives before any hook runs (framework errors). */
export const securityHeaders = {
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Security headers on every answer; state changes only from the app's own origin. */
export function registerSecurity(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(securityHeaders);
  });

  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method) || request.routeOptions.config?.anyOrigin) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin !== undefined) {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw new AppError('FORBIDDEN', 'Anfrage von fremder Herkunft abgelehnt');
      }
      if (host !== request.headers.host)
        throw new AppError('FORBIDDEN', 'Anfrage von fremder Herkunft abgelehnt');
    } else if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
      throw new AppError('FORBIDDEN', 'Anfrage von fremder Herkunft abgelehnt');
    }
  });
}
