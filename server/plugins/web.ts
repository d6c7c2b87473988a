import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webRoot } from '../paths';

/**
 * Serves the built app; every non-API GET that is no file gets index.html (client-side routes),
 * except the public pages with small entries of their own: the customer portal's `/kunde/{token}`
 * (decision 073) and the sign-up's `/alarm/{slug}` and `/alarm/confirm/{token}` (decision 078).
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
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: `Nicht gefunden: GET ${request.url.split('?')[0]}` });
    }
    // Always asked again (a new build's page names new assets); @fastify/static's own header off.
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile(pageOf(request.url), { cacheControl: false });
  });
}

const pageOf = (url: string) =>
  url.startsWith('/kunde/')
    ? 'portal/index.html'
    : url.startsWith('/alarm/')
      ? 'alarm/index.html'
      : 'index.html';
