// The Löschchance learned from a company's closed cases (decision 076; the rule is in docs/product.md).
import { RATE_MIN_CLOSED } from '../../../common/schemas/removal-chance';
import type { Ground } from './signals';

/** What the default weights stand for: one in two orders succeeds. */
const RATE_PRIOR = 0.5;
/** How many closed cases the prior counts as (smoothing toward the default). */
const RATE_PRIOR_WEIGHT = 5;

/** A reason's outcomes: closed cases and how many of them were removed. */
export interface ReasonOutcome {
  closed: number;
  removed: number;
}

/**
 * The factor on a ground's score: (removed + k·p) / (closed + k), divided by p, so 1 is the default
 * (p = 0.5, k = 5), between about 0.3 (every case refused) and 2 (every case removed). Only a reason
 * with at least RATE_MIN_CLOSED closed cases moves the chance; below that the factor is 1.
 */
function rateScale(outcome: ReasonOutcome | undefined) {
  if (!outcome || outcome.closed < RATE_MIN_CLOSED) return 1;
  const smoothed = (outcome.removed + RATE_PRIOR_WEIGHT * RATE_PRIOR) / (outcome.closed + RATE_PRIOR_WEIGHT);
  return smoothed / RATE_PRIOR;
}

/** The scale bestGround takes, from one company's outcomes per reason code; undefined when none moves. */
export function groundScale(byReason: ReadonlyMap<string, ReasonOutcome> | undefined) {
  if (!byReason || ![...byReason.values()].some((o) => o.closed >= RATE_MIN_CLOSED)) return undefined;
  return (ground: Ground) => rateScale(byReason.get(ground));
}
