// Test support: a GiroCode's text split as EPC069-12 (version 002) defines it, for the payload's
// and the PDF's tests alike.

const names = [
  'service',
  'version',
  'charset',
  'identification',
  'bic',
  'name',
  'iban',
  'amount',
  'purpose',
  'structured',
  'text',
  'info',
] as const;

/**
 * The elements by their meaning, as a bank app splits them: at LF, or CR LF, which the guideline
 * also allows. `info` is the twelfth (absent when the text ends before it), `rest` what follows it.
 */
export function epcElements(payload: string | null) {
  const parts = (payload ?? '').split(/\r?\n/);
  // Typed as text, as a destructured split is: a missing element reads as undefined.
  const named = Object.fromEntries(names.map((n, i) => [n, parts[i]])) as Record<
    (typeof names)[number],
    string
  >;
  return { ...named, rest: parts.slice(names.length) };
}
