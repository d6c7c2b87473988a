import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyIdParamsSchema, idParamsSchema } from '../../../common/schemas/params';
import {
  imapSettingsSchema,
  listRepliesQuerySchema,
  markReplyReadResponseSchema,
  replyDetailSchema,
  replySchema,
  replyThreadSchema,
  testImapResponseSchema,
  updateImapSettingsSchema,
} from '../../../common/schemas/reply';
import { sendPage } from '../../lib/paged-list';
import { wire } from '../../lib/response-serializer';
import { currentUser, managers } from '../../plugins/auth';
import * as service from './replies.service';

/**
 * Replies read over IMAP and the 'Antworten' inbox (issue 24; docs/api.md "Replies (issue 24)").
 * Reading and marking read is sales work: every role. The IMAP settings: managers and admins.
 */
export const repliesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secrets, config } = app.ctx;

  app.get(
    '/api/replies',
    { schema: { querystring: listRepliesQuerySchema, response: { 200: wire(z.array(replySchema)) } } },
    async (request, reply) => sendPage(reply, await service.listReplies(db, request.query)),
  );
  app.get(
    '/api/replies/:id',
    { schema: { params: idParamsSchema, response: { 200: wire(replyDetailSchema) } } },
    (request) => service.getReply(db, request.params.id),
  );
  app.post(
    '/api/replies/:id/read',
    { schema: { params: idParamsSchema, response: { 200: markReplyReadResponseSchema } } },
    (request) => service.markRead(db, request.params.id),
  );
  app.get(
    '/api/customers/:id/reply-thread',
    { schema: { params: idParamsSchema, response: { 200: wire(replyThreadSchema) } } },
    (request) => service.getThread(db, request.params.id),
  );

  app.get(
    '/api/imap-settings/:companyId',
    { schema: { params: companyIdParamsSchema, response: { 200: imapSettingsSchema } } },
    (request) => service.getImapSettings(db, request.params.companyId),
  );
  app.put(
    '/api/imap-settings/:companyId',
    {
      ...managers,
      schema: {
        params: companyIdParamsSchema,
        body: updateImapSettingsSchema,
        response: { 200: imapSettingsSchema },
      },
    },
    (request) => {
      const user = currentUser(request);
      return service.updateImapSettings(
        db,
        { user, role: user.role, demo: Boolean(config.demo) },
        request.params.companyId,
        request.body,
      );
    },
  );
  app.post(
    '/api/test-imap/:companyId',
    { ...managers, schema: { params: companyIdParamsSchema, response: { 200: testImapResponseSchema } } },
    (request) => service.testImap(db, secrets, request.params.companyId),
  );
};
