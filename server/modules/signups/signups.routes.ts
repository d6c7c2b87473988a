// The public API of the 'Bewertungs-Alarm' sign-up page (docs/api.md "Sign-up", docs/decisions/043):
// no session, state changes only from the app's own page (the origin check of plugins/security.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../common/schemas/scan';
import { MailerCache } from '../../mail/mailer-cache';
import { publicRoute } from '../../plugins/auth';
import {
  confirmationSchema,
  confirmSchema,
  publicCompanySchema,
  signupSchema,
  signupSlugParams,
  tokenParams,
} from './signups.schemas';
import { confirmSignup, getConfirmation, getSignupPage, signUp } from './signups.service';

export const signupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, secrets } = app.ctx;
  const ctx = { db, config, secrets, mailers: new MailerCache() };
  const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

  app.get(
    '/api/public/signup/:slug',
    { ...publicRoute, schema: { params: signupSlugParams, response: { 200: publicCompanySchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return getSignupPage(db, request.params.slug);
    },
  );

  app.post(
    '/api/public/signup/:slug',
    {
      ...publicRoute,
      bodyLimit: 16 * 1024,
      schema: { params: signupSlugParams, body: signupSchema, response: { 200: messageSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
      return signUp(ctx, request.params.slug, request.body, { ip: request.ip, userAgent });
    },
  );

  app.get(
    '/api/public/signup/confirm/:token',
    { ...publicRoute, schema: { params: tokenParams, response: { 200: confirmationSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return getConfirmation(db, request.params.token);
    },
  );

  app.post(
    '/api/public/signup/confirm',
    {
      ...publicRoute,
      bodyLimit: 1024,
      schema: { body: confirmSchema, response: { 200: confirmationSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return confirmSignup(db, request.body.token);
    },
  );

  app.addHook('onClose', async () => ctx.mailers.closeAll());
};
