import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** CSV import of leads and the streamed CSV exports (issue 24): placeholder until built. */
export const csvRoutes: FastifyPluginAsyncZod = async (_app) => {};
