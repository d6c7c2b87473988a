import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Follow-ups ('Wiedervorlage', issue 24): placeholder until built. */
export const followUpsRoutes: FastifyPluginAsyncZod = async (_app) => {};
