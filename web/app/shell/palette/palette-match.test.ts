import { describe, expect, it } from 'vitest';
import { matchesQuery, moveActive, paletteShortcutLabel } from './palette-match';

describe('matchesQuery', () => {
  it('finds German names without umlauts, in any case and word order', () => {
    expect(matchesQuery('backerei', 'Bäckerei Müller')).toBe(true);
    expect(matchesQuery('MÜLLER bäck', 'Bäckerei Müller')).toBe(true);
    expect(matchesQuery('strasse', 'Hauptstraße 1')).toBe(true);
    expect(matchesQuery('', 'Bewertungen')).toBe(true);
  });

  it('wants every word', () => {
    expect(matchesQuery('bäckerei schmidt', 'Bäckerei Müller')).toBe(false);
    expect(matchesQuery('kunden', 'Bewertungen')).toBe(false);
  });
});

describe('moveActive', () => {
  it('wraps around at both ends and jumps with Home and End', () => {
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('paletteShortcutLabel', () => {
  it('shows the key of the platform', () => {
    expect(paletteShortcutLabel('MacIntel')).toBe('⌘K');
    expect(paletteShortcutLabel('Linux x86_64')).toBe('Strg K');
  });
});
