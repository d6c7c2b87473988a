import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../common/schemas/params';
import { listReviewsQuerySchema, reviewSchema } from '../../../common/schemas/review';
import { sendJsonPage } from '../../lib/paged-list';
import { wire } from '../../lib/response-serializer';
import { currentUser } from '../../plugins/auth';
import * as service from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const list = {
    schema: { querystring: listReviewsQuerySchema, response: { 200: wire(z.array(reviewSchema)) } },
  };

  app.get('/api/reviews', list, async (request, reply) =>
    sendJsonPage(reply, await service.listReviews(db, false, request.query)),
  );
  app.get('/api/reviews/archived', list, async (request, reply) =>
    sendJsonPage(reply, await service.listReviews(db, true, request.query)),
  );

  // Archiving is triage, like changing a customer's status, which docs/product.md §6 allows every role;
  // it hides nothing for good (restore is one click), so every signed-in user may do it.
  const change = { schema: { params: idParamsSchema, response: { 200: wire(reviewSchema) } } };
  app.post('/api/reviews/:id/archive', change, (request) =>
    service.setArchived(db, currentUser(request), request.params.id, true),
  );
  app.post('/api/reviews/:id/unarchive', change, (request) =>
    service.setArchived(db, currentUser(request), request.params.id, false),
  );
};
