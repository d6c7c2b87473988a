import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

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
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
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
    const known = error.code ? fastifyMessages[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: 'Ungültige Anfrage' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Nicht gefunden: ${request.method} ${request.url.split('?')[0]}` });
  });
}
