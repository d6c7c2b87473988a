import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billableSchema,
  invoiceCancelBodySchema,
  invoiceCountsQuerySchema,
  invoiceCountsSchema,
  invoiceDetailSchema,
  invoiceExportQuerySchema,
  invoicePaymentBodySchema,
  invoiceSchema,
  listInvoicesQuerySchema,
} from '../../../common/schemas/invoice';
import { idParamsSchema, idSchema } from '../../../common/schemas/params';
import { sendPage } from '../../lib/paged-list';
import { wire } from '../../lib/response-serializer';
import { currentUser, managers } from '../../plugins/auth';
import * as list from './invoice-list.service';
import * as service from './invoices.service';

// Invoices (docs/product.md §13, docs/api.md "Invoices"): every signed-in user reads; admins and
// managers create, finalize, cancel and record payments.
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReads(app);
  registerChanges(app);
};

type App = Parameters<FastifyPluginAsyncZod>[0];
const detail = wire(invoiceDetailSchema);

/** The list, its counts and CSV, one invoice, and what a customer has to bill. */
function registerReads(app: App) {
  const { db } = app.ctx;

  app.get(
    '/api/invoices',
    { schema: { querystring: listInvoicesQuerySchema, response: { 200: wire(z.array(invoiceSchema)) } } },
    async (request, reply) => sendPage(reply, await list.listInvoices(db, request.query)),
  );

  app.get(
    '/api/invoices/counts',
    { schema: { querystring: invoiceCountsQuerySchema, response: { 200: invoiceCountsSchema } } },
    (request) => list.countInvoices(db, request.query),
  );

  app.get(
    '/api/invoices/export.csv',
    { schema: { querystring: invoiceExportQuerySchema } },
    async (request, reply) => {
      const { csv, fileName } = await list.exportInvoices(db, request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.get('/api/invoices/:id', { schema: { params: idParamsSchema, response: { 200: detail } } }, (request) =>
    service.getInvoice(db, request.params.id),
  );

  app.get(
    '/api/customers/:id/billable',
    { schema: { params: idParamsSchema, response: { 200: wire(billableSchema) } } },
    (request) => service.getBillable(db, request.params.id),
  );
}

/** Drafts, lines, finalising, cancelling and payments (admins and managers). */
function registerChanges(app: App) {
  const { db } = app.ctx;

  app.post(
    '/api/customers/:id/invoices',
    { ...managers, schema: { params: idParamsSchema, response: { 201: detail } } },
    async (request, reply) => {
      const created = await service.createDraft(db, currentUser(request), request.params.id);
      reply.status(201);
      return created;
    },
  );

  app.delete(
    '/api/invoices/:id/lines/:lineId',
    {
      ...managers,
      schema: { params: z.strictObject({ id: idSchema, lineId: idSchema }), response: { 200: detail } },
    },
    (request) => service.deleteLine(db, currentUser(request), request.params.id, request.params.lineId),
  );

  app.delete(
    '/api/invoices/:id',
    { ...managers, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await service.deleteDraft(db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/invoices/:id/finalize',
    { ...managers, schema: { params: idParamsSchema, response: { 200: detail } } },
    (request) => service.finalizeInvoice(db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/invoices/:id/cancel',
    {
      ...managers,
      schema: { params: idParamsSchema, body: invoiceCancelBodySchema, response: { 201: detail } },
    },
    async (request, reply) => {
      const created = await service.cancelInvoice(
        db,
        currentUser(request),
        request.params.id,
        request.body.reason,
      );
      reply.status(201);
      return created;
    },
  );

  app.post(
    '/api/invoices/:id/payments',
    {
      ...managers,
      schema: { params: idParamsSchema, body: invoicePaymentBodySchema, response: { 200: detail } },
    },
    (request) => service.addPayment(db, currentUser(request), request.params.id, request.body),
  );
}
