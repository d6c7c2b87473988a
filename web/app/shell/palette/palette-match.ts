/** Lower case without accents, ß as ss: 'Bäckerei' is found by 'backerei' and 'bäck'. */
export function foldForSearch(text: string) {
  return text
    .toLocaleLowerCase('de')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss');
}

/** Every word of the query occurs somewhere in the text (in any order); an empty query matches all. */
export function matchesQuery(query: string, text: string) {
  const haystack = foldForSearch(text);
  return foldForSearch(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The next option for an arrow key: wraps around at both ends; -1 when there is none. */
export function moveActive(active: number, count: number, key: string) {
  if (count === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return (active + 1) % count;
  if (key === 'ArrowUp') return (active - 1 + count) % count;
  return active;
}

/** The key hint for the palette: ⌘K on Apple devices, Strg K elsewhere. */
export function paletteShortcutLabel(platform: string) {
  return /Mac|iPhone|iPad/i.test(platform) ? '⌘K' : 'Strg K';
}
