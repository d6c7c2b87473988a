import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkResultSchema, reviewBulkSchema } from '../../../common/schemas/bulk';
import { currentUser } from '../../plugins/auth';
import * as service from './reviews-bulk.service';

/**
 * Archiving and restoring the selected reviews (docs/api.md "Bulk changes (issue 24)"). Every
 * signed-in user, as the single archive and restore (docs/product.md §6).
 */
export const reviewsBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const options = { schema: { body: reviewBulkSchema, response: { 200: bulkResultSchema } } };

  app.post('/api/reviews/bulk/archive', options, (request) =>
    service.setArchived(db, currentUser(request), request.body, true),
  );
  app.post('/api/reviews/bulk/unarchive', options, (request) =>
    service.setArchived(db, currentUser(request), request.body, false),
  );
};
