// The owner's order in the customer portal (docs/api.md "Kundenportal", decision 071): no session,
// the token in the path opens the customer; state changes only from the app's own page (the origin
// check of plugins/security.ts).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalOrderSchema } from '../../../common/schemas/portal';
import { notFound } from '../../lib/app-error';
import { publicRoute } from '../../plugins/auth';
import { openPortalLink } from './portal-links';
import { portalOrderPdfName } from './portal-order-mails';
import { renderPortalOrderPdf } from './portal-order-pdf';
import { getCustomerOrder, getOrderCompany } from './portal-orders.queries';
import { placePortalOrder, portalLinkInvalidMessage } from './portal-orders.service';

const tokenParams = z.object({ token: z.string().max(100) });
const orderFileParams = tokenParams.extend({ file: z.string().max(30) });
/** '12.pdf' → 12; anything else names no order (also the operator's route, portal-links.routes.ts). */
export const orderIdOf = (file: string) =>
  /^[1-9]\d{0,8}\.pdf$/.test(file) ? Number.parseInt(file, 10) : null;
const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

export const portalOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/portal/:token/orders',
    { ...publicRoute, bodyLimit: 64 * 1024, schema: { params: tokenParams, body: portalOrderSchema } },
    async (request, reply) => {
      reply.headers(noStore);
      const client = {
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      };
      const { repeated, ...answer } = await placePortalOrder(
        { db },
        request.params.token,
        request.body,
        client,
      );
      // A repeated submit answers the first order as it was answered: nothing is created twice.
      if (repeated) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/api/portal/:token/orders/:file',
    { ...publicRoute, schema: { params: orderFileParams } },
    async (request, reply) => {
      const access = await openPortalLink(db, request.params.token);
      if (!access) throw notFound(portalLinkInvalidMessage);
      const orderId = orderIdOf(request.params.file);
      const order = orderId ? await getCustomerOrder(db, access.customerId, orderId) : undefined;
      const company = order ? await getOrderCompany(db, order.companyId) : undefined;
      if (!order || !company) throw notFound('Auftrag nicht gefunden');
      const pdf = await renderPortalOrderPdf(order, company);
      return reply
        .headers(noStore)
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${portalOrderPdfName(order)}"`)
        .send(Buffer.from(pdf));
    },
  );
};
