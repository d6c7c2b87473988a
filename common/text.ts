// Text that PostgreSQL cannot store: U+0000 and lone UTF-16 surrogates (no valid UTF-8 for them).
// One rule for every text field and search parameter; the server applies it to every request.

/** Lone surrogates, for replace() (global) and test() alike. */
export const loneSurrogates = () => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function hasForbiddenChars(text: string): boolean {
  return text.includes('\u0000') || loneSurrogates().test(text);
}

/** The same text without what PostgreSQL refuses (for text from outside, like scraped reviews). */
export function stripForbiddenChars(text: string): string {
  return text.replaceAll('\u0000', '').replace(loneSurrogates(), '');
}

export const forbiddenCharsMessage = (field: string) =>
  `${field ? `Das Feld „${field}“` : 'Die Eingabe'} enthält ungültige Zeichen (z. B. ein Nullzeichen).`;

/** The path of the first string in `value` that holds a forbidden character, or null. */
export function findForbiddenText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasForbiddenChars(value) ? path : null;
  // Bytes (an uploaded file, issue 24) are no text: the route that takes them checks them itself.
  if (ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findForbiddenText(item, path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findForbiddenText(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
      if (hasForbiddenChars(key)) return path || key;
    }
  }
  return null;
}
