import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkResultSchema,
  customerBulkActiveSchema,
  customerBulkDeleteSchema,
  customerBulkStatusSchema,
} from '../../../common/schemas/bulk';
import { currentUser, managers } from '../../plugins/auth';
import * as service from './customers-bulk.service';

/** Bulk changes of the customer list (docs/api.md "Bulk changes (issue 24)"). */
export const customersBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const answer = { 200: bulkResultSchema };

  // Every signed-in user may move customers in the pipeline, as with one customer (docs/product.md §6).
  app.post(
    '/api/customers/bulk/status',
    { schema: { body: customerBulkStatusSchema, response: answer } },
    (request) => service.setStatus(db, currentUser(request), request.body),
  );

  app.post(
    '/api/customers/bulk/active',
    { ...managers, schema: { body: customerBulkActiveSchema, response: answer } },
    (request) => service.setActive(db, currentUser(request), request.body),
  );

  app.post(
    '/api/customers/bulk/delete',
    { ...managers, schema: { body: customerBulkDeleteSchema, response: answer } },
    (request) => service.deleteCustomers(db, currentUser(request), request.body),
  );
};
