import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { automationSettingsSchema } from '../../../common/schemas/company';
import { companyIdParamsSchema } from '../../../common/schemas/params';
import {
  listScansQuerySchema,
  manualScanBodySchema,
  messageSchema,
  scanStatusSchema,
  scanSummarySchema,
  stopScanBodySchema,
  testApifyBodySchema,
  testApifyResponseSchema,
  testEmailResponseSchema,
  updateAutomationSettingsSchema,
} from '../../../common/schemas/scan';
import { currentUser, managers } from '../../plugins/auth';
import { testApify, testEmail } from './connection-tests.service';
import * as service from './scans.service';

export const scansRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secrets, config } = app.ctx;

  // Both forms of the product's (docs/product.md) call (docs/product.md §7).
  app.post(
    '/api/manual-scan/:companyId',
    { ...managers, schema: { params: companyIdParamsSchema, response: { 200: messageSchema } } },
    (request) => service.startManualScan(db, app.jobs, request.params.companyId, currentUser(request).id),
  );
  app.post(
    '/api/manual-scan',
    { ...managers, schema: { body: manualScanBodySchema, response: { 200: messageSchema } } },
    (request) => service.startManualScan(db, app.jobs, request.body.companyId, currentUser(request).id),
  );
  app.post(
    '/api/manual-scan/stop',
    { ...managers, schema: { body: stopScanBodySchema.optional(), response: { 200: messageSchema } } },
    (request) => service.stopScans(db, request.body?.companyId),
  );
  app.get(
    '/api/manual-scan/status/:companyId',
    { schema: { params: companyIdParamsSchema, response: { 200: scanStatusSchema } } },
    (request) => service.getScanStatus(db, request.params.companyId),
  );
  app.get(
    '/api/scans',
    { schema: { querystring: listScansQuerySchema, response: { 200: z.array(scanSummarySchema) } } },
    (request) => service.listScanHistory(db, request.query.companyId, request.query.limit),
  );

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
    (request) => service.updateAutomation(db, request.params.companyId, request.body),
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
