import { describe, expect, it } from 'vitest';
import { apifyStartDate, reviewWindow } from './review-window';

describe('reviewWindow', () => {
  it('is the previous Berlin calendar day for review age 1, also just after midnight', () => {
    // 00:30 Berlin on 21 Nov (winter, UTC+1) is 23:30 UTC on 20 Nov.
    const w = reviewWindow(new Date('2026-11-20T23:30:00Z'), 1);
    expect(w.from.toISOString()).toBe('2026-11-19T23:00:00.000Z');
    expect(w.to.toISOString()).toBe('2026-11-20T23:00:00.000Z');
    // 23:59 Berlin on 20 Nov still looks at 19 Nov.
    const before = reviewWindow(new Date('2026-11-20T22:59:00Z'), 1);
    expect(before.from.toISOString()).toBe('2026-11-18T23:00:00.000Z');
  });

  it('spans 23 hours on the spring change and 25 on the autumn change', () => {
    const spring = reviewWindow(new Date('2026-03-30T07:00:00Z'), 1); // the day looked at: 29 March
    expect(spring.from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const autumn = reviewWindow(new Date('2026-10-26T08:00:00Z'), 1); // 25 October
    expect(autumn.from.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(autumn.to.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('covers the last 7 or 30 Berlin days up to now', () => {
    const now = new Date('2026-11-23T08:00:00Z');
    expect(reviewWindow(now, 7)).toEqual({ from: new Date('2026-11-15T23:00:00Z'), to: now });
    expect(reviewWindow(now, 30).from.toISOString()).toBe('2026-10-23T22:00:00.000Z');
  });

  it('asks the scraper for reviews from an hour before the window, as a UTC instant with Z', () => {
    const w = reviewWindow(new Date('2026-11-23T08:00:00Z'), 1);
    expect(apifyStartDate(w)).toBe('2026-11-21T22:00:00Z');
  });
});
