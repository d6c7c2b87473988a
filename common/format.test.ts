import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatEuro, formatUsd } from './format';

// Intl and our formatters put a no-break space between number and unit; compare with a plain one.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

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

  it('writes prices in euros the German way, 49,00 €', () => {
    expect(plain(formatEuro(49))).toBe('49,00 €');
    expect(plain(formatEuro('89.00'))).toBe('89,00 €');
    expect(plain(formatEuro('1234.5'))).toBe('1.234,50 €');
    expect(plain(formatEuro(null))).toBe('0,00 €');
    expect(plain(formatEuro('kein Preis'))).toBe('0,00 €');
  });

  it("writes Apify's dollar costs as 'US$' with two decimals, German form, never as free when they cost", () => {
    expect(plain(formatUsd(0.614))).toBe('0,61 US$');
    expect(plain(formatUsd(0))).toBe('0,00 US$');
    expect(plain(formatUsd(12.5))).toBe('12,50 US$');
    expect(plain(formatUsd(1234.5))).toBe('1.234,50 US$');
    expect(plain(formatUsd('0.0122'))).toBe('0,01 US$');
    expect(plain(formatUsd(0.004))).toBe('< 0,01 US$');
    expect(plain(formatUsd(undefined))).toBe('0,00 US$');
    expect(plain(formatUsd(Number.NaN))).toBe('0,00 US$');
    // Number and unit never part at a line break.
    expect(formatUsd(0.61)).toBe('0,61\u00a0US$');
  });
});
