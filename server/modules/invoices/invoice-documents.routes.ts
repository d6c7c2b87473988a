import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The invoice's PDF and e-invoice downloads: placeholder until built.
export const invoiceDocumentsRoutes: FastifyPluginAsyncZod = async () => {};
