import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Sending an invoice and its reminders: placeholder until built.
export const invoiceMailsRoutes: FastifyPluginAsyncZod = async () => {};
