import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendingStateSchema } from '../../../common/schemas/company';
import { idParamsSchema } from '../../../common/schemas/params';
import { getSendingState } from './sending.service';

/** The sending state a company's automation and settings pages show. */
export const sendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/companies/:id/sending',
    { schema: { params: idParamsSchema, response: { 200: sendingStateSchema } } },
    (request) => getSendingState(db, request.params.id),
  );
};
