import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '../../../common/schemas/user';
import { authorize, clearSessionCookie, currentUser, setSessionCookie } from '../../plugins/auth';
import { getUserById } from '../users/users.queries';
import { login } from './auth.service';
import { deleteSession } from './sessions.queries';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, throttle } = app.ctx;

  app.get('/api/auth/user', { onRequest: authorize() }, (request) =>
    getUserById(db, currentUser(request).id),
  );

  app.post('/api/auth/login', { schema: { body: loginSchema } }, async (request, reply) => {
    const { token, user } = await login(db, throttle, request.ip, request.body);
    // A session that came with the request is replaced, never reused (new id at login).
    if (request.sessionId) await deleteSession(db, request.sessionId);
    setSessionCookie(request, reply, token);
    return { user };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.sessionId) await deleteSession(db, request.sessionId);
    clearSessionCookie(reply);
    return { message: 'Abgemeldet' };
  });
};
