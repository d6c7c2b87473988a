import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { findForbiddenText, forbiddenCharsMessage } from '../../common/text';
import { AppError } from '../lib/app-error';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from '../lib/db-errors';

const fieldLabels: Record<string, string> = {
  body: 'Anfrage',
  querystring: 'Abfrage',
  params: 'Pfad',
};

// Fastify's own client errors, in German.
const fastifyMessages: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Ungültiges JSON im Anfragetext'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Leerer Anfragetext'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Die Anfrage ist zu groß'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Nicht unterstützter Inhaltstyp: bitte JSON senden'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Ungültige Content-Length'],
};

/** Every error answer is `{ message }` in German; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance) {
  // Before every schema: text PostgreSQL cannot store is refused, in any field of any route.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findForbiddenText(part);
      if (field !== null) throw new AppError('BAD_REQUEST', forbiddenCharsMessage(field));
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.fields, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field:
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          fieldLabels[error.validationContext ?? ''] ||
          '',
        message: v.message ?? 'Ungültiger Wert',
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Ungültige Eingabe', errors });
    }
    // The database is down or unreachable (every signed-in request reads the session first): a
    // passing state, said as /api/health says it, with a time to come back, never a 500.
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { ...safeErrorFields(error), method: request.method, route: request.routeOptions.url },
        'database unavailable',
      );
      return reply
        .status(503)
        .header('Retry-After', DATABASE_RETRY_AFTER_SECONDS)
        .send({ message: databaseUnavailableMessage });
    }
    const known = error.code ? fastifyMessages[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: 'Ungültige Anfrage' });
    }
    request.log.error(
      { ...safeErrorFields(error), method: request.method, route: request.routeOptions.url },
      'unhandled error',
    );
    return reply
      .status(500)
      .send({ message: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: `Nicht gefunden: ${request.method} ${request.url.split('?')[0].slice(0, 200)}` });
  });
}

/**
 * What a log may keep of an error: its kind and the database's code, constraint, table and column.
 * Never its message: Drizzle's carries the statement's parameters (password hashes, sealed
 * secrets, e-mail addresses), and request bodies are never logged at all.
 */
export function safeErrorFields(error: unknown) {
  const fields: Record<string, string> = {};
  for (
    let e = error as Record<string, unknown> | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (!fields.type && typeof e.name === 'string') fields.type = e.name;
    for (const key of ['code', 'constraint', 'table', 'column', 'routine'] as const) {
      if (!fields[key] && typeof e[key] === 'string') fields[key] = e[key] as string;
    }
  }
  return fields;
}
