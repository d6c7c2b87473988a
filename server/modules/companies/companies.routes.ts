import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companySchema,
  createCompanySchema,
  patchCompanySchema,
  updateCompanySettingsSchema,
} from '../../../common/schemas/company';
import { idParamsSchema } from '../../../common/schemas/params';
import { currentUser, managers } from '../../plugins/auth';
import * as service from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secrets, config } = app.ctx;
  const write = managers;
  const writer = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { role: user.role, demo: config.demo, actor: { id: user.id, name: user.name } };
  };

  app.get('/api/companies', { schema: { response: { 200: z.array(companySchema) } } }, () =>
    service.listCompanies(db),
  );

  app.get(
    '/api/companies/:id',
    { schema: { params: idParamsSchema, response: { 200: companySchema } } },
    (request) => service.getCompany(db, request.params.id),
  );

  app.post(
    '/api/companies',
    { ...write, schema: { body: createCompanySchema, response: { 201: companySchema } } },
    async (request, reply) => {
      reply.status(201);
      return service.createCompany(db, secrets, writer(request), request.body);
    },
  );

  // The company modal on edit.
  app.patch(
    '/api/companies/:id',
    {
      ...write,
      schema: { params: idParamsSchema, body: patchCompanySchema, response: { 200: companySchema } },
    },
    (request) => service.updateCompany(db, secrets, writer(request), request.params.id, request.body),
  );

  // The settings page.
  app.put(
    '/api/companies/:id',
    {
      ...write,
      schema: { params: idParamsSchema, body: updateCompanySettingsSchema, response: { 200: companySchema } },
    },
    (request) =>
      service.updateCompany(
        db,
        secrets,
        writer(request),
        request.params.id,
        request.body,
        'settings_updated',
      ),
  );
};
