import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dailyStatSchema,
  dailyStatsQuerySchema,
  dashboardStatsQuerySchema,
  dashboardStatsSchema,
  funnelQuerySchema,
  funnelSchema,
  removalStatsSchema,
} from '../../../common/schemas/dashboard';
import { companyIdParamsSchema } from '../../../common/schemas/params';
import * as service from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  // Both forms of docs/product.md §7: the query string, and the id as a path segment (the query-key variant).
  app.get(
    '/api/dashboard-stats',
    { schema: { querystring: dashboardStatsQuerySchema, response: { 200: dashboardStatsSchema } } },
    (request) => service.getDashboardStats(db, request.query.companyId),
  );
  app.get(
    '/api/dashboard-stats/:companyId',
    { schema: { params: companyIdParamsSchema, response: { 200: dashboardStatsSchema } } },
    (request) => service.getDashboardStats(db, request.params.companyId),
  );

  app.get(
    '/api/dashboard-stats/:companyId/daily',
    {
      schema: {
        params: companyIdParamsSchema,
        querystring: dailyStatsQuerySchema,
        response: { 200: z.array(dailyStatSchema) },
      },
    },
    (request) => service.listDailyStats(db, request.params.companyId, request.query.days),
  );

  // The 'Löschaufträge' section beside the spec's four cards, which stay as they are.
  app.get(
    '/api/dashboard-stats/:companyId/removals',
    { schema: { params: companyIdParamsSchema, response: { 200: removalStatsSchema } } },
    (request) => service.getRemovalStats(db, request.params.companyId),
  );

  // The offer funnel (decision 074): its own request, as its card loads after the first screen.
  app.get(
    '/api/dashboard/:companyId/funnel',
    {
      schema: {
        params: companyIdParamsSchema,
        querystring: funnelQuerySchema,
        response: { 200: funnelSchema },
      },
    },
    (request) => service.getFunnel(db, request.params.companyId, request.query.days),
  );
};
