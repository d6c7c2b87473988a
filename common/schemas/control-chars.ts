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

/** For `.refine(isOneLine, controlCharsMessage(label))` on one-line text. */
export const isOneLine = (text: string) => !hasControlChars(text);
/** For `.refine(isMultiLine, controlCharsMessage(label))` on text with line breaks. */
export const isMultiLine = (text: string) => !hasControlChars(text, { lineBreaks: true });

export const controlCharsMessage = (label: string) => `${label} darf keine Steuerzeichen enthalten`;
