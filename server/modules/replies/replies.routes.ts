import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Replies read over IMAP and the 'Antworten' inbox (issue 24): placeholder until built. */
export const repliesRoutes: FastifyPluginAsyncZod = async (_app) => {};
