import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../common/schemas/params';
import {
  createRemovalSchema,
  listRemovalsQuerySchema,
  orderRemovalsSchema,
  patchRemovalSchema,
  removalCountsQuerySchema,
  removalCountsSchema,
  removalDetailSchema,
  removalSchema,
} from '../../../common/schemas/removal';
import { sendJsonPage } from '../../lib/paged-list';
import { wire } from '../../lib/response-serializer';
import { currentUser, managers } from '../../plugins/auth';
import * as service from './removals.service';

// Every signed-in user reads cases and adds notes; admins and managers order and move them
// (docs/product.md "Removal cases"). PATCH is open to all: the service refuses a user's state change.
export const removalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const detail = wire(removalDetailSchema);

  app.get(
    '/api/removals',
    { schema: { querystring: listRemovalsQuerySchema, response: { 200: wire(z.array(removalSchema)) } } },
    async (request, reply) => sendJsonPage(reply, await service.listRemovals(db, request.query)),
  );

  app.get(
    '/api/removals/counts',
    { schema: { querystring: removalCountsQuerySchema, response: { 200: removalCountsSchema } } },
    (request) => service.countRemovals(db, request.query),
  );

  app.get('/api/removals/:id', { schema: { params: idParamsSchema, response: { 200: detail } } }, (request) =>
    service.getRemoval(db, request.params.id),
  );

  app.post(
    '/api/reviews/:id/removal',
    { ...managers, schema: { params: idParamsSchema, body: createRemovalSchema, response: { 201: detail } } },
    async (request, reply) => {
      const { reason, note } = request.body;
      const [created] = await service.orderRemovals(db, currentUser(request), {
        items: [{ reviewId: request.params.id, reason }],
        note,
      });
      reply.status(201);
      return created;
    },
  );

  app.post(
    '/api/removals',
    {
      ...managers,
      schema: { body: orderRemovalsSchema, response: { 201: wire(z.array(removalDetailSchema)) } },
    },
    async (request, reply) => {
      const created = await service.orderRemovals(db, currentUser(request), request.body);
      reply.status(201);
      return created;
    },
  );

  app.patch(
    '/api/removals/:id',
    { schema: { params: idParamsSchema, body: patchRemovalSchema, response: { 200: detail } } },
    (request) => service.patchRemoval(db, currentUser(request), request.params.id, request.body),
  );
};
