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

/** Security headers on every answer; state changes only from the app's own origin. */
export function registerSecurity(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  });

  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
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
