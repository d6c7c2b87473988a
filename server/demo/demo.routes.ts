import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userRoles } from '../../common/enums';
import { publicRoute } from '../plugins/auth';
import type { Demo } from './start-demo';

const demoInfoSchema = z.object({
  demo: z.boolean(),
  credentials: z.array(z.object({ role: z.enum(userRoles), email: z.string(), password: z.string() })),
});

const demoMailSchema = z.object({
  id: z.number(),
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
 * operator sees what a customer would receive.
 */
export function demoRoutes(demo: Demo | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/demo', { ...publicRoute, schema: { response: { 200: demoInfoSchema } } }, () => ({
      demo: !!demo,
      credentials: demo?.credentials ?? [],
    }));
    if (!demo) return;
    app.get('/api/demo/mails', { schema: { response: { 200: z.array(demoMailSchema) } } }, () =>
      demo.sink.messages
        .map((m, id) => ({
          id,
          from: m.from,
          to: m.to,
          subject: m.subject,
          receivedAt: new Date(m.receivedAt).toISOString(),
          text: m.text,
          html: m.html,
        }))
        .reverse()
        .slice(0, 200),
    );
  };
}
