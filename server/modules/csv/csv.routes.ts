import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CSV_IMPORT_MAX_BYTES,
  csvImportConfirmQuerySchema,
  csvImportPreviewQuerySchema,
  csvImportPreviewSchema,
  csvImportResultSchema,
  customersExportQuerySchema,
  emailLogsExportQuerySchema,
  reviewsExportQuerySchema,
  scanLogsExportQuerySchema,
} from '../../../common/schemas/csv-import';
import { AppError } from '../../lib/app-error';
import { wire } from '../../lib/response-serializer';
import { currentUser, managers } from '../../plugins/auth';
import * as exports from './csv-export.service';
import { confirmImport, previewImport } from './csv-import.service';

const tooLarge = `Die Datei ist zu groß: höchstens ${CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB`;

// CSV import of leads and the streamed CSV exports (issue 24, docs/api.md "CSV import and export",
// decision 050). The file is the request body itself (text/csv), not a multipart form: one file,
// no field names to agree on; the browser sends the File object as it is.
export const csvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  // Only these routes (this plugin's scope) take CSV bodies, up to the import's limit.
  for (const type of ['text/csv', 'application/vnd.ms-excel', 'application/octet-stream', 'text/plain']) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: CSV_IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
  }
  const importRoute = {
    ...managers,
    bodyLimit: CSV_IMPORT_MAX_BYTES,
    // A declared size over the limit is refused before a byte of the body is read.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (Number(request.headers['content-length'] ?? 0) > CSV_IMPORT_MAX_BYTES) {
        return reply.status(413).send({ message: tooLarge });
      }
    },
  };
  const fileOf = (body: unknown) => {
    if (!Buffer.isBuffer(body) || body.length === 0)
      throw new AppError('BAD_REQUEST', 'Bitte eine CSV-Datei senden');
    return body;
  };

  app.post(
    '/api/customers/import/preview',
    {
      ...importRoute,
      schema: { querystring: csvImportPreviewQuerySchema, response: { 200: wire(csvImportPreviewSchema) } },
    },
    (request) => previewImport(db, request.query.companyId, fileOf(request.body)),
  );

  app.post(
    '/api/customers/import',
    {
      ...importRoute,
      schema: { querystring: csvImportConfirmQuerySchema, response: { 200: wire(csvImportResultSchema) } },
    },
    (request) => confirmImport(db, currentUser(request), request.query, fileOf(request.body)),
  );

  const send = (reply: FastifyReply, file: exports.CsvExport) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(file.stream);

  app.get(
    '/api/customers/export.csv',
    { schema: { querystring: customersExportQuerySchema } },
    async (request, reply) => send(reply, await exports.exportCustomers(db, request.query)),
  );
  app.get(
    '/api/reviews/export.csv',
    { schema: { querystring: reviewsExportQuerySchema } },
    async (request, reply) => send(reply, await exports.exportReviews(db, request.query)),
  );
  app.get(
    '/api/email-logs/export.csv',
    { schema: { querystring: emailLogsExportQuerySchema } },
    async (request, reply) => send(reply, await exports.exportEmailLogs(db, request.query)),
  );
  app.get(
    '/api/scan-logs/export.csv',
    { schema: { querystring: scanLogsExportQuerySchema } },
    async (request, reply) => send(reply, await exports.exportScanLogs(db, request.query)),
  );
};
