import { z } from 'zod';

/** A positive integer id from a path or query string ('12' → 12). */
export const idSchema = z.coerce
  .number({ error: 'Ungültige ID' })
  .int('Ungültige ID')
  .positive('Ungültige ID')
  .max(2_147_483_647, 'Ungültige ID');

export const idParamsSchema = z.strictObject({ id: idSchema });
export const companyIdParamsSchema = z.strictObject({ companyId: idSchema });
