import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listScanLogsQuerySchema, scanLogSummaryQuerySchema } from '../../../common/schemas/scan-log';
import { sendPage } from '../../lib/paged-list';
import { authorize } from '../../plugins/auth';
import * as service from './scan-logs.service';

export const scanLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  // Read-only for every signed-in user; the page is unscoped (spec §2), companyId narrows it.
  app.get(
    '/api/scan-logs',
    { preHandler: authorize(), schema: { querystring: listScanLogsQuerySchema } },
    async (request, reply) => sendPage(reply, await service.listScanLogs(db, request.query)),
  );

  app.get(
    '/api/scan-logs/summary',
    { preHandler: authorize(), schema: { querystring: scanLogSummaryQuerySchema } },
    (request) => service.summarizeScanLogs(db, request.query.companyId),
  );
};
