// Bytes from outside before anything parses them: JSON bodies (UTF-8, nesting), percent-encoded
// URLs, and the errors Node's HTTP parser answers before Fastify sees a request (issue 17).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { securityHeaders } from './security';

/** Deeper JSON than any of our schemas takes; far below what overflows the stack. */
export const MAX_JSON_DEPTH = 64;

export const invalidUtf8Message = 'Der Anfragetext enthält ungültige Zeichen (kein gültiges UTF-8)';
export const tooDeepMessage = `Der Anfragetext ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen)`;
export const badUrlMessage = 'Ungültige Adresse (URL)';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether the JSON text nests arrays and objects deeper than `max`; strings are skipped. */
export function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Percent-escapes that decode to no valid UTF-8 (`%FF`, a cut-off `%E0%A4`): the query parser
 * would turn them into U+FFFD or keep them raw. A lone `%` without two hex digits stays literal.
 */
export function hasInvalidPercentEncoding(url: string): boolean {
  for (const run of url.match(/(?:%[0-9A-Fa-f]{2})+/g) ?? []) {
    try {
      decodeURIComponent(run);
    } catch {
      return true;
    }
  }
  return false;
}

/** JSON bodies decoded strictly and checked for depth before JSON.parse; bad URLs refused. */
export function registerRawInput(app: FastifyInstance) {
  // Fastify's own parser, keeping its guard against __proto__ and constructor poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(new AppError('BAD_REQUEST', invalidUtf8Message), undefined);
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(new AppError('BAD_REQUEST', tooDeepMessage), undefined);
    }
    return parseJson(request, text, done);
  });

  app.addHook('onRequest', async (request) => {
    if (hasInvalidPercentEncoding(request.url)) throw new AppError('BAD_REQUEST', badUrlMessage);
  });
}

const clientErrors: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Die Anfrage-Kopfzeilen sind zu groß'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Die Anfrage hat zu lange gedauert'],
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (too large headers, a body
 * that does not arrive in time, garbage): answered like every other error, German JSON with the
 * security headers, and the connection closed.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrors[error.code ?? ''] ?? [400, 'Ungültige Anfrage'];
  this.log.debug({ code: error.code }, 'client error');
  // As Node does: no answer of our own into a response that has begun.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ message });
    const headers = Object.entries({
      ...securityHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
