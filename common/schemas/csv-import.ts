// CSV import of leads and the CSV exports (issue 24, decision 050): the requests and answers.
import { z } from 'zod';
import { listCustomersQuerySchema } from './customer';
import { listEmailLogsQuerySchema } from './email-log';
import { companyIdQuerySchema } from './params';
import { listReviewsQuerySchema } from './review';
import { listScanLogsQuerySchema } from './scan-log';

/** The most a lead file may hold (decision 050). */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 20_000;

const sha256Hex = z
  .string({ error: 'Prüfsumme fehlt: Bitte zuerst die Vorschau laden' })
  .regex(/^[0-9a-f]{64}$/, 'Ungültige Prüfsumme: Bitte zuerst die Vorschau laden');

/** POST /api/customers/import/preview?companyId= (body: the file). */
export const csvImportPreviewQuerySchema = z.strictObject({ companyId: companyIdQuerySchema });

/** POST /api/customers/import?companyId=&fileHash=&planHash= (body: the same file). */
export const csvImportConfirmQuerySchema = z.strictObject({
  companyId: companyIdQuerySchema,
  fileHash: sha256Hex,
  planHash: sha256Hex,
});

/** The fields a lead file may carry, in the order of the customer export's first columns. */
export const csvImportFields = [
  'name',
  'contactTitle',
  'contactPerson',
  'email',
  'phone',
  'googleMapsLink',
  'pricePerReview',
  'status',
  'consent',
  'consentDate',
] as const;
export type CsvImportField = (typeof csvImportFields)[number];

/** The column headers as the customer export writes them and the preview names them. */
export const csvImportFieldLabels: Record<CsvImportField, string> = {
  name: 'Name',
  contactTitle: 'Anrede',
  contactPerson: 'Ansprechpartner',
  email: 'E-Mail',
  phone: 'Telefon',
  googleMapsLink: 'Google-Maps-Link',
  pricePerReview: 'Preis',
  status: 'Status',
  consent: 'Einwilligung',
  consentDate: 'Einwilligungsdatum',
};

/** What the confirm does with a row: create it, skip it (a duplicate) or refuse it (invalid). */
export const csvRowActions = ['new', 'duplicate', 'invalid'] as const;
export type CsvRowAction = (typeof csvRowActions)[number];
export const csvRowActionLabels: Record<CsvRowAction, string> = {
  new: 'Neu',
  duplicate: 'Doppelt – wird übersprungen',
  invalid: 'Fehlerhaft – wird nicht importiert',
};

export const csvPreviewRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number(),
  action: z.enum(csvRowActions),
  name: z.string(),
  email: z.string(),
  /** Why a row is skipped or refused, per field (German); on a new row, what to check (a price). */
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type CsvPreviewRow = z.infer<typeof csvPreviewRowSchema>;

export const csvImportPreviewSchema = z.object({
  /** SHA-256 of the file's bytes and of the plan: the confirm sends both back. */
  fileHash: z.string(),
  planHash: z.string(),
  /** 'UTF-8' or 'Windows-1252' (read from an Excel file without UTF-8). */
  encoding: z.string(),
  delimiter: z.enum([';', ',', '\t']),
  /** The file's headers that were recognised (as field names) and those left out. */
  columns: z.array(z.object({ header: z.string(), field: z.enum(csvImportFields).nullable() })),
  counts: z.object({ new: z.number(), duplicate: z.number(), invalid: z.number() }),
  /** Every row, refused ones first, then duplicates, then new ones, each in file order. */
  rows: z.array(csvPreviewRowSchema),
  /** Notes on the file as a whole (German), e.g. the encoding it was read in. */
  notices: z.array(z.string()),
  /** What to check before importing (German), e.g. rows with an implausible price; shown in amber. */
  warnings: z.array(z.string()),
});
export type CsvImportPreview = z.infer<typeof csvImportPreviewSchema>;

export const csvImportResultSchema = z.object({
  imported: z.number(),
  skipped: z.number(),
  invalid: z.number(),
  /** The audit log's batch of this import. */
  batchId: z.string(),
  message: z.string(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

const withoutPaging = { limit: true, offset: true } as const;

/** GET /api/customers/export.csv: the list's filters (its order and page do not apply). */
export const customersExportQuerySchema = listCustomersQuerySchema.pick({
  companyId: true,
  search: true,
  status: true,
  consent: true,
  followUp: true,
});
/** GET /api/reviews/export.csv: the review list's filters; archived=true for the archive. */
export const reviewsExportQuerySchema = listReviewsQuerySchema.omit(withoutPaging).extend({
  archived: z
    .enum(['true', 'false'], { error: 'archived muss true oder false sein' })
    .optional()
    .transform((v) => v === 'true'),
});
/** GET /api/email-logs/export.csv. */
export const emailLogsExportQuerySchema = listEmailLogsQuerySchema.omit({
  ...withoutPaging,
  withContent: true,
});
/** GET /api/scan-logs/export.csv. */
export const scanLogsExportQuerySchema = listScanLogsQuerySchema.omit(withoutPaging);
