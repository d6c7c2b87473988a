import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceDetailSchema } from '../../../common/schemas/invoice';
import { idParamsSchema } from '../../../common/schemas/params';
import { wire } from '../../lib/response-serializer';
import { currentUser, managers } from '../../plugins/auth';
import * as service from './invoice-mails.service';

// Sending an invoice and its reminders (docs/api.md "Invoices"): admins and managers. 202: the mail
// is written and waits for the company's paced delivery (the next minute tick); the invoice's
// `mails` tell how it went.
export const invoiceMailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const schema = { params: idParamsSchema, response: { 202: wire(invoiceDetailSchema) } };

  app.post('/api/invoices/:id/send', { ...managers, schema }, async (request, reply) => {
    const detail = await service.sendInvoice(db, currentUser(request), request.params.id);
    reply.status(202);
    return detail;
  });

  app.post('/api/invoices/:id/reminders', { ...managers, schema }, async (request, reply) => {
    const detail = await service.sendReminder(db, currentUser(request), request.params.id);
    reply.status(202);
    return detail;
  });
};
