// The Löschchance of one review from its signals (decision 067; the rule is in docs/product.md).
import type { ChanceLevel, RemovalChance } from '../../../common/schemas/removal-chance';
import type { Ground, ReviewSignal } from './signals';

/** At or above: 'hoch' and 'mittel'; below 'mittel' is 'gering'. */
export const HIGH_SCORE = 3;
export const MEDIUM_SCORE = 1.5;

/**
 * Per ground, the weights of its signals add up (each counted once); the signals that weigh on
 * every ground (owner reply, age, an experienced author) are added to each. The best ground and
 * its score; null when no ground scores above 0. `scale` moves a ground's score (a learned rate);
 * without it the default weights apply.
 */
export function bestGround(signals: ReviewSignal[], scale?: (ground: Ground) => number) {
  const common = signals.filter((s) => s.reason === null).reduce((sum, s) => sum + s.weight, 0);
  const perGround = new Map<Ground, number>();
  for (const s of signals) {
    if (s.reason) perGround.set(s.reason, (perGround.get(s.reason) ?? 0) + s.weight);
  }
  let best: Ground | null = null;
  let bestScore = 0;
  for (const [ground, own] of perGround) {
    const score = (own + common) * (scale ? scale(ground) : 1);
    if (score > bestScore) {
      best = ground;
      bestScore = score;
    }
  }
  return { ground: best, score: bestScore };
}

export const levelOf = (score: number): ChanceLevel =>
  score >= HIGH_SCORE ? 'high' : score >= MEDIUM_SCORE ? 'medium' : 'low';

/** The review's Löschchance as the API answers it: level, suggested reason, every signal's line. */
export function chanceOf(signals: ReviewSignal[], scale?: (ground: Ground) => number): RemovalChance {
  const { ground, score } = bestGround(signals, scale);
  return {
    level: levelOf(score),
    suggestedReason: ground,
    signals: signals.map((s) => ({ code: s.code, text: s.text })),
  };
}

/** The level as a number the lists sort and filter on (3 high … 1 low). */
export const levelRank: Record<ChanceLevel, number> = { high: 3, medium: 2, low: 1 };
