// The scraper's dataset items → our reviews (docs/product.md §10, step 3; Apify reference §2, §4).
import { createHash } from 'node:crypto';
import { stripForbiddenChars } from '../../common/text';
import type { ReviewWindow } from './review-window';

export interface ScrapedReview {
  externalId: string;
  username: string | null;
  rating: number;
  text: string | null;
  reviewDate: Date;
  /** The review on Google and its place, to find it again (removal checks, 'Auf Google ansehen'). */
  reviewUrl: string | null;
  placeId: string | null;
  /** The owner answered on Google (responseFromOwnerText); the Löschchance weighs it. */
  ownerReplied?: boolean;
  /** How many reviews the author has written (reviewerNumberOfReviews), when the scraper says. */
  reviewerReviewCount?: number | null;
}

/** PostgreSQL text refuses U+0000; lone surrogates are not valid UTF-8 either. */
export function cleanText(value: unknown, max = 10_000): string | null {
  if (typeof value !== 'string') return null;
  const text = stripForbiddenChars(value).trim().slice(0, max);
  return text || null;
}

/**
 * Reviews inside the window, once each. Items without stars or publishedAtDate (place rows, error
 * rows) are skipped, and so is anything malformed: one odd item never fails a customer. The
 * scraper has no end date and its start date is coarse, so both ends are filtered here.
 */
export function toReviews(items: unknown[], window: ReviewWindow): ScrapedReview[] {
  const seen = new Set<string>();
  const reviews: ScrapedReview[] = [];
  for (const raw of items) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as Record<string, unknown>;
    const rating = item.stars;
    if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) continue;
    if (typeof item.publishedAtDate !== 'string') continue;
    const reviewDate = new Date(item.publishedAtDate);
    const time = reviewDate.getTime();
    if (Number.isNaN(time) || time < window.from.getTime() || time >= window.to.getTime()) continue;
    const username = cleanText(item.name, 500);
    const text = cleanText(item.text);
    const reviewUrl = httpsUrl(item.reviewUrl);
    const externalId =
      cleanText(item.reviewId, 500) ??
      `h:${createHash('sha256')
        .update(JSON.stringify([cleanText(item.reviewUrl), username, item.publishedAtDate, text]))
        .digest('hex')
        .slice(0, 32)}`;
    if (seen.has(externalId)) continue;
    seen.add(externalId);
    reviews.push({
      externalId,
      username,
      rating,
      text,
      reviewDate,
      reviewUrl,
      placeId: cleanText(item.placeId, 500),
      ownerReplied: cleanText(item.responseFromOwnerText) !== null,
      reviewerReviewCount: reviewCount(item.reviewerNumberOfReviews),
    });
  }
  return reviews;
}

/** A plain count, or null for anything else (hidden with personalData: false). */
function reviewCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** Only an https link is kept: it becomes a link on the page, so never `javascript:` or the like. */
function httpsUrl(value: unknown): string | null {
  const text = cleanText(value, 2000);
  if (!text) return null;
  try {
    return new URL(text).protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}
