import { z } from 'zod';
import { removalReasons } from '../enums';
import { companyIdQuerySchema } from './params';

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

/** Closed cases at or above which a reason's rate moves the Löschchance (decision 076). */
export const RATE_MIN_CLOSED = 5;

/** GET /api/removal-chance/stats?companyId= */
export const chanceStatsQuerySchema = z.object({ companyId: companyIdQuerySchema });

/** One reason's or signal's outcomes among a company's closed cases (removed, refused, reinstated). */
const outcomeRateSchema = z.object({
  /** The removal reason code, or the signal code. */
  code: z.string(),
  closed: z.number(),
  removed: z.number(),
  /** Refused and reinstated: the failures. */
  refused: z.number(),
  /** removed / closed, 0–1. */
  rate: z.number(),
  /** Enough closed cases: this reason's rate scales the chance (per signal: shown only). */
  movesChance: z.boolean(),
});
export type OutcomeRate = z.infer<typeof outcomeRateSchema>;

export const chanceStatsSchema = z.object({
  minClosed: z.number(),
  byReason: z.array(outcomeRateSchema),
  bySignal: z.array(outcomeRateSchema),
});
export type ChanceStats = z.infer<typeof chanceStatsSchema>;
