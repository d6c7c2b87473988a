// The owner's e-mail choice (docs/api.md "Kundenportal", decision 079): registered inside
// portal.routes.ts, whose hook has counted the address, opened the token and set the no-store
// headers; state changes only from the app's own page (plugins/security.ts's origin check).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalConsentSchema } from '../../../common/schemas/portal';
import { publicRoute } from '../../plugins/auth';
import { accessOf } from './portal-access';
import { portalConsent, portalOptOut } from './portal-consent.service';

const tokenParams = z.object({ token: z.string().max(100) });

export const portalConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/portal/:token/opt-out',
    { ...publicRoute, schema: { params: tokenParams } },
    async (request) => portalOptOut(db, accessOf(request)),
  );

  app.post(
    '/api/portal/:token/consent',
    { ...publicRoute, bodyLimit: 4 * 1024, schema: { params: tokenParams, body: portalConsentSchema } },
    async (request) =>
      portalConsent(db, accessOf(request), request.body, {
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      }),
  );
};
