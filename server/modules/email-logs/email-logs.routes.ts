import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailLogDetailSchema,
  emailLogSchema,
  listEmailLogsQuerySchema,
} from '../../../common/schemas/email-log';
import { idParamsSchema } from '../../../common/schemas/params';
import { sendJsonPage } from '../../lib/paged-list';
import { wire } from '../../lib/response-serializer';
import * as service from './email-logs.service';

export const emailLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  // Read-only for every signed-in user; the logs are written by scans only.
  app.get(
    '/api/email-logs',
    { schema: { querystring: listEmailLogsQuerySchema, response: { 200: wire(z.array(emailLogSchema)) } } },
    async (request, reply) => sendJsonPage(reply, await service.listEmailLogs(db, request.query)),
  );
  app.get(
    '/api/email-logs/:id',
    { schema: { params: idParamsSchema, response: { 200: wire(emailLogDetailSchema) } } },
    (request) => service.getEmailLog(db, request.params.id),
  );
};
