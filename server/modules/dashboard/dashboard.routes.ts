import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type DashboardSummary,
  dailyStatSchema,
  dailyStatsQuerySchema,
  dashboardStatsQuerySchema,
  dashboardStatsSchema,
  dashboardSummarySchema,
  funnelQuerySchema,
  funnelSchema,
  removalStatsSchema,
} from '../../../common/schemas/dashboard';
import { companyIdParamsSchema } from '../../../common/schemas/params';
import { currentUser } from '../../plugins/auth';
import * as service from './dashboard.service';

// The parts the summary's own serializer passes: only the fields their schemas name leave the server.
const summaryParts = dashboardSummarySchema.omit({ recentCustomers: true });

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

  // The dashboard's first screen in one request (decision 069); the endpoints above stay for
  // the parts' refreshes and for other clients.
  app.get(
    '/api/dashboard/:companyId',
    { schema: { params: companyIdParamsSchema, response: { 200: dashboardSummarySchema } } },
    async (request, reply) => {
      const { parts, recentCustomersJson } = await service.getDashboardSummary(
        db,
        currentUser(request),
        request.params.companyId,
      );
      const head = JSON.stringify(summaryParts.parse(parts)).slice(0, -1);
      // As GET /api/customers?withReviews=true does: PostgreSQL's JSON text goes out as it is.
      const body = `${head},"recentCustomers":${recentCustomersJson}}`;
      return reply.type('application/json; charset=utf-8').send(body as unknown as DashboardSummary);
    },
  );
};
