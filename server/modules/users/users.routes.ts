import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/schemas/params';
import { createUserSchema, updateUserSchema } from '../../../common/schemas/user';
import { authorize, currentUser } from '../../plugins/auth';
import * as q from './users.queries';
import * as service from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  // Every signed-in user may see the list (the users page is offered to all); only admins change it.
  app.get('/api/users', { onRequest: authorize() }, () => q.listUsers(db));

  app.post(
    '/api/users',
    { onRequest: authorize('admin'), schema: { body: createUserSchema } },
    async (request, reply) => {
      reply.status(201);
      return service.createUser(db, request.body);
    },
  );

  app.put(
    '/api/users/:id',
    { onRequest: authorize('admin'), schema: { params: idParamsSchema, body: updateUserSchema } },
    (request) =>
      service.updateUser(db, currentUser(request), request.sessionId, request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id',
    { onRequest: authorize('admin'), schema: { params: idParamsSchema } },
    async (request) => {
      await service.deleteUser(db, currentUser(request), request.params.id);
      return { message: 'Benutzer gelöscht' };
    },
  );
};
