// The offer's fixed wording that depends on the reviews and the price: which reviews, what kind,
// and the price with its VAT statement (docs/decisions/043-consent-first.md "The offer").
import { formatDate, formatEuro } from '../../common/format';
import type { RemovalChance } from '../../common/schemas/removal-chance';

export interface OfferReview {
  username: string | null;
  rating: number;
  text: string | null;
  reviewDate: Date | null;
  /** The review on Google; null for reviews stored before the scraper kept it. */
  reviewUrl?: string | null;
  /** The stored Löschchance: names the likely ground when the company wants it (decision 081). */
  chance?: RemovalChance | null;
}

export type VatMode = 'standard' | 'small_business';

/** 1–2 stars are negative; 3 (and a higher threshold's 4) critical, never "negative". */
export const isNegative = (rating: number) => rating <= 2;
export const kindOf = (rating: number) => (isNegative(rating) ? 'Negative Bewertung' : 'Kritische Bewertung');

const one = (n: number, word: string) => (n === 1 ? `eine ${word}` : `${n} ${word}`);

/** 'eine neue negative Bewertung', '2 neue kritische Bewertungen', '3 neue Bewertungen (2 negative und eine kritische)'. */
export function reviewKinds(reviews: OfferReview[]): string {
  const n = reviews.length;
  const negative = reviews.filter((r) => isNegative(r.rating)).length;
  const critical = n - negative;
  if (n === 1) return `eine neue ${negative ? 'negative' : 'kritische'} Bewertung`;
  if (critical === 0) return `${n} neue negative Bewertungen`;
  if (negative === 0) return `${n} neue kritische Bewertungen`;
  return `${n} neue Bewertungen (${one(negative, 'negative')} und ${one(critical, 'kritische')})`;
}

/**
 * What the subject names: 'Ihre Google-Bewertung vom 22.11.2026', 'Ihre Google-Bewertungen vom
 * 20.11.2026 und 22.11.2026', 'Ihre 2 Google-Bewertungen vom 22.11.2026'; three dates and more
 * (or a review without date among several) '3 neue Google-Bewertungen'.
 */
export function reviewsInSubject(reviews: OfferReview[]): string {
  const n = reviews.length;
  const dated = [...reviews]
    .filter((r) => r.reviewDate)
    .sort((a, b) => (a.reviewDate?.getTime() ?? 0) - (b.reviewDate?.getTime() ?? 0));
  const dates = [...new Set(dated.map((r) => formatDate(r.reviewDate)))];
  if (n === 1) return dates.length ? `Ihre Google-Bewertung vom ${dates[0]}` : 'Ihre neue Google-Bewertung';
  if (dated.length === n && dates.length === 1) return `Ihre ${n} Google-Bewertungen vom ${dates[0]}`;
  if (dated.length === n && dates.length === 2)
    return `Ihre Google-Bewertungen vom ${dates[0]} und ${dates[1]}`;
  return `${n} neue Google-Bewertungen`;
}

const cents = (value: string | number) => Math.round(Number.parseFloat(String(value)) * 100);
const euro = (c: number) => formatEuro(c / 100);
/** 49,00 € zzgl. 19 % USt. (58,31 € brutto); the gross rounded to the cent. */
const withVat = (c: number) => `${euro(c)} zzgl. 19 % USt. (${euro(Math.round(c * 1.19))} brutto)`;

/** The offer and its price, as the mail states it whatever the template says. */
export function priceStatement(pricePerReview: string, n: number, vatMode: VatMode): string {
  const each = cents(pricePerReview);
  const what =
    n === 1
      ? 'Unser Angebot: Wir prüfen die Bewertung und beantragen ihre Entfernung bei Google.'
      : 'Unser Angebot: Wir prüfen die Bewertungen und beantragen ihre Entfernung bei Google.';
  if (vatMode === 'small_business') {
    const price = n === 1 ? `${euro(each)}.` : `${euro(each)} pro Bewertung, zusammen ${euro(each * n)}.`;
    return `${what} Preis: ${price} Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.`;
  }
  const price =
    n === 1 ? `${withVat(each)}.` : `${withVat(each)} pro Bewertung, zusammen ${withVat(each * n)}.`;
  return `${what} Preis: ${price}`;
}
