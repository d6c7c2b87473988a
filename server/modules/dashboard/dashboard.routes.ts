import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dailyStatsQuerySchema, dashboardStatsQuerySchema } from '../../../common/schemas/dashboard';
import { companyIdParamsSchema } from '../../../common/schemas/params';
import { authorize } from '../../plugins/auth';
import * as service from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  // Both forms of spec §7: the query string, and the id as a path segment (the query-key variant).
  app.get(
    '/api/dashboard-stats',
    { preHandler: authorize(), schema: { querystring: dashboardStatsQuerySchema } },
    (request) => service.getDashboardStats(db, request.query.companyId),
  );
  app.get(
    '/api/dashboard-stats/:companyId',
    { preHandler: authorize(), schema: { params: companyIdParamsSchema } },
    (request) => service.getDashboardStats(db, request.params.companyId),
  );

  app.get(
    '/api/dashboard-stats/:companyId/daily',
    {
      preHandler: authorize(),
      schema: { params: companyIdParamsSchema, querystring: dailyStatsQuerySchema },
    },
    (request) => service.listDailyStats(db, request.params.companyId, request.query.days),
  );
};
