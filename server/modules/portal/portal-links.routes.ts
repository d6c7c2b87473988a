// The portal link from the operator's side (the customer drawer's 'Kundenportal'): when the owner
// opened the portal, and a new link that revokes every older one (admins and managers).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '../../../common/schemas/params';
import { portalActivitySchema, portalLinkSchema } from '../../../common/schemas/portal-link';
import { notFound } from '../../lib/app-error';
import { currentUser, managers } from '../../plugins/auth';
import { newPortalLink, portalActivity } from './portal.service';
import { portalOrderPdfName } from './portal-order-mails';
import { renderPortalOrderPdf } from './portal-order-pdf';
import { getCustomerOrder, getOrderCompany } from './portal-orders.queries';
import { orderIdOf } from './portal-orders.routes';

const orderFileParams = z.strictObject({ id: idSchema, file: z.string().max(30) });

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

  // The order's PDF for the operator (decision 074): the owner's document, by the customer's id.
  app.get(
    '/api/customers/:id/portal-orders/:file',
    { schema: { params: orderFileParams } },
    async (request, reply) => {
      const orderId = orderIdOf(request.params.file);
      const order = orderId ? await getCustomerOrder(db, request.params.id, orderId) : undefined;
      const company = order ? await getOrderCompany(db, order.companyId) : undefined;
      if (!order || !company) throw notFound('Auftrag nicht gefunden');
      const pdf = await renderPortalOrderPdf(order, company);
      return reply
        .header('Cache-Control', 'no-store')
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${portalOrderPdfName(order)}"`)
        .send(Buffer.from(pdf));
    },
  );
};
