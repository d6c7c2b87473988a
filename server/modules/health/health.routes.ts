import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableMessage } from '../../lib/db-errors';
import { publicRoute } from '../../plugins/auth';
import { safeErrorFields } from '../../plugins/error-handler';
import { ping } from './health.queries';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  // What this instance's minute tick does (server/jobs/engine.ts): it runs only with
  // SCAN_WORKERS=on, and starts the daily scans only with SCHEDULER=on too. Waiting mails, invoice
  // mails, reminders and the reading of mailboxes need one instance whose `clock` is 'on'.
  const clock = config.scanWorkers ? ('on' as const) : ('off' as const);
  const dailyScans = config.scanWorkers && config.scheduler ? ('on' as const) : ('off' as const);
  app.get(
    '/api/health',
    {
      ...publicRoute,
      schema: {
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            clock: z.enum(['on', 'off']),
            dailyScans: z.enum(['on', 'off']),
          }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await ping(app.ctx.db);
        return { status: 'ok' as const, database: app.ctx.databaseKind, clock, dailyScans };
      } catch (error) {
        request.log.error(safeErrorFields(error), 'health check failed');
        return reply
          .status(503)
          .header('Retry-After', DATABASE_RETRY_AFTER_SECONDS)
          .send({ message: databaseUnavailableMessage });
      }
    },
  );
};
