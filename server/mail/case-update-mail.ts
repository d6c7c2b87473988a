// The case-update mail (issue 36 point 4, docs/decisions/072): what happened to the owner's removal
// orders since the last such mail, at most one a day, with the link to the customer portal. A
// service mail about the owner's own orders, no advertising: no objection notice, no unsubscribe.
import { formatDate } from '../../common/format';
import { contactLines, letter, type MailCompany, type MailContent } from './invoice-mail';
import { salutation } from './offer-greeting';

/** The states a case-update mail reports. */
export type CaseNews = 'filed' | 'removed' | 'refused';

export interface CaseChange {
  /** When the case moved. */
  at: Date;
  toState: CaseNews;
  review: { username: string | null; rating: number | null; reviewDate: Date | null };
}

export interface CaseUpdateMailInput {
  company: MailCompany;
  customer: { contactTitle: string | null; contactPerson: string | null };
  /** Oldest first. */
  changes: CaseChange[];
  testFor?: string | null;
}

export const caseUpdatePortalLabel = 'Löschaufträge im Kundenportal ansehen';

/** 'der Bewertung von Jana Weber (2 Sterne, 22.11.2026)'. */
function reviewOf({ username, rating, reviewDate }: CaseChange['review']) {
  const facts = [
    rating ? `${rating} ${rating === 1 ? 'Stern' : 'Sterne'}` : '',
    reviewDate ? `vom ${formatDate(reviewDate)}` : '',
  ].filter(Boolean);
  return `die Bewertung von ${username?.trim() || 'Unbekannt'}${facts.length ? ` (${facts.join(', ')})` : ''}`;
}

/** One line per change, in words an owner understands. */
export function changeLine(change: CaseChange) {
  const day = formatDate(change.at);
  const review = reviewOf(change.review);
  const what = {
    filed: `Wir haben ${review} bei Google zur Entfernung gemeldet. Google prüft die Meldung nun.`,
    removed: `${review[0].toUpperCase()}${review.slice(1)} wurde entfernt: Unsere Prüfung findet sie bei Google nicht mehr.`,
    refused: `Google hat es abgelehnt, ${review} zu entfernen. Dafür entstehen Ihnen keine Kosten.`,
  }[change.toState];
  return `• ${day}: ${what}`;
}

export function caseUpdateMail(input: CaseUpdateMailInput): MailContent {
  const { company, changes } = input;
  const { contact, signature } = contactLines(company);
  return letter({
    subject: `Neuigkeiten zu Ihren Löschaufträgen bei ${company.name.trim()}`,
    testFor: input.testFor,
    greeting: salutation(input.customer.contactTitle, input.customer.contactPerson),
    blocks: [
      [
        changes.length === 1
          ? 'es gibt Neuigkeiten zu einem Ihrer Löschaufträge:'
          : 'es gibt Neuigkeiten zu Ihren Löschaufträgen:',
      ],
      changes.map(changeLine),
      [
        'Den Stand und den Verlauf jedes Auftrags sehen Sie jederzeit in Ihrem Kundenportal. Diese Nachricht erhalten Sie höchstens einmal am Tag, wenn sich etwas ändert.',
      ],
      contact,
    ],
    portalLabel: caseUpdatePortalLabel,
    signature,
    company,
  });
}
