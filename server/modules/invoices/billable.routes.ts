import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billableCustomerSchema,
  billableDraftsBodySchema,
  billableDraftsResultSchema,
  billableSummaryQuerySchema,
  billableSummarySchema,
  listBillableQuerySchema,
} from '../../../common/schemas/invoice-billable';
import { sendPage } from '../../lib/paged-list';
import { currentUser, managers } from '../../plugins/auth';
import * as service from './invoices-billable.service';

// 'Abrechenbar' (docs/api.md "Billable customers", decision 055): every signed-in user reads;
// admins and managers make drafts, as with 'Rechnung erstellen' for one customer.
export const billableRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/invoices/billable',
    { schema: { querystring: listBillableQuerySchema, response: { 200: z.array(billableCustomerSchema) } } },
    async (request, reply) => sendPage(reply, await service.listBillableCustomers(db, request.query)),
  );

  app.get(
    '/api/invoices/billable/summary',
    { schema: { querystring: billableSummaryQuerySchema, response: { 200: billableSummarySchema } } },
    (request) => service.billableSummary(db, request.query.companyId),
  );

  app.post(
    '/api/invoices/billable/drafts',
    {
      ...managers,
      schema: { body: billableDraftsBodySchema, response: { 200: billableDraftsResultSchema } },
    },
    (request) => service.createDrafts(db, currentUser(request), request.body),
  );
};
