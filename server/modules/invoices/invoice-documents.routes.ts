import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/schemas/params';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findInvoiceDetail, invoicePdfFile, invoiceXmlFile, sendInvoiceFile } from './invoice-documents';

// The invoice's PDF and e-invoice downloads (docs/api.md "Invoices"): every signed-in role reads.
// The files are built by invoice-documents.ts, which the customer portal uses too.

async function detailOf(db: Db, id: number) {
  const detail = await findInvoiceDetail(db, id);
  if (!detail) throw notFound('Rechnung nicht gefunden');
  return detail;
}

export const invoiceDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/api/invoices/:id/pdf', { schema: { params: idParamsSchema } }, async (request, reply) =>
    sendInvoiceFile(reply, await invoicePdfFile(await detailOf(db, request.params.id))),
  );

  app.get('/api/invoices/:id/xrechnung.xml', { schema: { params: idParamsSchema } }, async (request, reply) =>
    sendInvoiceFile(reply, await invoiceXmlFile(await detailOf(db, request.params.id))),
  );
};
