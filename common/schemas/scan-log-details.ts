// The contract of a scan log's `details` (docs/product.md §9): written by the scan of a customer on
// the server, read by the scan-log page. Stored as a JSON string; old rows may lack fields.
import { z } from 'zod';

/** What became of the customer's e-mail in a scan (docs/product.md §10 "E-mail outcome"). */
export const emailOutcomes = [
  'sent',
  'failed',
  'pending',
  'not_needed',
  'disabled',
  'no_email',
  'opted_out',
  'no_consent',
  'waiting_cap',
  'waiting_paused',
  'waiting_retry',
] as const;
export type EmailOutcome = (typeof emailOutcomes)[number];

/** German labels of the outcomes, and of two values older rows hold; other values are shown raw. */
export const emailOutcomeLabels: Record<EmailOutcome | 'skipped' | 'none', string> = {
  sent: 'Gesendet',
  failed: 'Fehlgeschlagen',
  pending: 'Ausstehend',
  not_needed: 'Nicht erforderlich',
  disabled: 'Deaktiviert',
  skipped: 'Übersprungen',
  no_email: 'Keine E-Mail-Adresse',
  opted_out: 'Abgemeldet, nicht gesendet',
  no_consent: 'Keine Einwilligung, nicht gesendet',
  waiting_cap: 'Wartet (Tageslimit erreicht)',
  waiting_paused: 'Wartet (Versand pausiert)',
  waiting_retry: 'Wartet (neuer Versuch folgt)',
  none: 'Keine',
};

/** Each field on its own: a field of the wrong type in an older row is left out, the rest shown. */
export const scanLogDetailsSchema = z.object({
  totalReviews: z.number().optional().catch(undefined),
  newReviews: z.number().optional().catch(undefined),
  negativeReviews: z.number().optional().catch(undefined),
  /** An EmailOutcome when written now; a string of an older version otherwise. */
  emailStatus: z.string().optional().catch(undefined),
  url: z.string().optional().catch(undefined),
});
/** What the server writes: the outcome is always one of the union. */
export type ScanLogDetails = z.infer<typeof scanLogDetailsSchema> & { emailStatus?: EmailOutcome };

/** The stored details string; null when empty or not an object of that shape (old or broken rows). */
export function parseScanLogDetails(details: string | null) {
  if (!details) return null;
  try {
    const parsed = scanLogDetailsSchema.safeParse(JSON.parse(details));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
