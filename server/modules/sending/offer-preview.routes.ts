import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerPreviewRequestSchema, offerPreviewSchema } from '../../../common/schemas/offer-preview';
import { idParamsSchema } from '../../../common/schemas/params';
import { managers } from '../../plugins/auth';
import { previewOffer } from './offer-preview.service';

/** The offer as the template would build it, for the settings page (managers, like the template itself). */
export const offerPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  app.post(
    '/api/companies/:id/offer-preview',
    {
      ...managers,
      schema: {
        params: idParamsSchema,
        body: offerPreviewRequestSchema,
        response: { 200: offerPreviewSchema },
      },
    },
    (request) => previewOffer(db, config, request.params.id, request.body),
  );
};
