import { describe, expect, it } from 'vitest';
import type { SignalCode } from '../../../common/enums';
import { chanceOf } from './chance';
import { reviewSignals, type SignalInput } from './signals';

const now = new Date('2026-11-28T10:00:00Z');
const review = (text: string | null, more: Partial<SignalInput> = {}): SignalInput => ({
  rating: 1,
  text,
  reviewDate: new Date('2026-11-20T10:00:00Z'),
  now,
  ...more,
});
const codes = (input: SignalInput) => reviewSignals(input).map((s) => s.code);

/** Each signal with texts that must raise it and texts that must not. */
const cases: { code: SignalCode; yes: string[]; no: string[] }[] = [
  {
    code: 'no_visit',
    yes: [
      'Ich war nie dort, aber das reicht mir.',
      'Ich bin kein Kunde, aber die Werbung nervt.',
      'Habe dort nie etwas gekauft.',
    ],
    no: ['Ich war dort und es war schlecht.', 'Niemand war da, um mir zu helfen.', 'Nie wieder!'],
  },
  {
    code: 'hearsay',
    yes: [
      'Habe gehört, dass die pfuschen.',
      'Ein Freund hat mir erzählt, dass es furchtbar war.',
      'Laut meinem Kollegen ist das nichts.',
    ],
    no: ['Ich habe selbst erlebt, wie lange man wartet.', 'Man wartet ewig.'],
  },
  {
    code: 'insult',
    yes: [
      'Betrüger!',
      'Eine Betrügerbande ist das.',
      'Der Chef ist ein Vollidiot.',
      'Das sind Abzocker und Lügner.',
      'Dieser Drecksladen.',
    ],
    no: [
      'Ich hatte Schmerzen nach der Behandlung.',
      'Der Schweinebraten war kalt.',
      'Das Personal war unfreundlich und inkompetent.',
      'Das Zimmer war dreckig.',
      'Wir waren in Passau und haben hier gegessen.',
    ],
  },
  {
    code: 'pejorative',
    yes: ['Ein Saftladen.', 'Ich fühle mich abgezockt.'],
    no: ['Ein Laden wie jeder andere.'],
  },
  {
    code: 'phone_number',
    yes: ['Ruft an: 0171 2345678', 'Tel. 030 1234567', 'Nummer +49 30 12345678'],
    no: ['Die Kaution von 1.500 Euro', 'Am 12.03.2026 um 14:30', 'Der Wagen hatte 200.000 km'],
  },
  {
    code: 'email_address',
    yes: ['Schreibt an max.meier@example.de'],
    no: ['Schreibt lieber eine E-Mail.'],
  },
  {
    code: 'staff_name',
    yes: [
      'Frau Becker war unfreundlich.',
      'Herr Dr. Wagner hatte keine Zeit.',
      'Der Verkäufer Thomas hat gelogen.',
      'Lisa Krüger vergaß alles.',
    ],
    no: ['Die Frau am Empfang war unfreundlich.', 'Der Verkäufer war unfreundlich.'],
  },
  {
    code: 'politics',
    yes: ['Die Regierung ist schuld.', 'Ein Stern gegen den Krieg.', 'Die Flüchtlingspolitik ist schuld.'],
    no: ['Ich krieg hier nie einen Termin.', 'Essen gut, Bedienung langsam.'],
  },
  {
    code: 'employment',
    yes: [
      'Als ehemaliger Mitarbeiter sage ich: Finger weg.',
      'Ich habe hier gearbeitet, keine Überstunden bezahlt.',
      'Mein Vorstellungsgespräch war eine Frechheit.',
    ],
    no: ['Der Mitarbeiter an der Kasse war genervt.', 'Das lohnt sich nicht.'],
  },
  {
    code: 'other_business',
    yes: ['Sorry, verwechselt.', 'Falsches Geschäft bewertet.'],
    no: ['Das Geschäft war voll.'],
  },
  {
    code: 'competitor',
    yes: [
      'Kommt lieber zu uns in die Hauptstraße.',
      'Als Mitbewerber weiß ich das.',
      'In unserem Salon geht das besser.',
    ],
    no: ['Der Handwerker kam zu uns nach Hause und war unpünktlich.', 'Die Konditionen waren schlecht.'],
  },
  {
    code: 'fact_claim',
    yes: [
      'Das Gesundheitsamt hat geschlossen.',
      'Die Werkstatt arbeitet ohne Zulassung.',
      'Im Brot war Schimmel.',
    ],
    no: ['Das Essen war lauwarm.', 'Die Lieferung kam drei Tage zu spät.'],
  },
  {
    code: 'link',
    yes: ['Besucht www.super-rabatte24.de', 'Hier: http://bit.ly/xyz', 'Folgt @beautyqueen_99'],
    no: ['Die Seite im Internet ist veraltet.', 'Schreibt an max.meier@example.de'],
  },
  {
    code: 'advertising',
    yes: ['Rabattcode SPAR20 einlösen!', 'Krypto mit Rendite!'],
    no: ['Die Rabatte waren eine Enttäuschung.'],
  },
  {
    code: 'no_content',
    yes: ['!!!!!!!', 'asdfghjkl', 'xxxxxxxxxx', 'schlecht schlecht schlecht schlecht schlecht'],
    no: ['Schlecht.', 'Sehr sehr schlecht, nie wieder hier.'],
  },
];

describe('signals per review', () => {
  for (const c of cases) {
    it(`${c.code}: raised by its examples, not by its counter-examples`, () => {
      for (const text of c.yes) expect(codes(review(text)), text).toContain(c.code);
      for (const text of c.no) expect(codes(review(text)), text).not.toContain(c.code);
    });
  }

  it('no text: a stars-only review has no sign of customer contact', () => {
    expect(codes(review(null))).toEqual(['no_text']);
    expect(codes(review('   '))).toEqual(['no_text']);
    expect(codes(review('Gut.'))).not.toContain('no_text');
  });

  it('the author: the profile’s only review, or an experienced profile', () => {
    expect(codes(review('Nicht gut.', { reviewerReviewCount: 1 }))).toContain('single_review_author');
    expect(codes(review('Nicht gut.', { reviewerReviewCount: 120 }))).toContain('experienced_author');
    expect(codes(review('Nicht gut.', { reviewerReviewCount: null }))).toEqual([]);
  });

  it('the owner’s reply and the age weigh against a removal', () => {
    expect(codes(review('Nicht gut.', { ownerReplied: true }))).toEqual(['owner_replied']);
    const old = review('Nicht gut.', { reviewDate: new Date('2024-01-01T00:00:00Z') });
    expect(codes(old)).toEqual(['old_review']);
  });

  it('4–5 stars carry no signals', () => {
    expect(reviewSignals(review('Betrüger', { rating: 4 }))).toEqual([]);
  });

  it('every signal has a German line and a ground or a weight on all grounds', () => {
    const all = reviewSignals(
      review('Betrüger! Frau Becker, 0171 2345678, www.x-y.de, ich war nie dort.', {
        ownerReplied: true,
        reviewerReviewCount: 1,
      }),
    );
    expect(all.length).toBeGreaterThan(5);
    for (const s of all) {
      expect(s.text.length).toBeGreaterThan(5);
      if (s.reason === null) expect(s.weight).toBeLessThan(0);
    }
  });
});

describe('the Löschchance from the signals', () => {
  const chance = (text: string | null, more: Partial<SignalInput> = {}) =>
    chanceOf(reviewSignals(review(text, more)));

  it('an insult is high, with insult suggested', () => {
    expect(chance('Totale Betrüger!')).toMatchObject({ level: 'high', suggestedReason: 'insult' });
  });

  it('a plain complaint is low with no suggestion', () => {
    expect(chance('Lange Wartezeit, unfreundliches Personal.')).toEqual({
      level: 'low',
      suggestedReason: null,
      signals: [],
    });
  });

  it('a dentist’s „ich hatte Schmerzen“ is not an insult', () => {
    expect(chance('Ich hatte Schmerzen, der Zahnarzt war grob.').suggestedReason).toBeNull();
  });

  it('stars only is medium on no customer contact; the owner’s reply lowers it', () => {
    expect(chance(null)).toMatchObject({ level: 'medium', suggestedReason: 'no_contact' });
    expect(chance(null, { ownerReplied: true })).toMatchObject({
      level: 'low',
      suggestedReason: 'no_contact',
    });
  });

  it('the strongest ground wins and every signal is listed with its line', () => {
    const c = chance('Habe gehört, die sind Betrüger.');
    expect(c.level).toBe('high');
    expect(c.suggestedReason).toBe('insult');
    expect(c.signals.map((s) => s.code)).toEqual(['insult', 'hearsay']);
    expect(c.signals[0].text).toBe('Beleidigung oder Schmähung: „Betrüger“');
  });

  it('spam is suggested as spam, a reason of its own', () => {
    expect(chance('Rabattcode SPAR20 bei www.rabatt-shop.de einlösen!')).toMatchObject({
      level: 'high',
      suggestedReason: 'spam',
    });
  });

  it('a learned scale moves a ground’s score', () => {
    const signals = reviewSignals(review('Das Gesundheitsamt war schon da.'));
    expect(chanceOf(signals).level).toBe('medium');
    expect(chanceOf(signals, () => 2).level).toBe('high');
    expect(chanceOf(signals, () => 0.5).level).toBe('low');
  });
});
