import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { automationSettingsSchema } from '../../../common/schemas/company';
import { companyIdParamsSchema } from '../../../common/schemas/params';
import {
  testApifyBodySchema,
  testApifyResponseSchema,
  testEmailResponseSchema,
  updateAutomationSettingsSchema,
} from '../../../common/schemas/scan';
import { currentUser, managers } from '../../plugins/auth';
import * as service from './automation.service';
import { testApify, testEmail } from './connection-tests.service';

/** The automation page: its settings and the two connection tests (docs/product.md §2 "Automation"). */
export const automationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secrets, config } = app.ctx;

  app.get(
    '/api/automation-settings/:companyId',
    { schema: { params: companyIdParamsSchema, response: { 200: automationSettingsSchema } } },
    (request) => service.getAutomation(db, request.params.companyId),
  );
  app.put(
    '/api/automation-settings/:companyId',
    {
      ...managers,
      schema: {
        params: companyIdParamsSchema,
        body: updateAutomationSettingsSchema,
        response: { 200: automationSettingsSchema },
      },
    },
    (request) => service.updateAutomation(db, request.params.companyId, request.body, currentUser(request)),
  );

  app.post(
    '/api/test-email/:companyId',
    { ...managers, schema: { params: companyIdParamsSchema, response: { 200: testEmailResponseSchema } } },
    (request) => testEmail(db, secrets, request.params.companyId),
  );
  app.post(
    '/api/test-apify',
    { ...managers, schema: { body: testApifyBodySchema, response: { 200: testApifyResponseSchema } } },
    (request) => testApify(db, secrets, config, request.body),
  );
};
