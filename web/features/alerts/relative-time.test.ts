import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

describe('timeAgo', () => {
  const now = Date.parse('2025-03-14T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('says how long ago in the bell’s words', () => {
    expect(timeAgo(ago(20_000), now)).toBe('gerade eben');
    expect(timeAgo(ago(5 * 60_000), now)).toBe('vor 5 Min.');
    expect(timeAgo(ago(59 * 60_000), now)).toBe('vor 59 Min.');
    expect(timeAgo(ago(3 * 3_600_000), now)).toBe('vor 3 Std.');
    expect(timeAgo(ago(30 * 3_600_000), now)).toBe('vor 1 Tag');
    expect(timeAgo(ago(3 * 86_400_000), now)).toBe('vor 3 Tagen');
    expect(timeAgo(ago(10 * 86_400_000), now)).toBe('04.03.2025');
  });
  it('never says a future time or a bad one', () => {
    expect(timeAgo(new Date(now + 60_000).toISOString(), now)).toBe('gerade eben');
    expect(timeAgo('kaputt', now)).toBe('');
  });
});
