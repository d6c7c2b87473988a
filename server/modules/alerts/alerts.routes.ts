import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alertPageSchema,
  alertSettingsSchema,
  alertStateSchema,
  listAlertsQuerySchema,
  markAlertsReadSchema,
} from '../../../common/schemas/alert';
import { wire } from '../../lib/response-serializer';
import { currentUser } from '../../plugins/auth';
import * as service from './alerts.service';

// The header's bell (issue 24, docs/api.md "Alerts (issue 24)"): every signed-in user reads every
// company's alerts and keeps their own read mark and digest switch.
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/alerts',
    { schema: { querystring: listAlertsQuerySchema, response: { 200: wire(alertPageSchema) } } },
    (request) => service.listAlerts(db, currentUser(request), request.query),
  );

  app.get('/api/alerts/state', { schema: { response: { 200: alertStateSchema } } }, (request) =>
    service.getAlertState(db, currentUser(request)),
  );

  app.post(
    '/api/alerts/read',
    { schema: { body: markAlertsReadSchema, response: { 200: alertStateSchema } } },
    (request) => service.markAlertsRead(db, currentUser(request), request.body.upTo),
  );

  app.put(
    '/api/alerts/settings',
    { schema: { body: alertSettingsSchema, response: { 200: alertStateSchema } } },
    (request) => service.setDigest(db, currentUser(request), request.body.digest),
  );
};
