// The scan engine's API shapes (manual scans, progress, automation settings, the two tests),
// shared by the server's routes and the web's calls. docs/product.md §4 "Manual scan".
import { z } from 'zod';
import { scanFrequencies, scanTypes } from '../enums';
import { idSchema } from './params';

export const scanStatuses = ['running', 'stopping', 'completed', 'stopped', 'failed'] as const;
export type ScanStatus = (typeof scanStatuses)[number];

/** {message}: the answer of starting and stopping a scan. */
export const messageSchema = z.object({ message: z.string() });

/** POST /api/manual-scan {companyId} (the variant of POST /api/manual-scan/{companyId}). */
export const manualScanBodySchema = z.strictObject({ companyId: idSchema });
/** POST /api/manual-scan/stop: {} stops every running scan, {companyId} that company's. */
export const stopScanBodySchema = z.strictObject({ companyId: idSchema.optional() });

/** One scan of a company: its progress while it runs, its summary when it is over. */
export const scanSummarySchema = z.object({
  id: z.number(),
  companyId: z.number(),
  scanType: z.enum(scanTypes),
  status: z.enum(scanStatuses),
  /**
   * Customers of the company when the scan started (0 until the fan-out has counted them), and
   * those finished so far: scanned (success, error, skipped) or not scanned because of a stop.
   */
  total: z.number(),
  done: z.number(),
  successCount: z.number(),
  errorCount: z.number(),
  /** Scanned but without a scrape: inactive or deleted customers (a scan log says why). */
  skippedCount: z.number(),
  /** Customers a stop kept from being scanned (never started, or their Apify run aborted); no scan log. */
  notScannedCount: z.number(),
  newReviews: z.number(),
  emailsSent: z.number(),
  /** What the scan's Apify runs cost, in US dollars (Apify's usageTotalUsd). */
  costUsd: z.number(),
  errorMessage: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ScanSummary = z.infer<typeof scanSummarySchema>;

/** GET /api/manual-scan/status/{companyId}: read once a second while a scan runs. */
export const scanStatusSchema = z.object({
  running: z.boolean(),
  stopping: z.boolean(),
  /** The scan that runs now (running or stopping), else null. */
  current: scanSummarySchema.nullable(),
  /** The newest finished scan, else null. */
  last: scanSummarySchema.nullable(),
});
export type ScanStatusResponse = z.infer<typeof scanStatusSchema>;

/** GET /api/scans?companyId=&limit=: the newest scans first (the automation page's history). */
export const listScansQuerySchema = z.strictObject({
  companyId: idSchema,
  limit: z.coerce.number({ error: 'Ungültiges Limit' }).int().min(1).max(100).default(10),
});

export const scanTimeMessage = 'Uhrzeit muss im Format HH:mm sein (00:00 bis 23:59)';
export const ratingThresholdMessage = 'Bewertungsschwelle muss zwischen 1 und 4 Sternen liegen';
export const reviewAgeMessage = 'Bewertungsalter muss 1, 7 oder 30 Tage sein';
export const reviewAges = [1, 7, 30] as const;

/** PUT /api/automation-settings/{companyId}: every field optional, a missing one stays as stored. */
export const updateAutomationSettingsSchema = z.strictObject({
  autoScanEnabled: z.boolean({ error: 'Ungültiger Wert für den automatischen Scan' }).optional(),
  emailNotifications: z.boolean({ error: 'Ungültiger Wert für E-Mail-Benachrichtigungen' }).optional(),
  scanFrequency: z.enum(scanFrequencies, { error: 'Ungültige Scan-Häufigkeit' }).optional(),
  scanTime: z
    .string({ error: scanTimeMessage })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, scanTimeMessage)
    .optional(),
  ratingThreshold: z.coerce
    .number({ error: ratingThresholdMessage })
    .int(ratingThresholdMessage)
    .min(1, ratingThresholdMessage)
    .max(4, ratingThresholdMessage)
    .optional(),
  reviewAge: z.coerce
    .number({ error: reviewAgeMessage })
    .refine((v) => (reviewAges as readonly number[]).includes(v), reviewAgeMessage)
    .optional(),
});
export type UpdateAutomationSettings = z.infer<typeof updateAutomationSettingsSchema>;

/** POST /api/test-email/{companyId}: SMTP connect and login. */
export const testEmailResponseSchema = z.object({
  connected: z.boolean(),
  /** Why not, in German, when connected is false. */
  message: z.string().optional(),
});

/** POST /api/test-apify: a maps link, and the company whose key to use (else the first with a key). */
export const testApifyBodySchema = z.strictObject({
  googleMapsUrl: z
    .string({ error: 'Google Maps Link fehlt' })
    .trim()
    .min(1, 'Google Maps Link fehlt')
    .max(2000),
  companyId: idSchema.optional(),
});
export const testApifyResponseSchema = z.object({
  message: z.string(),
  reviews: z.array(z.object({ username: z.string(), rating: z.number(), text: z.string().nullable() })),
});
export type TestApifyResponse = z.infer<typeof testApifyResponseSchema>;
