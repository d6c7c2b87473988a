// Finds the entries of a word list in a text (the list syntax: words/README.md).

const LETTER = '[\\p{L}\\p{N}]';

function entryPattern(entry: string) {
  return entry
    .split(/\s+/)
    .map((word) => {
      if (word === '_') return '';
      const open = word.startsWith('*') ? `${LETTER}*` : '';
      const close = word.endsWith('*') ? `${LETTER}*` : '';
      const core = word.replace(/^\*|\*$/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const optionalWord = word.startsWith('_') ? `(?:${LETTER}+\\s+)?` : '';
      return optionalWord + open + core.replace(/^_/, '') + close;
    })
    .filter(Boolean)
    .join('[\\s,.;:!?-]+');
}

/** A matcher for one list: the first entry found, as written in the text, or null. */
export function wordMatcher(entries: readonly string[]) {
  // Longest first, so 'ehemaliger mitarbeiter' wins over 'mitarbeiter' when both are listed.
  const sorted = [...entries].sort((a, b) => b.length - a.length).map(entryPattern);
  const pattern = new RegExp(`(?<!${LETTER})(?:${sorted.join('|')})(?!${LETTER})`, 'iu');
  return (text: string): string | null => pattern.exec(text)?.[0] ?? null;
}
