// The privacy notice (Art. 13 DSGVO) every public page of a company carries: the sign-up page, its
// confirmation page and the opt-out page (issue 34 point 7, docs/decisions/058). A company may
// write its own in its settings; until then (null) this default text, filled from its name,
// Impressum and contact, is shown. One place, so the pages and the settings' preview agree.

/** The placeholders a privacy notice may use, with what they stand for (the settings page shows these). */
export const privacyPlaceholders = {
  firma: 'Firmenname mit Rechtsform (sonst der Firmenname)',
  anschrift: 'Anschrift aus dem Impressum',
  kontakt: 'E-Mail-Adresse für Rückfragen (sonst die Absenderadresse)',
} as const;
export type PrivacyPlaceholder = keyof typeof privacyPlaceholders;

/** The default text: controller, purpose, legal basis, storage period, rights, contact. */
export const defaultPrivacyNotice = `Verantwortlich für die Verarbeitung Ihrer Daten ist {firma}, {anschrift}. Kontakt: {kontakt}.

Zweck: Wir verarbeiten den Namen Ihres Unternehmens, Ihren Ansprechpartner, Ihre E-Mail-Adresse und den Google-Maps-Link, um Sie über neue Google-Bewertungen Ihres Unternehmens zu informieren und Ihnen die Entfernung unzulässiger Bewertungen anzubieten. Bei der Anmeldung speichern wir zum Nachweis Ihrer Einwilligung zusätzlich Zeitpunkt, IP-Adresse, Browserkennung und den Wortlaut der Einwilligung.

Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO); der Nachweis der Einwilligung beruht auf unserem berechtigten Interesse und unserer Nachweispflicht (Art. 6 Abs. 1 lit. c und f, Art. 7 Abs. 1 DSGVO).

Speicherdauer: Eine nicht bestätigte Anmeldung löschen wir nach einer Woche. Ihre Daten speichern wir, bis Sie Ihre Einwilligung widerrufen oder der Zweck entfällt; den Nachweis der Einwilligung und eines Widerrufs bewahren wir danach auf, solange wir ihn zur Abwehr von Ansprüchen benötigen (in der Regel drei Jahre).

Ihre Rechte: Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch (Art. 15 bis 21 DSGVO). Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen, z. B. über den Abmeldelink in jeder E-Mail oder mit einer kurzen Nachricht an {kontakt}. Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO).`;

export interface PrivacyCompany {
  name: string;
  legalName: string | null;
  legalAddress: string | null;
  contactEmail: string | null;
  gmailEmail?: string | null;
  privacyNotice: string | null;
}

const placeholderPattern = /\{([^{}\n]*)\}/g;

/** The values the placeholders stand for; what the company has not filled in says so, not blank. */
export function privacyValues(c: PrivacyCompany): Record<PrivacyPlaceholder, string> {
  const address = (c.legalAddress ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  return {
    firma: c.legalName?.trim() || c.name,
    anschrift: address || '(Anschrift siehe Impressum)',
    kontakt: c.contactEmail?.trim() || c.gmailEmail?.trim() || '(siehe Impressum)',
  };
}

/** The notice a public page shows: the company's own text or the default, placeholders filled in. */
export function privacyNoticeText(c: PrivacyCompany): string {
  const values = privacyValues(c);
  const template = c.privacyNotice?.trim() ? c.privacyNotice : defaultPrivacyNotice;
  return template.replace(placeholderPattern, (whole, name: string) =>
    name in values ? values[name as PrivacyPlaceholder] : whole,
  );
}

/** Why a company's own notice is refused (German); empty when it is fine. */
export function privacyNoticeProblems(text: string): string[] {
  const problems: string[] = [];
  const allowed = Object.keys(privacyPlaceholders)
    .map((p) => `{${p}}`)
    .join(', ');
  for (const [, name] of text.matchAll(placeholderPattern)) {
    if (!(name in privacyPlaceholders)) {
      problems.push(`Datenschutzhinweis: unbekannter Platzhalter „{${name}}“. Erlaubt sind ${allowed}.`);
    }
  }
  if (/<\s*\/?\s*[a-z!]/i.test(text)) {
    problems.push(
      'Datenschutzhinweis: HTML ist nicht erlaubt, die Seite zeigt den Text so, wie er geschrieben ist.',
    );
  }
  return problems;
}
