// POST /api/removals/check/:companyId: starts a verification check (docs/api.md "Removal cases").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyIdParamsSchema } from '../../../common/schemas/params';
import { removalCheckRunSchema } from '../../../common/schemas/removal';
import { managers } from '../../plugins/auth';
import { ensureCompany } from '../companies/companies.service';
import { startRemovalCheck } from './removal-check';

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
};
