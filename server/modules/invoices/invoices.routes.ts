import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Invoices (docs/product.md §13, docs/api.md "Invoices"): placeholder until built.
export const invoicesRoutes: FastifyPluginAsyncZod = async () => {};
