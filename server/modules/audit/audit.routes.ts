import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEventSchema,
  customerHistoryQuerySchema,
  listAuditQuerySchema,
} from '../../../common/schemas/audit';
import { idParamsSchema } from '../../../common/schemas/params';
import { sendPage } from '../../lib/paged-list';
import { wire } from '../../lib/response-serializer';
import { admins } from '../../plugins/auth';
import * as service from './audit.service';

/** The audit log (issue 24, docs/api.md "Audit log"): the page for admins, a customer's history for every role. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const page = { 200: wire(z.array(auditEventSchema)) };

  app.get(
    '/api/audit-events',
    { ...admins, schema: { querystring: listAuditQuerySchema, response: page } },
    async (request, reply) => sendPage(reply, await service.listAudit(db, request.query)),
  );

  // The drawer's 'Verlauf': every role reads customers, so every role reads their history.
  app.get(
    '/api/customers/:id/history',
    { schema: { params: idParamsSchema, querystring: customerHistoryQuerySchema, response: page } },
    async (request, reply) =>
      sendPage(reply, await service.customerHistory(db, request.params.id, request.query.limit)),
  );
};
