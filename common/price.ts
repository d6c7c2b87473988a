// Prices per review as operators type them: '79,50' (German) and '79.50' alike, nothing else.
import { formatEuro } from './format';

export const priceNotNumberMessage = 'Preis muss eine Zahl sein, z. B. 79,50';

/**
 * Reads a price text into the decimal the database stores ('79,50' → '79.50'), or the German reason
 * it is not one. A single ',' or '.' separates the cents; thousands separators ('1.000,00') are
 * refused rather than guessed, so '7.950' can never silently become 7950 or 7.95.
 * numeric(10,2) holds at most 8 digits before the separator.
 */
export function parsePrice(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const m = /^(-?)(\d+)(?:[.,](\d*))?$/.exec(input.trim());
  if (!m) return { ok: false, message: priceNotNumberMessage };
  const [, minus, whole, cents = ''] = m;
  if (minus && Number(`${whole}.${cents || 0}`) !== 0)
    return { ok: false, message: 'Preis darf nicht negativ sein' };
  if (cents.length > 2) return { ok: false, message: 'Preis darf höchstens 2 Nachkommastellen haben' };
  if (whole.replace(/^0+/, '').length > 8)
    return { ok: false, message: 'Preis muss kleiner als 100.000.000 sein' };
  return { ok: true, value: `${Number(whole)}.${cents.padEnd(2, '0')}` };
}

/**
 * Above this a price is most likely a typo ('7950' for '79,50'): the customer form asks before
 * saving, the CSV import's preview warns on the row.
 */
export const PLAUSIBLE_PRICE_MAX = 1000;

/** The one rule for both: a stored decimal ('1234.50') above PLAUSIBLE_PRICE_MAX. */
export const isImplausiblePrice = (decimal: string) => Number(decimal) > PLAUSIBLE_PRICE_MAX;

/** 'Der Preis von 1.234,50 € pro Rezension ist ungewöhnlich hoch' (no full stop: callers go on). */
export const implausiblePriceText = (decimal: string) =>
  `Der Preis von ${formatEuro(decimal)} pro Rezension ist ungewöhnlich hoch`;
