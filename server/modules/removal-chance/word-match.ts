// Finds the entries of a word list in a text (the list syntax: words/README.md).

const LETTER = '[\\p{L}\\p{N}]';
const LETTER_AT = /[\p{L}\p{N}]/u;

/** One entry as a pattern; a leading `*` is left to the caller (no letters are matched before). */
function entryPattern(entry: string) {
  return entry
    .split(/\s+/)
    .map((word) => {
      if (word === '_') return '';
      const close = word.endsWith('*') ? `${LETTER}*` : '';
      const core = word.replace(/^[*_]|\*$/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const optionalWord = word.startsWith('_') ? `(?:${LETTER}+\\s+)?` : '';
      return optionalWord + core + close;
    })
    .filter(Boolean)
    .join('[\\s,.;:!?-]+');
}

/**
 * The entries as one alternation, longest first ('ehemaliger mitarbeiter' before 'mitarbeiter').
 * Entries that start a word are held to its start; `*x` entries may start inside one: matching
 * them without letters in front keeps the search linear (a `[letters]*` in front of every entry
 * made it retry at every letter).
 */
function alternation(entries: readonly string[]) {
  const longestFirst = [...entries].sort((a, b) => b.length - a.length);
  const atStart = longestFirst.filter((e) => !e.startsWith('*')).map(entryPattern);
  const inside = longestFirst.filter((e) => e.startsWith('*')).map(entryPattern);
  const parts = [];
  if (atStart.length) parts.push(`(?<!${LETTER})(?:${atStart.join('|')})`);
  if (inside.length) parts.push(`(?:${inside.join('|')})`);
  return `(?:${parts.join('|')})`;
}

/** The whole word(s) around a match, as written ('Vollidioten' for a match of 'idiot'). */
function widen(text: string, start: number, end: number) {
  let from = start;
  let to = end;
  while (from > 0 && LETTER_AT.test(text[from - 1])) from--;
  while (to < text.length && LETTER_AT.test(text[to])) to++;
  return text.slice(from, to);
}

/**
 * A matcher for one list, or for a word of each list in a row ('verkäufer*' then 'thomas'): the
 * first match, widened to whole words, or null. An entry without a trailing `*` ends a word.
 */
export function wordMatcher(...lists: (readonly string[])[]) {
  const body = lists.map(alternation).join('\\s+');
  const pattern = new RegExp(`${body}(?!${LETTER})`, 'iu');
  return (text: string): string | null => {
    const found = pattern.exec(text);
    return found ? widen(text, found.index, found.index + found[0].length) : null;
  };
}
