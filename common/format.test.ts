import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime } from './format';

describe('German formats', () => {
  it('groups counts by thousands with points, as the cards, tabs and chart show them', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1.000');
    expect(formatCount(11809)).toBe('11.809');
    expect(formatCount(1_000_180)).toBe('1.000.180');
  });

  it('writes dates in Berlin time, summer and winter', () => {
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('02.07.2026 00:30');
    expect(formatDateTime('2026-12-01T22:30:00Z')).toBe('01.12.2026 23:30');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('kein Datum')).toBe('');
  });
});
