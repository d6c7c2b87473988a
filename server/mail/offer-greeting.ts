// The offer's greeting: title and surname only ('Sehr geehrter Herr Schäfer'), 'Guten Tag' whenever
// the name is not clearly a person's (docs/decisions/043-consent-first.md "The offer").

/** Name particles that belong to the surname ('Vicco von Bülow' → 'von Bülow'). */
const particles = new Set([
  'von',
  'vom',
  'van',
  'de',
  'den',
  'der',
  'del',
  'della',
  'di',
  'da',
  'do',
  'dos',
  'das',
  'du',
  'la',
  'le',
  'zu',
  'zum',
  'zur',
  'ten',
  'ter',
  'op',
  'und',
  'y',
  'af',
  'al',
  'el',
  'bin',
  'ibn',
]);
/** Academic titles kept in the greeting; other degrees (Dipl.-Ing., M.A.) are left out, as usual. */
const keptTitle = (word: string) =>
  /^dr\.?$|^dr\.-/i.test(word) ? 'Dr.' : /^prof\.?$/i.test(word) ? 'Prof.' : null;
/** Words that make a name a business rather than a person. */
const businessWords =
  /\b(gmbh|mbh|ag|kg|ug|ohg|gbr|e\.\s?k|e\.\s?v|ev|co|inc|ltd|llc|team|praxis|firma|kanzlei|restaurant|hotel|service|verwaltung|buchhaltung|info|kontakt|büro|zentrale|abteilung|geschäftsführung|inhaber|inh)\b/i;
const nameWord = /^\p{L}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)*$/u;
const initial = /^\p{L}\.$/u;

const capitalise = (word: string) =>
  word
    .split('-')
    .map((part) => part.charAt(0).toLocaleUpperCase('de-DE') + part.slice(1).toLocaleLowerCase('de-DE'))
    .join('-');

/** The surname with kept titles ('Dr. Klein', 'von Bülow'), or null when unsure. */
export function surnameOf(person: string | null | undefined): string | null {
  let name = person?.normalize('NFC').replace(/\s+/g, ' ').trim() ?? '';
  if (!name || name.length > 80 || /[\d@&+/\\|()"<>;:!?_#*=]/.test(name) || businessWords.test(name))
    return null;
  // 'Schäfer, Frank': the surname comes first.
  const comma = name.split(',');
  if (comma.length > 2) return null;
  if (comma.length === 2) name = `${comma[1].trim()} ${comma[0].trim()}`.trim();
  let words = name.split(' ');
  // A title typed into the name field.
  while (words.length > 0 && /^(herr|herrn|frau|hr\.?|fr\.?)$/i.test(words[0])) words = words.slice(1);
  const titles: string[] = [];
  const rest: string[] = [];
  for (const word of words) {
    const kept = keptTitle(word);
    if (rest.length > 0) rest.push(word);
    else if (kept) titles.push(kept);
    // Degrees and the parts of 'Dr. med.' ('med.', 'Dipl.-Ing.', 'M.A.') before the name.
    else if (word.includes('.') && !initial.test(word)) continue;
    else rest.push(word);
  }
  if (rest.length === 0 || rest.length > 5) return null;
  if (!rest.every((w, i) => nameWord.test(w) || (initial.test(w) && i < rest.length - 1))) return null;
  // All upper or all lower case: written carelessly, so the case is ours to set.
  const careless =
    rest.join(' ') === rest.join(' ').toUpperCase() || rest.join(' ') === rest.join(' ').toLowerCase();
  const last = rest.length - 1;
  if (particles.has(rest[last].toLowerCase())) return null;
  let start = last;
  while (start > 0 && particles.has(rest[start - 1].toLowerCase())) start--;
  // Only particles before the surname ('von Bülow'): the whole is the surname.
  const surname = rest
    .slice(start)
    .map((w) =>
      particles.has(w.toLowerCase()) ? (careless ? w.toLowerCase() : w) : careless ? capitalise(w) : w,
    )
    .join(' ');
  if (surname.replace(/[^\p{L}]/gu, '').length < 2) return null;
  return [...titles, surname].join(' ');
}

/** 'Sehr geehrter Herr Schäfer' / 'Sehr geehrte Frau Dr. Klein' / 'Guten Tag' (without the comma). */
export function salutation(title: string | null | undefined, person: string | null | undefined): string {
  const surname = surnameOf(person);
  if (surname && title === 'Herr') return `Sehr geehrter Herr ${surname}`;
  if (surname && title === 'Frau') return `Sehr geehrte Frau ${surname}`;
  return 'Guten Tag';
}
