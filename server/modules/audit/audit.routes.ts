import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The audit log page's API (issue 24): placeholder until built. */
export const auditRoutes: FastifyPluginAsyncZod = async (_app) => {};
