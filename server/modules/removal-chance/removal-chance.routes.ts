import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chanceStatsQuerySchema, chanceStatsSchema } from '../../../common/schemas/removal-chance';
import { wire } from '../../lib/response-serializer';
import { chanceStats } from './removal-chance.service';

/** Every signed-in user, like the company's review and case lists. */
export const removalChanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/api/removal-chance/stats',
    { schema: { querystring: chanceStatsQuerySchema, response: { 200: wire(chanceStatsSchema) } } },
    (request) => chanceStats(db, request.query.companyId),
  );
};
