// The Löschchance as a review row stores it (reviews.removal_chance, reviews.chance_rank).
import { NEGATIVE_RATING_MAX } from '../../../common/constants';
import type { RemovalChance } from '../../../common/schemas/removal-chance';
import { chanceOf, levelRank } from './chance';
import { type Ground, reviewSignals, type SignalInput } from './signals';

export interface StoredChance {
  removalChance: RemovalChance | null;
  chanceRank: number | null;
}

/**
 * Computed when the review is stored, and again by the fill task after a case of its company closed
 * (with `scale`, the company's learned rates, decision 076); 4–5 stars have none.
 */
export function storedChance(
  review: Omit<SignalInput, 'now'>,
  now: Date,
  scale?: (ground: Ground) => number,
): StoredChance {
  if (review.rating > NEGATIVE_RATING_MAX) return { removalChance: null, chanceRank: null };
  const removalChance = chanceOf(reviewSignals({ ...review, now }), scale);
  return { removalChance, chanceRank: levelRank[removalChance.level] };
}
