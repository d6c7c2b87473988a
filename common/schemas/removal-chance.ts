import { z } from 'zod';
import { removalReasons } from '../enums';

export const chanceLevels = ['high', 'medium', 'low'] as const;
export type ChanceLevel = (typeof chanceLevels)[number];

/** A 1–3 star review's Löschchance (docs/product.md "Löschchance"; decision 067). */
export const removalChanceSchema = z.object({
  level: z.enum(chanceLevels),
  /** The removal reason its signals support best, or null when none does. */
  suggestedReason: z.enum(removalReasons).nullable(),
  /** Each signal with its German line, strongest ground first. */
  signals: z.array(z.object({ code: z.string(), text: z.string() })),
});
export type RemovalChance = z.infer<typeof removalChanceSchema>;

export const chanceFilters = ['all', ...chanceLevels] as const;
export const reviewSorts = ['detected', 'chance'] as const;
