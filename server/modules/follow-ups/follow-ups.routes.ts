import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerFollowUpSchema,
  followUpCountsQuerySchema,
  followUpCountsSchema,
  followUpSchema,
  listFollowUpsQuerySchema,
  setFollowUpSchema,
} from '../../../common/schemas/follow-up';
import { idParamsSchema } from '../../../common/schemas/params';
import { messageSchema } from '../../../common/schemas/scan';
import { sendJsonPage } from '../../lib/paged-list';
import { wire } from '../../lib/response-serializer';
import { currentUser } from '../../plugins/auth';
import * as service from './follow-ups.service';

// Follow-ups ('Wiedervorlage', issue 24): sales work like the status, so every signed-in role sets,
// changes its own and completes them (the service holds the finer rules).
export const followUpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/follow-ups',
    { schema: { querystring: listFollowUpsQuerySchema, response: { 200: wire(z.array(followUpSchema)) } } },
    async (request, reply) =>
      sendJsonPage(reply, await service.listFollowUps(db, currentUser(request), request.query)),
  );

  app.get(
    '/api/follow-ups/counts',
    { schema: { querystring: followUpCountsQuerySchema, response: { 200: followUpCountsSchema } } },
    (request) => service.countFollowUps(db, currentUser(request), request.query),
  );

  app.get(
    '/api/customers/:id/follow-up',
    { schema: { params: idParamsSchema, response: { 200: customerFollowUpSchema } } },
    (request) => service.getCustomerFollowUp(db, request.params.id),
  );

  app.put(
    '/api/customers/:id/follow-up',
    { schema: { params: idParamsSchema, body: setFollowUpSchema, response: { 200: followUpSchema } } },
    (request) => service.setFollowUp(db, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/follow-ups/:id/done',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    (request) => service.completeFollowUp(db, currentUser(request), request.params.id),
  );

  app.delete(
    '/api/follow-ups/:id',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    (request) => service.cancelFollowUp(db, currentUser(request), request.params.id),
  );
};
