import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicRoute } from '../../plugins/auth';
import { safeErrorFields } from '../../plugins/error-handler';
import { ping } from './health.queries';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      ...publicRoute,
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await ping(app.ctx.db);
        return { status: 'ok' as const, database: app.ctx.databaseKind };
      } catch (error) {
        request.log.error(safeErrorFields(error), 'health check failed');
        return reply.status(503).send({ message: 'Datenbank nicht erreichbar' });
      }
    },
  );
};
