// The reviews a scan looks at (docs/product.md §10 "Scan of a company", step 3).
import { berlinInstant, berlinWallTime } from '../lib/berlin-time';

export interface ReviewWindow {
  from: Date;
  to: Date;
}

/**
 * Review age 1: the previous calendar day in Europe/Berlin (a 23- or 25-hour day at the clock
 * changes). 7 or 30: the last 7 or 30 Berlin days up to now.
 */
export function reviewWindow(now: Date, reviewAge: number): ReviewWindow {
  const today = berlinWallTime(now);
  const todayStart = berlinInstant(today.year, today.month, today.day);
  if (reviewAge <= 1) return { from: berlinInstant(today.year, today.month, today.day - 1), to: todayStart };
  return { from: berlinInstant(today.year, today.month, today.day - reviewAge), to: now };
}

/** The scraper's reviewsStartDate: a UTC instant with Z, an hour before the window, because the
 * scraper's own date filter is coarse; we filter exactly ourselves (review-items.ts). */
export function apifyStartDate(window: ReviewWindow): string {
  return new Date(window.from.getTime() - 60 * 60 * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
