import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../common/schemas/params';
import { messageSchema } from '../../../common/schemas/scan';
import { createUserSchema, updateUserSchema, userSchema } from '../../../common/schemas/user';
import { wire } from '../../lib/response-serializer';
import { admins, currentUser } from '../../plugins/auth';
import * as q from './users.queries';
import * as service from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  // Every signed-in user may see the list (the users page is offered to all); only admins change it.
  app.get('/api/users', { schema: { response: { 200: wire(z.array(userSchema)) } } }, () => q.listUsers(db));

  app.post(
    '/api/users',
    { ...admins, schema: { body: createUserSchema, response: { 201: wire(userSchema) } } },
    async (request, reply) => {
      reply.status(201);
      return service.createUser(db, request.body, currentUser(request));
    },
  );

  app.put(
    '/api/users/:id',
    {
      ...admins,
      schema: { params: idParamsSchema, body: updateUserSchema, response: { 200: wire(userSchema) } },
    },
    (request) =>
      service.updateUser(db, currentUser(request), request.sessionId, request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id',
    { ...admins, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await service.deleteUser(db, currentUser(request), request.params.id);
      return { message: 'Benutzer gelöscht' };
    },
  );
};
