import { describe, expect, it } from 'vitest';
import { toReviews } from './review-items';

const window = { from: new Date('2026-11-21T23:00:00Z'), to: new Date('2026-11-22T23:00:00Z') };
const item = (over: Record<string, unknown> = {}) => ({
  reviewId: 'r1',
  name: 'Jana Weber',
  text: 'Lange Wartezeit.',
  stars: 2,
  rating: null,
  publishedAtDate: '2026-11-22T17:42:13.408Z',
  title: 'Autohaus Beispiel GmbH',
  ...over,
});

describe('toReviews', () => {
  it('maps a review item: stars as rating, name, text, date and the scraper id', () => {
    expect(toReviews([item()], window)).toEqual([
      {
        externalId: 'r1',
        username: 'Jana Weber',
        rating: 2,
        text: 'Lange Wartezeit.',
        reviewDate: new Date('2026-11-22T17:42:13.408Z'),
        reviewUrl: null,
        placeId: null,
        ownerReplied: false,
        reviewerReviewCount: null,
      },
    ]);
  });

  it('keeps whether the owner replied and how many reviews the author wrote (the Löschchance reads them)', () => {
    const [r] = toReviews([item({ responseFromOwnerText: 'Danke!', reviewerNumberOfReviews: 17 })], window);
    expect(r).toMatchObject({ ownerReplied: true, reviewerReviewCount: 17 });
    const [blank] = toReviews([item({ responseFromOwnerText: '  ', reviewerNumberOfReviews: '3' })], window);
    expect(blank).toMatchObject({ ownerReplied: false, reviewerReviewCount: null });
  });

  it("keeps the review's URL and place id to find it again; a link that is not https is dropped", () => {
    const url = 'https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1sr1';
    const [a, b] = toReviews(
      [
        item({ reviewUrl: url, placeId: 'ChIJw7Xq1x1OqEcRB0-xw6HVKo4' }),
        item({ reviewId: 'r2', reviewUrl: 'javascript:alert(1)', placeId: 7 }),
      ],
      window,
    );
    expect(a).toMatchObject({ reviewUrl: url, placeId: 'ChIJw7Xq1x1OqEcRB0-xw6HVKo4' });
    expect(b).toMatchObject({ reviewUrl: null, placeId: null });
  });

  it('skips place rows, error rows and malformed items instead of failing', () => {
    const rows = [
      { placeId: 'ChIJ', title: 'Ort', location: { lat: 1, lng: 2 } },
      { error: 'no_search_results', errorDescription: 'No places found' },
      item({ stars: 'fünf' }),
      item({ stars: 7 }),
      item({ publishedAtDate: 'gestern' }),
      null,
      'text',
      item({ reviewId: 'ok' }),
    ];
    expect(toReviews(rows, window).map((r) => r.externalId)).toEqual(['ok']);
  });

  it('keeps only reviews inside the window, on both ends', () => {
    const rows = [
      item({ reviewId: 'before', publishedAtDate: '2026-11-21T22:59:59.999Z' }),
      item({ reviewId: 'first', publishedAtDate: '2026-11-21T23:00:00.000Z' }),
      item({ reviewId: 'after', publishedAtDate: '2026-11-22T23:00:00.000Z' }),
    ];
    expect(toReviews(rows, window).map((r) => r.externalId)).toEqual(['first']);
  });

  it('strips NUL characters and lone surrogates, and stores a rating-only review without text', () => {
    const [a, b] = toReviews(
      [
        item({ reviewId: 'a', name: 'Jo\u0000hn', text: 'schlecht\u0000 \uD800' }),
        item({ reviewId: 'b', text: '' }),
      ],
      window,
    );
    expect(a.username).toBe('John');
    expect(a.text).toBe('schlecht');
    expect(b.text).toBeNull();
  });

  it('without a reviewId keys the review on a stable hash, and keeps one of duplicates', () => {
    const noId = item({ reviewId: null, reviewUrl: null });
    const first = toReviews([noId, { ...noId }], window);
    expect(first).toHaveLength(1);
    expect(first[0].externalId).toMatch(/^h:[0-9a-f]{32}$/);
    expect(toReviews([noId], window)[0].externalId).toBe(first[0].externalId);
  });
});
