import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the routes land (issue 20).
export const removalChecksRoutes: FastifyPluginAsyncZod = async () => {};
