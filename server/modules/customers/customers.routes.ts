import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCustomerSchema,
  customerListItemSchema,
  customerSchema,
  listCustomersQuerySchema,
  patchCustomerSchema,
  updateCustomerSchema,
} from '../../../common/schemas/customer';
import { idParamsSchema } from '../../../common/schemas/params';
import { messageSchema } from '../../../common/schemas/scan';
import { currentUser, managers } from '../../plugins/auth';
import * as service from './customers.service';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const write = managers;

  app.get(
    '/api/customers',
    {
      schema: {
        querystring: listCustomersQuerySchema,
        response: { 200: z.array(z.union([customerListItemSchema, customerSchema])) },
      },
    },
    (request) => service.listCustomers(db, request.query),
  );

  app.get(
    '/api/customers/:id',
    { schema: { params: idParamsSchema, response: { 200: customerSchema } } },
    (request) => service.getCustomer(db, request.params.id),
  );

  app.post(
    '/api/customers',
    { ...write, schema: { body: createCustomerSchema, response: { 201: customerSchema } } },
    async (request, reply) => {
      reply.status(201);
      return service.createCustomer(db, request.body);
    },
  );

  app.put(
    '/api/customers/:id',
    {
      ...write,
      schema: { params: idParamsSchema, body: updateCustomerSchema, response: { 200: customerSchema } },
    },
    (request) => service.updateCustomer(db, request.params.id, request.body),
  );

  // Open to every signed-in user: the service allows {status} to all, {isActive} to admins and managers.
  app.patch(
    '/api/customers/:id',
    { schema: { params: idParamsSchema, body: patchCustomerSchema, response: { 200: customerSchema } } },
    (request) => service.patchCustomer(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/customers/:id',
    { ...write, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await service.deleteCustomer(db, request.params.id);
      return { message: 'Kunde gelöscht' };
    },
  );
};
