import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCompanySchema,
  patchCompanySchema,
  updateCompanySettingsSchema,
} from '../../../common/schemas/company';
import { companyIdParamsSchema, idParamsSchema } from '../../../common/schemas/params';
import { authorize } from '../../plugins/auth';
import * as service from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secrets } = app.ctx;
  // onRequest, not preHandler: 401/403 come before body validation, so strangers learn nothing of the schema.
  const read = { onRequest: authorize() };
  const write = { onRequest: authorize('admin', 'manager') };

  app.get('/api/companies', read, () => service.listCompanies(db));

  app.get('/api/companies/:id', { ...read, schema: { params: idParamsSchema } }, (request) =>
    service.getCompany(db, request.params.id),
  );

  app.post('/api/companies', { ...write, schema: { body: createCompanySchema } }, async (request, reply) => {
    reply.status(201);
    return service.createCompany(db, secrets, request.body);
  });

  // The company modal on edit.
  app.patch(
    '/api/companies/:id',
    { ...write, schema: { params: idParamsSchema, body: patchCompanySchema } },
    (request) => service.updateCompany(db, secrets, request.params.id, request.body),
  );

  // The settings page.
  app.put(
    '/api/companies/:id',
    { ...write, schema: { params: idParamsSchema, body: updateCompanySettingsSchema } },
    (request) => service.updateCompany(db, secrets, request.params.id, request.body),
  );

  // Only the read lives here; saving the automation settings belongs to the automation module.
  app.get(
    '/api/automation-settings/:companyId',
    { ...read, schema: { params: companyIdParamsSchema } },
    (request) => service.getAutomationSettings(db, request.params.companyId),
  );
};
