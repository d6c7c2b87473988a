import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEmailLogsQuerySchema } from '../../../common/schemas/email-log';
import { sendPage } from '../../lib/paged-list';
import { authorize } from '../../plugins/auth';
import * as service from './email-logs.service';

export const emailLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  // Read-only for every signed-in user; the logs are written by scans only.
  app.get(
    '/api/email-logs',
    { preHandler: authorize(), schema: { querystring: listEmailLogsQuerySchema } },
    async (request, reply) => sendPage(reply, await service.listEmailLogs(db, request.query)),
  );
};
