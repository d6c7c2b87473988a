import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../constants';

/**
 * A positive integer id, as a number or as the digits of a path or query string ('12' → 12).
 * Only plain digits count: '1e0', ' 1' or '0x1' are refused rather than coerced.
 */
function positiveId(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );
}

export const idSchema = positiveId('Ungültige ID');

export const idParamsSchema = z.strictObject({ id: idSchema });
export const companyIdParamsSchema = z.strictObject({ companyId: idSchema });

// Query pieces shared by every paged list (reviews, e-mail logs, scan logs).
export const companyIdQuerySchema = positiveId('Ungültige Firmen-ID');

export const listPagingShape = {
  limit: z.coerce
    .number({ error: 'Ungültiges Limit' })
    .int('Limit muss eine ganze Zahl sein')
    .min(1, 'Limit muss mindestens 1 sein')
    .max(LIST_MAX_LIMIT, `Limit darf höchstens ${LIST_MAX_LIMIT} sein`)
    .default(LIST_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: 'Ungültiger Offset' })
    .int('Offset muss eine ganze Zahl sein')
    .min(0, 'Offset darf nicht negativ sein')
    .max(2_147_483_647, 'Offset ist zu groß')
    .default(0),
};

/** Free-text search; blank means no search (the pages send `search=` when the box is empty). */
export const searchQuerySchema = z
  .string({ error: 'Ungültiger Suchbegriff' })
  .trim()
  .max(200, 'Suchbegriff darf höchstens 200 Zeichen haben')
  .transform((v) => v || undefined)
  .optional();

/** One of `values`; missing or blank means the first (the "all" of a filter select). */
export function filterSchema<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.literal('').transform((): T[0] => values[0]), z.enum(values)], { error: message })
    .default(values[0]);
}

/** A true/false query flag (`true`, `false`, `1`, `0`), `fallback` when absent. */
export function queryFlag(name: string, fallback: boolean) {
  return z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: `${name} muss true oder false sein` })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === true || v === 'true' || v === '1'));
}
