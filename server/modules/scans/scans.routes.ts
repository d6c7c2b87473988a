import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyIdParamsSchema, idParamsSchema } from '../../../common/schemas/params';
import {
  listScansQuerySchema,
  manualScanBodySchema,
  messageSchema,
  scanStatusSchema,
  scanSummarySchema,
  stopScanBodySchema,
} from '../../../common/schemas/scan';
import { currentUser, managers } from '../../plugins/auth';
import * as service from './scans.service';

export const scansRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

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
  // One customer ('Kunde erneut scannen' in the bell, issue 24).
  app.post(
    '/api/customers/:id/scan',
    { ...managers, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    (request) => service.startCustomerScan(db, app.jobs, request.params.id, currentUser(request).id),
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
};
