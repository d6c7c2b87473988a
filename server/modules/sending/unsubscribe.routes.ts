// The personal unsubscribe link of every notification e-mail (docs/product.md §10 "Lawful, paced
// e-mail"): public, outside /api, and it reaches nothing but the opt-out of its one customer.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { verifyUnsubscribeToken } from '../../mail/unsubscribe-token';
import { getUnsubscribeTarget, markOptedOut } from './unsubscribe.queries';
import { confirmPage, donePage, invalidPage } from './unsubscribe-page';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(body);

export const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.ctx;
  // The one-click POST of RFC 8058 carries "List-Unsubscribe=One-Click"; the page's form sends it
  // empty; mail providers may send other types or none. No body matters: the token says
  // everything. So the POST forgets the content type (even a malformed one, which Fastify would
  // answer 415) and every body up to 4 KB is read and dropped unparsed.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, undefined),
  );
  const ignoreContentType = async (request: FastifyRequest) => {
    delete request.raw.headers['content-type'];
  };
  const customerOf = (token: string) => verifyUnsubscribeToken(config.appSecret, token);

  // A GET only asks: mail scanners and link previews open links without a person deciding.
  app.get<{ Params: { token: string } }>('/abmelden/:token', async (request, reply) => {
    const id = customerOf(request.params.token);
    if (id === null) return html(reply, 404, invalidPage());
    const target = await getUnsubscribeTarget(db, id);
    if (!target || target.optedOutAt) return html(reply, 200, donePage(target?.company ?? null));
    return html(reply, 200, confirmPage(target.company, `/abmelden/${request.params.token}`));
  });

  app.post<{ Params: { token: string } }>(
    '/abmelden/:token',
    { config: { anyOrigin: true }, onRequest: ignoreContentType },
    async (request, reply) => {
      const id = customerOf(request.params.token);
      if (id === null) return html(reply, 404, invalidPage());
      await markOptedOut(db, id, new Date());
      const target = await getUnsubscribeTarget(db, id);
      return html(reply, 200, donePage(target?.company ?? null));
    },
  );
};
