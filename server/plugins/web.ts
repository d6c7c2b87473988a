import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { webRoot } from '../paths';
import { resolveSession } from './auth';

/**
 * Serves the built app; every non-API GET that is no file gets a page: the public pages have small
 * entries of their own, the customer portal's `/kunde/{token}` (decision 073) and the sign-up's
 * `/alarm/{slug}` and `/alarm/confirm/{token}` (decision 078); every other path is the operator
 * app for a live session and the login page's own entry for everyone else (decision 085).
 */
export async function registerWeb(app: FastifyInstance) {
  if (!existsSync(webRoot)) {
    app.log.warn('dist/web fehlt: nur die API wird ausgeliefert (npm run build baut die Web-App)');
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (scripts/vite-precompress.ts); sent to clients that take them.
    preCompressed: true,
    setHeaders(res, path) {
      // Vite puts a content hash in every asset name.
      if (path.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: `Nicht gefunden: GET ${request.url.split('?')[0]}` });
    }
    // Always asked again (a new build's page names new assets); @fastify/static's own header off.
    // The same path is the app or the login page, by the session cookie.
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Cookie');
    const page = publicPageOf(request.url) ?? (await operatorPageOf(app, request, reply));
    return reply.sendFile(page, { cacheControl: false });
  });
}

const publicPageOf = (url: string) =>
  url.startsWith('/kunde/')
    ? 'portal/index.html'
    : url.startsWith('/alarm/')
      ? 'alarm/index.html'
      : undefined;

/**
 * docs/product.md §2: signed-out visitors get the login page at every path. A session that cannot
 * be read (the database away) counts as none: the login page then says what the sign-in call says.
 */
async function operatorPageOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  try {
    await resolveSession(app, request, reply);
  } catch (err) {
    request.log.warn({ err }, 'Sitzung beim Seitenaufruf nicht lesbar');
  }
  return request.user ? 'index.html' : 'login/index.html';
}
