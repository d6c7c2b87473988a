import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/schemas/scan';
import { loginSchema, userSchema } from '../../../common/schemas/user';
import { wire } from '../../lib/response-serializer';
import { clearSessionCookie, currentUser, publicRoute, setSessionCookie } from '../../plugins/auth';
import { getUserById } from '../users/users.queries';
import { login } from './auth.service';
import { deleteSession } from './sessions.queries';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/api/auth/user', { schema: { response: { 200: wire(userSchema) } } }, (request) =>
    getUserById(db, currentUser(request).id),
  );

  app.post(
    '/api/auth/login',
    {
      ...publicRoute,
      schema: { body: loginSchema, response: { 200: wire(z.object({ user: userSchema })) } },
    },
    async (request, reply) => {
      const { token, user } = await login(db, request.ip, request.body);
      // A session that came with the request is replaced, never reused (new id at login).
      if (request.sessionId) await deleteSession(db, request.sessionId);
      setSessionCookie(request, reply, token);
      return { user };
    },
  );

  app.post(
    '/api/auth/logout',
    { ...publicRoute, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      if (request.sessionId) await deleteSession(db, request.sessionId);
      clearSessionCookie(reply);
      return { message: 'Abgemeldet' };
    },
  );
};
