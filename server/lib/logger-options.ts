// The server's pino options (server/main.ts; docs/decisions/070): a link's token opens a customer's
// portal, an opt-out or a sign-up confirmation, so the request line of the log shows every such path
// with its token masked. Fastify's own request fields otherwise, and no cookie or authorization.

/** The paths whose next segment is a secret token. */
const tokenPrefixes = [
  '/kunde/',
  '/api/portal/',
  '/abmelden/',
  '/api/public/signup/confirm/',
  // The confirmation mail's link: the sign-up entry's page (decision 078).
  '/alarm/confirm/',
];

export const MASK = '***';

/** The token segment replaced by MASK ('/kunde/AbC…?x' → '/kunde/' + MASK + '?x'); other paths unchanged. */
export function maskTokens(url: string): string {
  const prefix = tokenPrefixes.find((p) => url.startsWith(p));
  if (!prefix) return url;
  const rest = url.slice(prefix.length);
  const end = rest.search(/[/?#]/);
  return `${prefix}${MASK}${end === -1 ? '' : rest.slice(end)}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: maskTokens(req.url),
        version: String(req.headers?.['accept-version'] ?? '') || undefined,
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
