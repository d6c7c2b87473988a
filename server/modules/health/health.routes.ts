import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', async (request, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok', database: app.ctx.databaseKind };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ message: 'Datenbank nicht erreichbar' });
    }
  });
};
