// The offer's editable parts (subject, opening, closing) and their placeholders (issue 21 item 5,
// docs/decisions/043-consent-first.md "The offer"). The review list, the price statement, the
// contact block, the legal footer and the objection notice with the opt-out link are built by the
// mail itself and are never part of a template.

/** Every placeholder a template may use, with what it stands for (the settings page shows these). */
export const offerPlaceholders = {
  anrede: 'Anrede, z. B. „Sehr geehrter Herr Schäfer“ oder „Guten Tag“',
  kunde: 'Name des Kunden (Unternehmen)',
  bewertungen: 'z. B. „Ihre Google-Bewertung vom 22.11.2026“',
  bewertungen_art: 'z. B. „eine neue negative Bewertung“',
  bewertungen_anzahl: 'Anzahl der Bewertungen',
  preis: 'Preis pro Bewertung, z. B. „49,00 €“',
  ansprechpartner: 'Ihr Ansprechpartner (leer, wenn keiner hinterlegt ist)',
  firma: 'Name Ihrer Firma',
  link: 'Website Ihrer Firma',
} as const;
export type OfferPlaceholder = keyof typeof offerPlaceholders;
export type OfferValues = Record<OfferPlaceholder, string>;

export type OfferPart = 'offerSubject' | 'offerOpening' | 'offerClosing';
export const offerPartLabels: Record<OfferPart, string> = {
  offerSubject: 'Betreff',
  offerOpening: 'Einleitung',
  offerClosing: 'Schluss',
};

/** The text used while a company's template is empty. */
export const defaultOfferTemplate: Record<OfferPart, string> = {
  offerSubject: '{bewertungen} – Angebot zur Entfernung',
  offerOpening:
    '{anrede},\n\nauf Google haben wir {bewertungen_art} für {kunde} gefunden. Wir sind {firma} und helfen Unternehmen, Bewertungen entfernen zu lassen, die gegen die Richtlinien von Google verstoßen.',
  offerClosing:
    'Wenn Sie das Angebot annehmen möchten, antworten Sie einfach auf diese E-Mail. Ohne Ihre Zusage entstehen Ihnen keine Kosten.\n\nMit freundlichen Grüßen\n{ansprechpartner}\n{firma}',
};

const placeholderPattern = /\{([^{}\n]*)\}/g;
const allowedList = Object.keys(offerPlaceholders)
  .map((p) => `{${p}}`)
  .join(', ');
/** Words of the parts the mail adds itself: a template imitating them would fake or bury them. */
const protectedWords =
  /abmeld|abbestell|widersp|unsubscribe|opt[- ]?out|impressum|sitz der gesellschaft|registergericht|handelsregister|ust-?id|umsatzsteuer|geschäftsführung:|\bHR[AB]\s*\d/i;
// Zero-width and direction-changing characters hide or reorder text a reader sees.
const invisible = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** Why a company's template text is refused (German, naming the part); empty when it is fine. */
export function offerTemplateProblems(part: OfferPart, text: string): string[] {
  const label = offerPartLabels[part];
  const problems: string[] = [];
  for (const [, name] of text.matchAll(placeholderPattern)) {
    if (!(name in offerPlaceholders)) {
      problems.push(`${label}: unbekannter Platzhalter „{${name}}“. Erlaubt sind ${allowedList}.`);
    }
  }
  if (/[{}]/.test(text.replace(placeholderPattern, ''))) {
    problems.push(`${label}: geschweifte Klammern nur für Platzhalter wie {kunde}.`);
  }
  if (/<\s*\/?\s*[a-z!]/i.test(text)) {
    problems.push(`${label}: HTML ist nicht erlaubt, die E-Mail zeigt den Text so, wie er geschrieben ist.`);
  }
  if (invisible.test(text)) problems.push(`${label}: unsichtbare Zeichen sind nicht erlaubt.`);
  const found = text.match(protectedWords);
  if (found?.index !== undefined) {
    // The whole word it is part of, as the operator wrote it ('Abmelden', not 'abmeld').
    const before = text.slice(0, found.index).match(/[\p{L}-]*$/u)?.[0] ?? '';
    const after = text.slice(found.index + found[0].length).match(/^[\p{L}-]*/u)?.[0] ?? '';
    const word = `${before}${found[0]}${after}`.trim();
    problems.push(
      `${label}: „${word}“ – Bewertungsliste, Preis, Impressum, Widerspruchshinweis und Abmeldelink fügt die E-Mail selbst an, sie gehören nicht in die Vorlage.`,
    );
  }
  if (/^\s*[-_=*–—]{2,}\s*$/m.test(text)) {
    problems.push(
      `${label}: Trennlinien wie „--“ sind nicht erlaubt (Mailprogramme blenden den Rest als Signatur aus).`,
    );
  }
  if (/\n[ \t]*\n[ \t]*\n/.test(text)) problems.push(`${label}: höchstens eine Leerzeile in Folge.`);
  if (part === 'offerSubject') {
    if (/^\s*\[?\s*(re|aw|wg|fw|fwd|test)\s*[:\]]/i.test(text)) {
      problems.push(
        'Betreff: darf keine Antwort, Weiterleitung oder Testmail vortäuschen (AW:, Re:, WG:, [TEST]).',
      );
    }
    if (!/angebot/i.test(text)) {
      problems.push(
        'Betreff: muss das Angebot als solches erkennen lassen, z. B. „… – Angebot zur Entfernung“ (§ 6 Abs. 2 DDG).',
      );
    }
  }
  return problems;
}

/**
 * The template with its placeholders filled in. A line holding nothing but placeholders that
 * come out empty is left out (e.g. {ansprechpartner} while none is set).
 */
export function fillOfferTemplate(template: string, values: OfferValues): string {
  const fill = (line: string) =>
    line.replace(placeholderPattern, (whole, name: string) =>
      name in offerPlaceholders ? values[name as OfferPlaceholder] : whole,
    );
  return template
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => {
      const onlyPlaceholders = line.trim() !== '' && line.replace(placeholderPattern, '').trim() === '';
      return !(onlyPlaceholders && fill(line).trim() === '');
    })
    .map((line) => fill(line).trimEnd())
    .join('\n')
    .trim();
}
