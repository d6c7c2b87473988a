// The signals of one review: what in its text, stars, date, owner reply and author speaks for or
// against a removal, each tied to the Google category it supports (decision 067, docs/product.md).
import { NEGATIVE_RATING_MAX } from '../../../common/constants';
import type { RemovalReason, SignalCode } from '../../../common/enums';
import { wordMatcher } from './word-match';
import { conflictPhrases } from './words/conflict';
import { factClaimPhrases } from './words/fact-claims';
import { insultWords, pejorativeWords } from './words/insults';
import { hearsayPhrases, noVisitPhrases } from './words/no-contact';
import { employmentWords, otherBusinessPhrases, politicsWords } from './words/off-topic';
import { advertisingPhrases, keyboardRuns } from './words/spam';
import { firstNames, staffRoles } from './words/staff';

/**
 * Google's categories a signal can support: the removal reasons, and spam, which is not one of
 * the reason codes yet (decision 067: a spam suggestion is ordered as 'other').
 */
export type Ground = Exclude<RemovalReason, 'other'>;

export interface ReviewSignal {
  code: SignalCode;
  /** The ground it supports; null for a signal that weighs on every ground (reply, age, author). */
  reason: Ground | null;
  /** Points toward (positive) or against (negative) a removal on that ground (chance.ts). */
  weight: number;
  /** One German line for the operator. */
  text: string;
}

export interface SignalInput {
  rating: number;
  text: string | null;
  reviewDate: Date | null;
  /** The scraper's responseFromOwnerText was set; null when not known. */
  ownerReplied?: boolean | null;
  /** The scraper's reviewerNumberOfReviews; null when not known. */
  reviewerReviewCount?: number | null;
  now: Date;
}

const quote = (found: string) => `„${found.length > 40 ? `${found.slice(0, 39)}…` : found}“`;

const matchNoVisit = wordMatcher(noVisitPhrases);
const matchHearsay = wordMatcher(hearsayPhrases);
const matchInsult = wordMatcher(insultWords);
const matchPejorative = wordMatcher(pejorativeWords);
const matchPolitics = wordMatcher(politicsWords);
const matchEmployment = wordMatcher(employmentWords);
const matchOtherBusiness = wordMatcher(otherBusinessPhrases);
const matchConflict = wordMatcher(conflictPhrases);
const matchFactClaim = wordMatcher(factClaimPhrases);
const matchAdvertising = wordMatcher(advertisingPhrases);
const matchStaffRoleName = wordMatcher(staffRoles, firstNames);

// A German phone number: 0 or +49, then at least seven more digits in groups.
const PHONE = /(?<![\d.,])(?:\+49|0049|0)[\s/-]?\(?\d{2,5}\)?(?:[\s/-]?\d){5,10}(?![\d.,])/u;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[a-z]{2,}/iu;
const LINK =
  /(?:https?:\/\/|www\.)\S+|(?<![\p{L}@])[\p{L}\p{N}-]{3,}\.(?:de|com|net|org|info|shop|io|ly|eu)(?![\p{L}])/iu;
const HANDLE = /(?<![\p{L}\p{N}.])@[\p{L}\p{N}_]{3,}/u;
// 'Frau Becker', 'Herrn Dr. Wagner': a title and a capitalised name (not 'Frau am Empfang').
const TITLED_NAME = /\b(?:Herrn?|Frau)\s+(?:Dr\.\s*|Prof\.\s*)?\p{Lu}\p{Ll}+/u;
const capitalised = firstNames.map((name) => name[0].toUpperCase() + name.slice(1));
// A common first name and a surname ('Lisa Krüger'), both capitalised as written.
const FIRST_LAST = new RegExp(`(?<!\\p{L})(?:${capitalised.join('|')})\\s+\\p{Lu}\\p{Ll}{2,}`, 'u');

const DAY_MS = 86_400_000;

function line(code: SignalCode, reason: Ground | null, weight: number, text: string): ReviewSignal {
  return { code, reason, weight, text };
}

/** Text with nothing to say: no letters, one word over and over, a keyboard run or one letter held. */
function hasNoContent(text: string) {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return true;
  if (/(\p{L})\1{4,}/u.test(text) && words.length <= 2) return true;
  if (words.length <= 2 && keyboardRuns.some((run) => text.toLowerCase().includes(run))) return true;
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return words.length >= 5 && Math.max(...counts.values()) / words.length >= 0.6;
}

function textSignals(text: string): ReviewSignal[] {
  const found: ReviewSignal[] = [];
  const add = (hit: string | null | undefined, make: (q: string) => ReviewSignal) => {
    if (hit) found.push(make(quote(hit)));
  };
  add(matchNoVisit(text), (q) => line('no_visit', 'no_contact', 3, `Kein Besuch oder Kauf laut Text: ${q}`));
  add(matchHearsay(text), (q) => line('hearsay', 'no_contact', 2, `Gibt Gehörtes wieder: ${q}`));
  add(matchInsult(text), (q) => line('insult', 'insult', 3, `Beleidigung oder Schmähung: ${q}`));
  add(matchPejorative(text), (q) => line('pejorative', 'insult', 1, `Abwertender Ausdruck: ${q}`));
  add(PHONE.exec(text)?.[0], () => line('phone_number', 'personal_data', 3, 'Nennt eine Telefonnummer'));
  add(EMAIL.exec(text)?.[0], () => line('email_address', 'personal_data', 3, 'Nennt eine E-Mail-Adresse'));
  add(TITLED_NAME.exec(text)?.[0] ?? matchStaffRoleName(text) ?? FIRST_LAST.exec(text)?.[0], (q) =>
    line('staff_name', 'personal_data', 2, `Nennt eine Person beim Namen: ${q}`),
  );
  add(matchPolitics(text), (q) =>
    line('politics', 'off_topic', 2.5, `Politik statt Erfahrung mit dem Betrieb: ${q}`),
  );
  add(matchEmployment(text), (q) =>
    line('employment', 'off_topic', 2.5, `Schreibt über eine Anstellung oder Bewerbung: ${q}`),
  );
  add(matchOtherBusiness(text), (q) =>
    line('other_business', 'off_topic', 2.5, `Betrifft wohl ein anderes Geschäft: ${q}`),
  );
  add(matchConflict(text), (q) =>
    line('competitor', 'conflict_of_interest', 3, `Hinweis auf Mitbewerber oder eigenes Interesse: ${q}`),
  );
  add(matchFactClaim(text), (q) =>
    line('fact_claim', 'false_claim', 1.5, `Prüfbare Tatsachenbehauptung: ${q}`),
  );
  add(LINK.exec(text)?.[0] ?? HANDLE.exec(text)?.[0], () =>
    line('link', 'spam', 3, 'Enthält einen Link oder ein Profil zum Werben'),
  );
  add(matchAdvertising(text), (q) => line('advertising', 'spam', 2, `Werbung ohne Bezug zum Betrieb: ${q}`));
  if (hasNoContent(text)) found.push(line('no_content', 'spam', 3, 'Kein lesbarer Inhalt'));
  return found;
}

/** Signals about the review beside its words: the author, the owner's reply, the age. */
function contextSignals(input: SignalInput): ReviewSignal[] {
  const found: ReviewSignal[] = [];
  const count = input.reviewerReviewCount;
  if (count === 1) {
    found.push(line('single_review_author', 'spam', 1, 'Einzige Bewertung dieses Profils'));
  } else if (count != null && count >= 50) {
    found.push(line('experienced_author', null, -0.5, `Profil mit ${count} Bewertungen, wirkt echt`));
  }
  if (input.ownerReplied) {
    found.push(line('owner_replied', null, -1, 'Inhaber hat bereits geantwortet; das schwächt eine Meldung'));
  }
  if (input.reviewDate && input.now.getTime() - input.reviewDate.getTime() > 730 * DAY_MS) {
    found.push(line('old_review', null, -0.5, 'Älter als zwei Jahre'));
  }
  return found;
}

/** Every signal of one review, strongest ground first; none for 4–5 stars. */
export function reviewSignals(input: SignalInput): ReviewSignal[] {
  if (input.rating > NEGATIVE_RATING_MAX) return [];
  const text = input.text?.trim() ?? '';
  const own = text
    ? textSignals(text)
    : [line('no_text', 'no_contact', 1.5, 'Nur Sterne, kein Text: kein Kundenkontakt erkennbar')];
  return [...own.sort((a, b) => b.weight - a.weight), ...contextSignals(input)];
}
