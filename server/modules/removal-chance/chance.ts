// The Löschchance of one review from its signals (decision 067; the rule is in docs/product.md).
import type { RemovalReason } from '../../../common/enums';
import type { ChanceLevel, RemovalChance } from '../../../common/schemas/removal-chance';
import type { ReviewSignal } from './signals';

/** At or above: 'hoch' and 'mittel'; below 'mittel' is 'gering'. */
export const HIGH_SCORE = 3;
export const MEDIUM_SCORE = 1.5;

/**
 * Per ground, the weights of its signals add up (each counted once); the signals that weigh on
 * every ground (owner reply, age, an experienced author) are added to each. The best ground is the
 * suggested reason and its score the level. `scale` lets learned outcomes move a ground's score
 * (learned.ts); without it the default weights apply.
 */
export function chanceOf(signals: ReviewSignal[], scale?: (reason: RemovalReason) => number): RemovalChance {
  const common = signals.filter((s) => s.reason === null).reduce((sum, s) => sum + s.weight, 0);
  const perReason = new Map<RemovalReason, number>();
  for (const s of signals) {
    if (s.reason) perReason.set(s.reason, (perReason.get(s.reason) ?? 0) + s.weight);
  }
  let best: RemovalReason | null = null;
  let bestScore = 0;
  for (const [reason, own] of perReason) {
    const score = (own + common) * (scale ? scale(reason) : 1);
    if (score > bestScore) {
      best = reason;
      bestScore = score;
    }
  }
  const level: ChanceLevel = bestScore >= HIGH_SCORE ? 'high' : bestScore >= MEDIUM_SCORE ? 'medium' : 'low';
  return {
    level,
    suggestedReason: best,
    signals: signals.map((s) => ({ code: s.code, text: s.text })),
  };
}

/** The level as a number the lists sort and filter on (3 high … 1 low). */
export const levelRank: Record<ChanceLevel, number> = { high: 3, medium: 2, low: 1 };
