// German demo vocabulary for the seed. Picked in SQL by index, so any volume stays varied.
// Addresses and websites use the reserved top-level domain .test (RFC 2606/6761): none can exist,
// so demo data never names, links to or mails a real business.

export const demoCompanies = [
  {
    name: 'Reputationsschutz Nord GmbH',
    website: 'https://www.reputationsschutz-nord.test',
    description: 'Bewertungsmanagement für Betriebe in Norddeutschland',
    gmailEmail: 'bewertungen@reputationsschutz-nord.test',
    // The offer's contact and the public sign-up page /alarm/reputationsschutz-nord (docs/product.md §12).
    contactName: 'Anna Schulz',
    contactPhone: '040 1234567',
    contactEmail: 'kontakt@reputationsschutz-nord.test',
    registeredSeat: 'Hamburg',
    signupSlug: 'reputationsschutz-nord',
    consentText:
      'Ja, ich möchte per E-Mail über neue negative Google-Bewertungen meines Unternehmens informiert werden und Angebote von Reputationsschutz Nord GmbH zu deren Entfernung erhalten. Diese Einwilligung kann ich jederzeit widerrufen.',
    consentTextVersion: 1,
    cities: [
      'Hamburg',
      'Bremen',
      'Kiel',
      'Lübeck',
      'Hannover',
      'Rostock',
      'Oldenburg',
      'Osnabrück',
      'Schwerin',
    ],
  },
  {
    name: 'Bewertungsprofis Berlin',
    website: 'https://www.bewertungsprofis-berlin.test',
    description: 'Betreuung von Gastronomie und Einzelhandel in Berlin',
    gmailEmail: 'team@bewertungsprofis-berlin.test',
    // Its customers are of its trade and town: a place is a customer of one demo company only.
    kinds: [
      'Restaurant Zum',
      'Café',
      'Pizzeria',
      'Bäckerei',
      'Metzgerei',
      'Blumenladen',
      'Optiker',
      'Hotel',
      'Apotheke',
    ],
    cities: ['Berlin'],
  },
  {
    name: 'Sternklar Marketing UG',
    website: 'https://www.sternklar-marketing.test',
    description: 'Online-Reputation für Handwerk und Praxen',
    gmailEmail: null,
    kinds: [
      'Zahnarztpraxis Dr.',
      'Physiotherapie',
      'Tierarztpraxis Dr.',
      'Elektro',
      'Malerbetrieb',
      'Kfz-Werkstatt',
    ],
    cities: ['Leipzig', 'Dresden', 'Potsdam'],
  },
];

/** 'a b  c' → ['a', 'b', 'c']; with a separator, pieces are trimmed. */
const words = (text: string, separator: string | RegExp = /\s+/) =>
  text
    .trim()
    .split(separator)
    .map((w) => w.trim());

/** What a business's reviews talk about: a dentist's never mention cold food. */
type ReviewTopic = 'gastro' | 'food' | 'hotel' | 'practice' | 'shop' | 'auto' | 'trade' | 'service';

/** Each kind of business (the start of its name) and its topic; the order picks names in the seed. */
const kinds: [kind: string, topic: ReviewTopic][] = [
  ['Bäckerei', 'food'],
  ['Autohaus', 'auto'],
  ['Zahnarztpraxis Dr.', 'practice'],
  ['Friseursalon', 'service'],
  ['Restaurant Zum', 'gastro'],
  ['Physiotherapie', 'practice'],
  ['Metzgerei', 'food'],
  ['Café', 'gastro'],
  ['Apotheke', 'shop'],
  ['Hotel', 'hotel'],
  ['Fahrschule', 'service'],
  ['Steuerkanzlei', 'service'],
  ['Blumenladen', 'shop'],
  ['Elektro', 'trade'],
  ['Malerbetrieb', 'trade'],
  ['Optiker', 'shop'],
  ['Tierarztpraxis Dr.', 'practice'],
  ['Pizzeria', 'gastro'],
  ['Reisebüro', 'service'],
  ['Kfz-Werkstatt', 'auto'],
];
export const businessKinds = kinds.map(([kind]) => kind);
/** [kind, topic] for the seed's SQL, which finds a customer's topic by the start of its name. */
export const businessTopics = kinds;

export const surnames = words(`
  Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter
  Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Krause
  Meier Lehmann Köhler`);

export const maleFirstNames = words('Thomas Michael Andreas Stefan Jürgen Frank Markus Jan Tobias');
export const femaleFirstNames = words('Sabine Petra Claudia Anja Julia Katrin Monika Lea Jana');

export const cities = words(`
  Hamburg Bremen Kiel Lübeck Hannover Berlin Potsdam Leipzig Dresden Rostock Oldenburg Osnabrück Schwerin
  Braunschweig Göttingen`);

export const areaCodes = ['40', '421', '431', '451', '511', '30', '331', '341', '351', '381', '441', '541'];
export const prices = ['49.00', '69.00', '89.00', '89.00', '99.00', '119.00', '149.00'];

interface TopicTexts {
  negative: string[];
  neutral: string[];
  positive: string[];
}

/** Sentences that fit any business. */
const anyBusiness: TopicTexts = {
  negative: [
    'Sehr unfreundliches Personal, wir wurden einfach ignoriert. Nie wieder!',
    'Telefonisch nie erreichbar, auf E-Mails kommt keine Antwort.',
  ],
  neutral: [
    'Ganz okay, aber für den Preis hätte ich mehr erwartet.',
    'Durchschnittlich. Nichts Besonderes, aber auch nichts Schlimmes.',
  ],
  positive: ['Top! Man fühlt sich sofort gut aufgehoben.', 'Immer wieder gern!'],
};

const byTopic: Record<ReviewTopic, TopicTexts> = {
  gastro: {
    negative: [
      'Das Essen war kalt und die Bedienung hatte keine Lust. Schade ums Geld.',
      'Eine Stunde auf die Hauptspeise gewartet, und dann war die Bestellung falsch.',
      'Schmutzige Tische und ein genervter Chef. Kann ich nicht empfehlen.',
    ],
    neutral: ['Essen in Ordnung, aber es war sehr laut und eng.'],
    positive: [
      'Schöne Atmosphäre, leckeres Essen und aufmerksame Bedienung.',
      'Frisch, lecker und schnell serviert. Gerne wieder!',
    ],
  },
  food: {
    negative: [
      'Die Brötchen waren vom Vortag und trotzdem voller Preis. Enttäuschend.',
      'An der Theke wurden wir übersehen, andere Kunden kamen vor uns dran.',
      'Vorbestellung vergessen, am Samstagmorgen standen wir mit leeren Händen da.',
    ],
    neutral: ['Gute Ware, aber die Schlange morgens ist immer lang.'],
    positive: ['Frische Ware, freundliche Bedienung an der Theke.', 'Die beste Auswahl im Viertel.'],
  },
  hotel: {
    negative: [
      'Das Zimmer war nicht sauber und die Heizung ging nicht. Finger weg!',
      'Die Rechnung war deutlich höher als bei der Buchung angegeben.',
      'Frühstück lieblos, und an der Rezeption fühlte sich niemand zuständig.',
    ],
    neutral: ['Zimmer in Ordnung, das Frühstück könnte besser sein.'],
    positive: ['Sauberes Zimmer, ruhige Lage und ein sehr freundlicher Empfang.'],
  },
  practice: {
    negative: [
      'Über eine Stunde im Wartezimmer, obwohl wir einen Termin hatten. Absolut enttäuschend.',
      'Die Behandlung wurde kaum erklärt, Fragen waren offensichtlich unerwünscht.',
      'Termin vergessen, am Telefon dann noch patzig geworden. Für uns erledigt.',
    ],
    neutral: ['Kompetent, aber die Wartezeit auf einen Termin ist zu lang.'],
    positive: [
      'Sehr einfühlsam behandelt und alles genau erklärt. Danke!',
      'Sehr zu empfehlen, das Team nimmt sich Zeit für jeden Patienten.',
    ],
  },
  shop: {
    negative: [
      'Die Ware war beschädigt und eine Reklamation wurde abgelehnt.',
      'Zweimal zur Abholung gekommen, die Bestellung war immer noch nicht da.',
      'Die Beratung war oberflächlich und die Preise sind gesalzen.',
    ],
    neutral: ['Freundlich, aber nicht alles vorrätig.'],
    positive: ['Super Service und sehr kompetente Beratung. Gerne wieder!', 'Gute Beratung, faire Preise.'],
  },
  auto: {
    negative: [
      'Das Auto kam mit demselben Fehler zurück, bezahlen mussten wir trotzdem.',
      'Die Rechnung war deutlich höher als der Kostenvoranschlag. Finger weg!',
      'Zwei Wochen auf einen Rückruf gewartet – nichts kam.',
    ],
    neutral: ['Reparatur in Ordnung, aber der Wagen war einen Tag später fertig als versprochen.'],
    positive: ['Schnell repariert, fair abgerechnet und alles erklärt.'],
  },
  trade: {
    negative: [
      'Pfusch am Bau, wir mussten alles nachbessern lassen.',
      'Dreimal nicht zum vereinbarten Termin erschienen, ohne abzusagen.',
      'Das Angebot war günstig, die Schlussrechnung fast doppelt so hoch.',
    ],
    neutral: ['Saubere Arbeit, aber die Terminvergabe ist chaotisch.'],
    positive: ['Pünktlich, sauber gearbeitet und alles erklärt. Danke!'],
  },
  service: {
    negative: [
      'Termin kurzfristig abgesagt und kein neuer angeboten. Sehr ärgerlich.',
      'Viel versprochen, wenig gehalten. Leider nicht zu empfehlen.',
      'Die Rechnung war deutlich höher als abgesprochen.',
    ],
    neutral: ['Freundlich, aber die Wartezeit war zu lang.'],
    positive: [
      'Alles bestens, schnell, freundlich und fair im Preis.',
      'Kompetent und zuverlässig, ich komme gerne wieder.',
    ],
  },
};

/** Per topic the texts a review of it may carry: its own, then those that fit any business. */
export const reviewTexts: Record<ReviewTopic, TopicTexts> = Object.fromEntries(
  Object.entries(byTopic).map(([topic, t]) => [
    topic,
    {
      negative: [...t.negative, ...anyBusiness.negative],
      neutral: [...t.neutral, ...anyBusiness.neutral],
      positive: [...t.positive, ...anyBusiness.positive],
    },
  ]),
) as Record<ReviewTopic, TopicTexts>;

/** The texts for a business by its name ('Café Müller' → gastro); a name of no kind: any business's. */
export function reviewTextsFor(name: string): TopicTexts {
  const topic = kinds.find(([kind]) => name.startsWith(`${kind} `))?.[1];
  return topic ? reviewTexts[topic] : anyBusiness;
}

export const smtpErrors = [
  'SMTP-Fehler 535: Benutzername und Passwort wurden nicht akzeptiert',
  'Zeitüberschreitung bei der Verbindung zu smtp.gmail.com:587',
  'Empfänger abgelehnt: 550 5.1.1 Postfach nicht gefunden',
  '421 4.7.0 Vorübergehender Systemfehler, bitte später erneut versuchen',
];

/** [errorType, German message] for every scan error type (docs/product.md §8). */
export const scanErrors = [
  ['missing_url', 'Für diesen Kunden ist kein Google-Maps-Link hinterlegt'],
  ['invalid_url', 'Der hinterlegte Link ist kein Google-Maps-Ortslink'],
  ['apify_error', 'Apify-Lauf fehlgeschlagen: 401 – API-Schlüssel ungültig'],
  ['email_error', 'E-Mail konnte nicht gesendet werden: SMTP-Authentifizierung fehlgeschlagen'],
  ['system_error', 'Unerwarteter Fehler: Verbindung zur Datenbank unterbrochen'],
  ['processing_error', 'Die Antwort des Scrapers konnte nicht verarbeitet werden'],
] as const;

export const skipReasons = ['Kunde ist inaktiv', 'Scan wurde vor diesem Kunden gestoppt'];
