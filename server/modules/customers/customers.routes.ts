import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCustomerSchema,
  listCustomersQuerySchema,
  patchCustomerSchema,
  updateCustomerSchema,
} from '../../../common/schemas/customer';
import { idParamsSchema } from '../../../common/schemas/params';
import { authorize, currentUser } from '../../plugins/auth';
import * as service from './customers.service';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  // onRequest, not preHandler: 401/403 come before validation, so strangers learn nothing of the schema.
  const read = { onRequest: authorize() };
  const write = { onRequest: authorize('admin', 'manager') };

  app.get('/api/customers', { ...read, schema: { querystring: listCustomersQuerySchema } }, (request) =>
    service.listCustomers(db, request.query),
  );

  app.get('/api/customers/:id', { ...read, schema: { params: idParamsSchema } }, (request) =>
    service.getCustomer(db, request.params.id),
  );

  app.post('/api/customers', { ...write, schema: { body: createCustomerSchema } }, async (request, reply) => {
    reply.status(201);
    return service.createCustomer(db, request.body);
  });

  app.put(
    '/api/customers/:id',
    { ...write, schema: { params: idParamsSchema, body: updateCustomerSchema } },
    (request) => service.updateCustomer(db, request.params.id, request.body),
  );

  // Open to every signed-in user: the service allows {status} to all, {isActive} to admins and managers.
  app.patch(
    '/api/customers/:id',
    { ...read, schema: { params: idParamsSchema, body: patchCustomerSchema } },
    (request) => service.patchCustomer(db, currentUser(request), request.params.id, request.body),
  );

  app.delete('/api/customers/:id', { ...write, schema: { params: idParamsSchema } }, async (request) => {
    await service.deleteCustomer(db, request.params.id);
    return { message: 'Kunde gelöscht' };
  });
};
