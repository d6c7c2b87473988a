import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The header's bell (issue 24): placeholder until built. */
export const alertsRoutes: FastifyPluginAsyncZod = async (_app) => {};
