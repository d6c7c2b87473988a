// One line per Google category (common/labels.ts removalReasonLabels) that tells a business owner
// when it fits: the owner states the reason and that it is true (issue 36 point 3), so each says
// what has to be the case, not what we hope Google believes.
import type { RemovalReason } from '@common/enums';

export const removalReasonHints: Record<RemovalReason, string> = {
  no_contact: 'Die Person war nie bei Ihnen Kunde und hatte keinen Kontakt zu Ihrem Unternehmen.',
  false_claim:
    'Die Bewertung behauptet etwas, das nachweislich nicht stimmt, z. B. einen Vorfall, den es nie gab.',
  insult: 'Die Bewertung beleidigt oder beschimpft Sie oder Ihr Team, statt sachlich zu kritisieren.',
  off_topic: 'Die Bewertung handelt nicht von Ihrem Unternehmen, z. B. Politik oder ein anderer Betrieb.',
  personal_data:
    'Die Bewertung nennt private Daten, etwa volle Namen, Telefonnummern oder Adressen von Mitarbeitenden.',
  conflict_of_interest:
    'Die Bewertung stammt von einem Mitbewerber, einem früheren Mitarbeitenden oder jemand anderem mit eigenem Interesse.',
  spam: 'Die Bewertung ist Spam: Werbung, ein Link zu einem fremden Angebot oder Text ohne lesbaren Inhalt.',
  other: 'Ein anderer Grund: Bitte beschreiben Sie ihn kurz im Feld „Ihre Anmerkung“.',
};
