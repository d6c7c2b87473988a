// Prices per review as operators type them: '79,50' (German) and '79.50' alike, nothing else.

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

/** Above this a price is most likely a typo ('7950' for '79,50'): the form asks before saving. */
export const PLAUSIBLE_PRICE_MAX = 1000;
