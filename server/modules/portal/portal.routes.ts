// The customer portal's API (docs/api.md "Kundenportal", docs/decisions/070): public, opened by the
// token of a link alone. A hook counts every request per client address and opens the token before
// anything else runs (schemas included), so a malformed, unknown, revoked or expired token is a
// 404 in German on every route, never a 401 or a validation message. The order routes
// (portal-orders.routes.ts) are registered inside, so the hook covers them too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../common/schemas/params';
import { notFound } from '../../lib/app-error';
import { publicRoute } from '../../plugins/auth';
import {
  invoiceGiroCodeFile,
  invoicePdfFile,
  invoiceXmlFile,
  sendInvoiceFile,
} from '../invoices/invoice-documents';
import { openPortal, portalInvoice, viewPortal } from './portal.service';
import { accessOf, portalNoStore } from './portal-access';
import { portalConsentRoutes } from './portal-consent.routes';
import { portalOrdersRoutes } from './portal-orders.routes';

const tokenParams = z.object({ token: z.string() });
const invoiceParams = z.object({ token: z.string(), id: idSchema });

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  app.decorateRequest('portal', null);
  // Encapsulated: runs for this plugin's routes only, after the session gate, before validation.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(portalNoStore);
    const { token } = request.params as { token: string };
    request.portal = await openPortal(db, token, request.ip);
  });

  app.get('/api/portal/:token', { ...publicRoute, schema: { params: tokenParams } }, async (request) =>
    viewPortal(db, accessOf(request), request.params.token, config.appSecret),
  );

  app.get(
    '/api/portal/:token/invoices/:id.pdf',
    { ...publicRoute, schema: { params: invoiceParams } },
    async (request, reply) =>
      sendInvoiceFile(
        reply,
        await invoicePdfFile(await portalInvoice(db, accessOf(request), request.params.id)),
      ),
  );

  app.get(
    '/api/portal/:token/invoices/:id/xrechnung.xml',
    { ...publicRoute, schema: { params: invoiceParams } },
    async (request, reply) =>
      sendInvoiceFile(
        reply,
        await invoiceXmlFile(await portalInvoice(db, accessOf(request), request.params.id)),
      ),
  );

  app.get(
    '/api/portal/:token/invoices/:id/girocode.svg',
    { ...publicRoute, schema: { params: invoiceParams } },
    async (request, reply) => {
      const file = await invoiceGiroCodeFile(await portalInvoice(db, accessOf(request), request.params.id));
      if (!file) throw notFound('Für diese Rechnung ist nichts mehr zu zahlen');
      return sendInvoiceFile(reply, file);
    },
  );

  // The order and its PDF (decision 071) behind the same gate: counted, and a dead link is 404 first.
  await app.register(portalOrdersRoutes);
  // The opt-out and the consent (decision 079), behind the same gate.
  await app.register(portalConsentRoutes);
};
