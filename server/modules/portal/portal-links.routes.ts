// The portal link from the operator's side (the customer drawer's 'Kundenportal'): when the owner
// opened the portal, and a new link that revokes every older one (admins and managers).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/schemas/params';
import { portalActivitySchema, portalLinkSchema } from '../../../common/schemas/portal-link';
import { currentUser, managers } from '../../plugins/auth';
import { newPortalLink, portalActivity } from './portal.service';

export const portalLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/api/customers/:id/portal',
    { schema: { params: idParamsSchema, response: { 200: portalActivitySchema } } },
    (request) => portalActivity(db, request.params.id),
  );

  app.post(
    '/api/customers/:id/portal-link',
    { ...managers, schema: { params: idParamsSchema, response: { 201: portalLinkSchema } } },
    async (request, reply) => {
      reply.status(201).header('Cache-Control', 'no-store');
      return newPortalLink(db, currentUser(request), request.params.id, config.publicUrl);
    },
  );
};
