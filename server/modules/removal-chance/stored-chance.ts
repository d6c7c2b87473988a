// The Löschchance as a review row stores it (reviews.removal_chance, reviews.chance_rank).
import { NEGATIVE_RATING_MAX } from '../../../common/constants';
import type { RemovalChance } from '../../../common/schemas/removal-chance';
import { chanceOf, levelRank } from './chance';
import { reviewSignals, type SignalInput } from './signals';

export interface StoredChance {
  removalChance: RemovalChance | null;
  chanceRank: number | null;
}

/** Computed once when the review is stored; 4–5 stars have none. */
export function storedChance(review: Omit<SignalInput, 'now'>, now: Date): StoredChance {
  if (review.rating > NEGATIVE_RATING_MAX) return { removalChance: null, chanceRank: null };
  const removalChance = chanceOf(reviewSignals({ ...review, now }));
  return { removalChance, chanceRank: levelRank[removalChance.level] };
}
