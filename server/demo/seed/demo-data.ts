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
  },
  {
    name: 'Bewertungsprofis Berlin',
    website: 'https://www.bewertungsprofis-berlin.test',
    description: 'Betreuung von Gastronomie und Einzelhandel in Berlin',
    gmailEmail: 'team@bewertungsprofis-berlin.test',
  },
  {
    name: 'Sternklar Marketing UG',
    website: 'https://www.sternklar-marketing.test',
    description: 'Online-Reputation für Handwerk und Praxen',
    gmailEmail: null,
  },
];

/** 'a b  c' → ['a', 'b', 'c']; with a separator, pieces are trimmed. */
const words = (text: string, separator: string | RegExp = /\s+/) =>
  text
    .trim()
    .split(separator)
    .map((w) => w.trim());

export const businessKinds = words(
  `Bäckerei | Autohaus | Zahnarztpraxis Dr. | Friseursalon | Restaurant Zum | Physiotherapie | Metzgerei
   | Café | Apotheke | Hotel | Fahrschule | Steuerkanzlei | Blumenladen | Elektro | Malerbetrieb | Optiker
   | Tierarztpraxis Dr. | Pizzeria | Reisebüro | Kfz-Werkstatt`,
  '|',
);

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

export const negativeTexts = [
  'Sehr unfreundliches Personal, wir wurden einfach ignoriert. Nie wieder!',
  'Über eine Stunde gewartet, obwohl wir einen Termin hatten. Absolut enttäuschend.',
  'Die Rechnung war deutlich höher als abgesprochen. Finger weg!',
  'Telefonisch nie erreichbar, auf E-Mails kommt keine Antwort.',
  'Das Essen war kalt und die Bedienung hatte keine Lust. Schade ums Geld.',
  'Pfusch am Bau, wir mussten alles nachbessern lassen.',
  'Schmutzige Räume und ein genervter Chef. Kann ich nicht empfehlen.',
  'Die Ware war beschädigt und eine Reklamation wurde abgelehnt.',
];

export const neutralTexts = [
  'Ganz okay, aber für den Preis hätte ich mehr erwartet.',
  'Freundlich, aber die Wartezeit war zu lang.',
  'Durchschnittlich. Nichts Besonderes, aber auch nichts Schlimmes.',
  'Leistung in Ordnung, die Terminvergabe ist allerdings chaotisch.',
];

export const positiveTexts = [
  'Super Service und sehr kompetente Beratung. Gerne wieder!',
  'Alles bestens, schnell, freundlich und fair im Preis.',
  'Top! Man fühlt sich sofort gut aufgehoben.',
  'Sehr zu empfehlen, das Team nimmt sich Zeit für jeden Kunden.',
  'Schöne Atmosphäre, leckeres Essen und aufmerksame Bedienung.',
  'Pünktlich, sauber gearbeitet und alles erklärt. Danke!',
];

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
