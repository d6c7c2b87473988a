import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userRoles } from '../../common/enums';
import { companyIdQuerySchema, idParamsSchema, listPagingShape } from '../../common/schemas/params';
import { notFound } from '../lib/app-error';
import { sendPage } from '../lib/paged-list';
import { wire } from '../lib/response-serializer';
import { ensureCompany } from '../modules/companies/companies.service';
import { publicRoute } from '../plugins/auth';
import * as q from './demo.queries';
import type { Demo } from './start-demo';

const demoInfoSchema = z.object({
  demo: z.boolean(),
  credentials: z.array(z.object({ role: z.enum(userRoles), email: z.string(), password: z.string() })),
});

const demoMailSchema = z.object({
  id: z.number(),
  /** The company that sent it (by its e-mail log), null when the app has no log of it. */
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  receivedAt: z.string(),
  text: z.string(),
  html: z.string(),
});

/**
 * `GET /api/demo` (public, always): whether this is the demo, with its sign-in data for the login
 * page. Only in demo mode: the mails the app sent into its SMTP sink, newest first, so an
 * operator sees what a customer would receive; each with its company, `companyId` narrows them to
 * one (issue 19), `limit`/`offset` page them with X-Total-Count like every list.
 */
export function demoRoutes(demo: Demo | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/demo', { ...publicRoute, schema: { response: { 200: demoInfoSchema } } }, () => ({
      demo: !!demo,
      credentials: demo?.credentials ?? [],
    }));
    if (!demo) return;

    registerFakeReviewRoutes(app, demo);
    registerMailRoutes(app, demo);
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];
const done = z.object({ message: z.string() });

/**
 * The simulated Google (issue 20): take a review off, put it back, or change its stars, so the
 * removal check's whole path can be shown. Runs started afterwards see the change.
 */
function registerFakeReviewRoutes(app: App, demo: Demo) {
  const fakeReview = async (id: number) => {
    const externalId = await q.reviewExternalId(app.ctx.db, id);
    if (!externalId) throw notFound('Bewertung nicht gefunden');
    return externalId;
  };
  app.post(
    '/api/demo/reviews/:id/remove',
    { schema: { params: idParamsSchema, response: { 200: done } } },
    async (request) => {
      demo.fake.removeReview(await fakeReview(request.params.id));
      return { message: 'Bewertung ist in der Simulation nicht mehr sichtbar.' };
    },
  );
  app.post(
    '/api/demo/reviews/:id/restore',
    { schema: { params: idParamsSchema, response: { 200: done } } },
    async (request) => {
      demo.fake.restoreReview(await fakeReview(request.params.id));
      return { message: 'Bewertung ist in der Simulation wieder sichtbar.' };
    },
  );
  app.post(
    '/api/demo/reviews/:id/stars',
    {
      schema: {
        params: idParamsSchema,
        body: z.strictObject({ stars: z.number().int().min(1).max(5).nullable() }),
        response: { 200: done },
      },
    },
    async (request) => {
      demo.fake.setStars(await fakeReview(request.params.id), request.body.stars);
      return { message: 'Sterne in der Simulation geändert.' };
    },
  );
}

function registerMailRoutes(app: App, demo: Demo) {
  app.get(
    '/api/demo/mails',
    {
      schema: {
        querystring: z.strictObject({
          companyId: companyIdQuerySchema.optional(),
          limit: listPagingShape.limit,
          offset: listPagingShape.offset,
        }),
        response: { 200: wire(z.array(demoMailSchema)) },
      },
    },
    async (request, reply) => {
      const { companyId, limit, offset } = request.query;
      if (companyId !== undefined) await ensureCompany(app.ctx.db, companyId);
      const messages = demo.sink.messages.map((m, id) => ({ m, id, messageId: m.headers.get('message-id') }));
      // Whose mail it is, and the company filter, come from the e-mail logs in SQL.
      const ids = [...new Set(messages.flatMap((x) => (x.messageId ? [x.messageId] : [])))];
      const owners = new Map(
        (await q.companiesOfMails(app.ctx.db, ids, companyId)).map((o) => [o.messageId, o]),
      );
      const rows = messages
        .filter((x) => companyId === undefined || (x.messageId && owners.has(x.messageId)))
        .reverse();
      return sendPage(reply, {
        total: rows.length,
        capped: false,
        rows: rows.slice(offset, offset + limit).map(({ m, id, messageId }) => {
          const owner = messageId ? owners.get(messageId) : undefined;
          return {
            id,
            companyId: owner?.companyId ?? null,
            companyName: owner?.companyName ?? null,
            from: m.from,
            to: m.to,
            subject: m.subject,
            receivedAt: new Date(m.receivedAt).toISOString(),
            text: m.text,
            html: m.html,
          };
        }),
      });
    },
  );
}
