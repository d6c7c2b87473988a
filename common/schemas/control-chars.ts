// Control characters (C0 U+0000–U+001F, DEL and C1 U+007F–U+009F) in what people type: invisible
// in the app, yet they break e-mail headers, exports and layouts. One rule for every text input
// schema: one-line fields (names, phone, links) refuse them all; multi-line fields (notes,
// descriptions, the address) keep line breaks and tabs, nothing else.

const isControl = (c: number) => c <= 0x1f || (c >= 0x7f && c <= 0x9f);
const isLineBreakOrTab = (c: number) => c === 0x09 || c === 0x0a || c === 0x0d;

export function hasControlChars(text: string, { lineBreaks = false } = {}): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isControl(c) && !(lineBreaks && isLineBreakOrTab(c))) return true;
  }
  return false;
}

/**
 * Unicode's direction overrides and isolates (U+202A–U+202E, U+2066–U+2069) and its line and
 * paragraph separators (U+2028, U+2029): in a name that becomes a mail's From display name they
 * turn what the recipient reads around ("moc.knab" shown as "bank.com") or break the line.
 */
const isDirectionOrSeparator = (c: number) =>
  (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c === 0x2028 || c === 0x2029;

export function hasDirectionChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isDirectionOrSeparator(text.charCodeAt(i))) return true;
  return false;
}

/** For `.refine(isOneLine, controlCharsMessage(label))` on one-line text (names, addresses, links). */
export const isOneLine = (text: string) => !hasControlChars(text) && !hasDirectionChars(text);
/** For `.refine(isMultiLine, controlCharsMessage(label))` on text with line breaks. */
export const isMultiLine = (text: string) => !hasControlChars(text, { lineBreaks: true });

export const controlCharsMessage = (label: string) => `${label} darf keine Steuerzeichen enthalten`;
