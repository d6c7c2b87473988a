import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CustomerListItem,
  consentSummaryQuerySchema,
  consentSummarySchema,
  createCustomerSchema,
  customerListItemSchema,
  customerSchema,
  customerStatusCountsQuerySchema,
  customerStatusCountsSchema,
  listCustomersQuerySchema,
  patchCustomerSchema,
  updateCustomerSchema,
} from '../../../common/schemas/customer';
import {
  customerActivitySchema,
  customerNoteResponseSchema,
  customerNoteSchema,
} from '../../../common/schemas/customer-activity';
import { idParamsSchema } from '../../../common/schemas/params';
import { messageSchema } from '../../../common/schemas/scan';
import { currentUser, managers } from '../../plugins/auth';
import * as service from './customers.service';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerLists(app);
  registerCustomer(app);
};

type App = Parameters<FastifyPluginAsyncZod>[0];
const write = managers;

/** The list (with its activity for the page), the status counts and the consent summary. */
function registerLists(app: App) {
  const { db } = app.ctx;

  app.get(
    '/api/customers',
    {
      schema: {
        querystring: listCustomersQuerySchema,
        response: { 200: z.array(z.union([customerListItemSchema, customerSchema])) },
      },
    },
    async (request, reply) => {
      if (!request.query.withReviews) return service.listCustomers(db, request.query);
      // JSON text written by PostgreSQL in the shape of customerListItemSchema (tested): Fastify
      // sends a string with a JSON content type as it is, without serializing it again.
      const body = await service.listCustomersWithActivity(db, request.query);
      return reply.type('application/json; charset=utf-8').send(body as unknown as CustomerListItem[]);
    },
  );

  app.get(
    '/api/customers/status-counts',
    {
      schema: { querystring: customerStatusCountsQuerySchema, response: { 200: customerStatusCountsSchema } },
    },
    (request) => service.countCustomersByStatus(db, request.query),
  );

  // Automation, settings and dashboard: the offers that reach customers without consent (§7 UWG).
  app.get(
    '/api/customers/consent-summary',
    { schema: { querystring: consentSummaryQuerySchema, response: { 200: consentSummarySchema } } },
    (request) => service.getConsentSummary(db, request.query.companyId),
  );
}

/** One customer: read, create, change, its drawer's activity and note, delete. */
function registerCustomer(app: App) {
  const { db } = app.ctx;

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
      return service.createCustomer(db, currentUser(request), request.body);
    },
  );

  app.put(
    '/api/customers/:id',
    {
      ...write,
      schema: { params: idParamsSchema, body: updateCustomerSchema, response: { 200: customerSchema } },
    },
    (request) => service.updateCustomer(db, currentUser(request), request.params.id, request.body),
  );

  // Open to every signed-in user: the service allows {status} to all, {isActive} to admins and managers.
  app.patch(
    '/api/customers/:id',
    { schema: { params: idParamsSchema, body: patchCustomerSchema, response: { 200: customerSchema } } },
    (request) => service.patchCustomer(db, currentUser(request), request.params.id, request.body),
  );

  // The drawer: read by every signed-in user; the note is theirs to keep too, like the status.
  app.get(
    '/api/customers/:id/activity',
    { schema: { params: idParamsSchema, response: { 200: customerActivitySchema } } },
    (request) => service.getCustomerActivity(db, request.params.id),
  );

  app.put(
    '/api/customers/:id/note',
    {
      schema: {
        params: idParamsSchema,
        body: customerNoteSchema,
        response: { 200: customerNoteResponseSchema },
      },
    },
    (request) => service.setCustomerNote(db, currentUser(request), request.params.id, request.body.note),
  );

  app.delete(
    '/api/customers/:id',
    { ...write, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await service.deleteCustomer(db, currentUser(request), request.params.id);
      return { message: 'Kunde gelöscht' };
    },
  );
}
