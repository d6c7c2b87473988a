// The owner's order in the customer portal (docs/api.md "Kundenportal", decision 071): registered
// inside portal.routes.ts, whose hook has counted the address, opened the token and set the
// no-store headers; state changes only from the app's own page (plugins/security.ts's origin check).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalOrderSchema } from '../../../common/schemas/portal';
import { notFound } from '../../lib/app-error';
import { publicRoute } from '../../plugins/auth';
import { accessOf } from './portal-access';
import { portalOrderPdfName } from './portal-order-mails';
import { renderPortalOrderPdf } from './portal-order-pdf';
import { getCustomerOrder, getOrderCompany } from './portal-orders.queries';
import { placePortalOrder } from './portal-orders.service';

const tokenParams = z.object({ token: z.string().max(100) });
const orderFileParams = tokenParams.extend({ file: z.string().max(30) });
/** '12.pdf' → 12; anything else names no order (also the operator's route, portal-links.routes.ts). */
export const orderIdOf = (file: string) =>
  /^[1-9]\d{0,8}\.pdf$/.test(file) ? Number.parseInt(file, 10) : null;

export const portalOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/portal/:token/orders',
    { ...publicRoute, bodyLimit: 64 * 1024, schema: { params: tokenParams, body: portalOrderSchema } },
    async (request, reply) => {
      const client = {
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      };
      const { repeated, ...answer } = await placePortalOrder(
        { db },
        accessOf(request),
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
      const access = accessOf(request);
      const orderId = orderIdOf(request.params.file);
      const order = orderId ? await getCustomerOrder(db, access.customerId, orderId) : undefined;
      const company = order ? await getOrderCompany(db, order.companyId) : undefined;
      if (!order || !company) throw notFound('Auftrag nicht gefunden');
      const pdf = await renderPortalOrderPdf(order, company);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${portalOrderPdfName(order)}"`)
        .send(Buffer.from(pdf));
    },
  );
};
