// POST /api/removals/check/:companyId: starts a verification check; GET …/:runId: how it is going
// and what it found (docs/api.md "Removal cases").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyIdParamsSchema } from '../../../common/schemas/params';
import {
  removalCheckRunParamsSchema,
  removalCheckRunSchema,
  removalCheckStatusSchema,
} from '../../../common/schemas/removal';
import { notFound } from '../../lib/app-error';
import { managers } from '../../plugins/auth';
import { ensureCompany } from '../companies/companies.service';
import { getCheckStatus, startRemovalCheck } from './removal-check';

export const removalChecksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/removals/check/:companyId',
    {
      ...managers,
      schema: {
        params: companyIdParamsSchema,
        response: { 202: removalCheckRunSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      await ensureCompany(app.ctx.db, companyId);
      // Answers at once: the job runs the Apify runs; a check already running is answered instead.
      const run = await startRemovalCheck(app.ctx.db, app.jobs, companyId, {
        trigger: 'manual',
        now: new Date(),
      });
      return reply.code(202).send(run);
    },
  );

  app.get(
    '/api/removals/check/:companyId/:runId',
    {
      ...managers,
      schema: { params: removalCheckRunParamsSchema, response: { 200: removalCheckStatusSchema } },
    },
    async (request) => {
      const { companyId, runId } = request.params;
      await ensureCompany(app.ctx.db, companyId);
      const status = await getCheckStatus(app.ctx.db, companyId, runId);
      if (!status) throw notFound('Prüfung nicht gefunden');
      return status;
    },
  );
};
