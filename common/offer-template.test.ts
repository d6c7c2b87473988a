import { describe, expect, it } from 'vitest';
import {
  defaultOfferTemplate,
  fillOfferTemplate,
  type OfferValues,
  offerTemplateProblems,
} from './offer-template';

const values: OfferValues = {
  anrede: 'Sehr geehrter Herr Schäfer',
  kunde: 'Bäckerei Müller',
  bewertungen: 'Ihre Google-Bewertung vom 22.11.2026',
  bewertungen_art: 'eine neue negative Bewertung',
  bewertungen_anzahl: '1',
  preis: '49,00 €',
  ansprechpartner: '',
  firma: 'Reputationsschutz Nord GmbH',
  link: 'https://reputation-nord.de',
};

describe('offer templates', () => {
  it('accepts the defaults and plain text with known placeholders', () => {
    for (const [part, text] of Object.entries(defaultOfferTemplate)) {
      expect(offerTemplateProblems(part as keyof typeof defaultOfferTemplate, text)).toEqual([]);
    }
    expect(
      offerTemplateProblems('offerOpening', 'Hallo {kunde}, Preis {preis} (< 3 Tage), mehr: {link}'),
    ).toEqual([]);
  });

  it('refuses unknown placeholders, naming them', () => {
    expect(offerTemplateProblems('offerOpening', 'Hallo {name}')[0]).toMatch(
      /^Einleitung: unbekannter Platzhalter „\{name\}“. Erlaubt sind \{anrede\}, \{kunde\}/,
    );
    expect(offerTemplateProblems('offerClosing', 'Gruß {firma')).toEqual([
      'Schluss: geschweifte Klammern nur für Platzhalter wie {kunde}.',
    ]);
  });

  it('refuses HTML, fake footers, signature lines, hidden text and a second opt-out', () => {
    const problems = (part: 'offerOpening' | 'offerClosing', text: string) =>
      offerTemplateProblems(part, text).join(' ');
    expect(problems('offerOpening', '<b>Hallo</b>')).toMatch(/HTML ist nicht erlaubt/);
    expect(problems('offerOpening', '<!-- versteckt -->')).toMatch(/HTML ist nicht erlaubt/);
    expect(problems('offerClosing', 'Gruß\n-- \nImpressum: Andere GmbH')).toMatch(/Trennlinien/);
    expect(problems('offerClosing', 'Impressum: Andere GmbH')).toMatch(/„Impressum“/);
    expect(problems('offerClosing', 'Sitz der Gesellschaft: Berlin')).toMatch(
      /Impressum, Widerspruchshinweis/,
    );
    expect(problems('offerClosing', 'Zum Abmelden hier klicken: https://x.de')).toMatch(/„Abmelden“/);
    expect(problems('offerClosing', 'Gruß\u200b')).toMatch(/unsichtbare Zeichen/);
    expect(problems('offerClosing', 'Gruß\n\n\n\nKleingedrucktes')).toMatch(/höchstens eine Leerzeile/);
  });

  it('keeps the subject an honest offer', () => {
    expect(offerTemplateProblems('offerSubject', 'Ihre Bewertung')).toEqual([
      'Betreff: muss das Angebot als solches erkennen lassen, z. B. „… – Angebot zur Entfernung“ (§ 6 Abs. 2 DDG).',
    ]);
    expect(offerTemplateProblems('offerSubject', 'AW: Angebot für {kunde}')[0]).toMatch(/vortäuschen/);
    expect(offerTemplateProblems('offerSubject', '[TEST] Angebot')[0]).toMatch(/vortäuschen/);
    expect(offerTemplateProblems('offerSubject', 'Unser Angebot für {kunde}')).toEqual([]);
  });

  it('fills placeholders and leaves out a line whose placeholders are empty', () => {
    expect(fillOfferTemplate(defaultOfferTemplate.offerSubject, values)).toBe(
      'Ihre Google-Bewertung vom 22.11.2026 – Angebot zur Entfernung',
    );
    expect(fillOfferTemplate(defaultOfferTemplate.offerClosing, values)).toBe(
      'Wenn Sie das Angebot annehmen möchten, antworten Sie einfach auf diese E-Mail. Ohne Ihre Zusage entstehen Ihnen keine Kosten.\n\nMit freundlichen Grüßen\nReputationsschutz Nord GmbH',
    );
    expect(fillOfferTemplate('{anrede},\r\n\r\n{kunde}: {preis}', values)).toBe(
      'Sehr geehrter Herr Schäfer,\n\nBäckerei Müller: 49,00 €',
    );
  });
});
