import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listScanLogsQuerySchema,
  scanLogSchema,
  scanLogSummaryQuerySchema,
  scanLogSummarySchema,
} from '../../../common/schemas/scan-log';
import { sendPage } from '../../lib/paged-list';
import { wire } from '../../lib/response-serializer';
import * as service from './scan-logs.service';

export const scanLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  // Read-only for every signed-in user; the page is unscoped (docs/product.md §2), companyId narrows it.
  app.get(
    '/api/scan-logs',
    { schema: { querystring: listScanLogsQuerySchema, response: { 200: wire(z.array(scanLogSchema)) } } },
    async (request, reply) => sendPage(reply, await service.listScanLogs(db, request.query)),
  );

  app.get(
    '/api/scan-logs/summary',
    { schema: { querystring: scanLogSummaryQuerySchema, response: { 200: scanLogSummarySchema } } },
    (request) => service.summarizeScanLogs(db, request.query.companyId),
  );
};
