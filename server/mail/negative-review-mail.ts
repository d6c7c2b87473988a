// The offer a customer gets about new negative or critical reviews (docs/product.md §10, step 4;
// docs/decisions/043-consent-first.md "The offer"). The operator's template fills subject, opening
// and closing; the review list, price, the portal button (decision 072), contact, legal footer and
// objection notice are always ours.
import { formatDate, formatEuro } from '../../common/format';
import { removalReasonLabels } from '../../common/labels';
import type { LegalFooter } from '../../common/legal-footer';
import { defaultOfferTemplate, fillOfferTemplate, type OfferValues } from '../../common/offer-template';
import { escapeHtml } from './html';
import { salutation } from './offer-greeting';
import {
  kindOf,
  type OfferReview,
  priceStatement,
  reviewKinds,
  reviewsInSubject,
  type VatMode,
} from './offer-phrases';
import { offerPortalLabel, portalButtonHtml, portalLinkLines } from './portal-link';

/** The sender's details beyond the legal footer (optional for mails that are no offer). */
interface SenderExtras {
  contactName?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
  registeredSeat?: string | null;
}

export interface NegativeReviewMailInput {
  company: { name: string; website: string | null; gmailEmail: string | null } & LegalFooter &
    SenderExtras & {
      vatMode: VatMode;
      offerSubject: string | null;
      offerOpening: string | null;
      offerClosing: string | null;
      /** 'Möglichen Löschgrund im Angebot nennen' (decision 081); off when absent. */
      offerNamesGround?: boolean;
    };
  customer: { name: string; contactTitle: string | null; contactPerson: string | null };
  /** The decimal as stored, "89.00". */
  pricePerReview: string;
  reviews: OfferReview[];
  /** The customer's personal opt-out link. */
  unsubscribeUrl: string;
  /** Test mode: the customer's address the mail would have gone to; it goes to the operator instead. */
  testFor?: string | null;
}

export const TEST_SUBJECT_PREFIX = '[TEST] ';

const clean = (value: string | null | undefined) => value?.trim() || '';

/** The address for questions: the one set for them, else the mailbox the offer comes from. */
const contactEmailOf = (company: SenderExtras & { gmailEmail: string | null }) =>
  clean(company.contactEmail) || clean(company.gmailEmail);

/** The sender's legal identity (Impressum), as complete as the company has filled it in. */
export function footerLines(
  company: { name: string; website: string | null; gmailEmail?: string | null } & LegalFooter & SenderExtras,
): string[] {
  const register = [company.registerCourt, company.registerNumber].filter((v) => v?.trim()).join(', ');
  const email = contactEmailOf({ ...company, gmailEmail: company.gmailEmail ?? null });
  return [
    clean(company.legalName) || company.name,
    ...(company.legalAddress ?? '').split(/\r?\n/).map((l) => l.trim()),
    clean(company.registeredSeat) ? `Sitz der Gesellschaft: ${clean(company.registeredSeat)}` : '',
    clean(company.managingDirectors) ? `Geschäftsführung: ${clean(company.managingDirectors)}` : '',
    register ? `Registergericht: ${register}` : '',
    clean(company.vatId) ? `USt-IdNr.: ${clean(company.vatId)}` : '',
    email ? `E-Mail: ${email}` : '',
    company.website ?? '',
  ].filter(Boolean);
}

/** §7 Abs. 3 Nr. 4 UWG: the right to object, at no cost beyond the basic rates. */
export const objectionText =
  'Sie können der Verwendung Ihrer E-Mail-Adresse für Werbung jederzeit widersprechen, ohne dass Ihnen hierfür andere als die Übermittlungskosten nach den Basistarifen entstehen (§ 7 Abs. 3 Nr. 4 UWG). Abmelden mit einem Klick:';
export const noTextNote = 'Bewertung ohne Text (nur Sterne)';
export const onGoogleText = 'Auf Google ansehen';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/** Paragraphs at blank lines, line breaks kept. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');

/** Subject, plain text and HTML saying the same; every value is escaped in the HTML. */
export function negativeReviewMail(input: NegativeReviewMailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const parts = offerParts(input);
  return { subject: parts.subject, text: offerText(parts), html: offerHtml(parts) };
}

type OfferParts = ReturnType<typeof offerParts>;

/** The template filled, the reviews, price, contact and footer: what text and HTML both say. */
function offerParts(input: NegativeReviewMailInput) {
  const { company, customer, reviews } = input;
  const n = reviews.length;
  const values: OfferValues = {
    anrede: salutation(customer.contactTitle, customer.contactPerson),
    kunde: customer.name.trim(),
    bewertungen: reviewsInSubject(reviews),
    bewertungen_art: reviewKinds(reviews),
    bewertungen_anzahl: String(n),
    preis: formatEuro(input.pricePerReview),
    ansprechpartner: clean(company.contactName),
    firma: company.name.trim(),
    link: clean(company.website),
  };
  const part = (key: 'offerSubject' | 'offerOpening' | 'offerClosing') =>
    fillOfferTemplate(clean(company[key]) || defaultOfferTemplate[key], values);
  const email = contactEmailOf(company);
  return {
    subject: (input.testFor ? TEST_SUBJECT_PREFIX : '') + part('offerSubject').replace(/\s+/g, ' '),
    testNote: input.testFor
      ? `Testmodus: Diese E-Mail wäre an ${input.testFor} gegangen und wurde stattdessen an Sie gesendet.`
      : null,
    opening: part('offerOpening'),
    closing: part('offerClosing'),
    items: reviews.map((r) => ({
      head: `${stars(r.rating)} ${kindOf(r.rating)} (${r.rating} von 5 Sternen)`,
      byline: `${clean(r.username) || 'Unbekannt'}, ${formatDate(r.reviewDate) || 'ohne Datum'}`,
      quote: clean(r.text) ? `„${clean(r.text)}“` : null,
      url: clean(r.reviewUrl) || null,
      ground: company.offerNamesGround ? groundSentence(r) : null,
    })),
    price: priceStatement(input.pricePerReview, n, company.vatMode),
    contact: [
      `Ihr Kontakt für Rückfragen: ${clean(company.contactName) || company.name}`,
      clean(company.contactPhone) ? `Telefon: ${clean(company.contactPhone)}` : '',
      email ? `E-Mail: ${email}` : '',
    ].filter(Boolean),
    footer: footerLines(company),
    unsubscribeUrl: input.unsubscribeUrl,
  };
}

/**
 * One neutral sentence naming the ground a 'hoch' or 'mittel' review could be reported for; never a
 * promise (decision 081). Null for 'gering', no ground, or a review not yet judged.
 */
function groundSentence(r: OfferReview) {
  const reason = r.chance && r.chance.level !== 'low' ? r.chance.suggestedReason : null;
  return reason
    ? `Als Grund für eine Meldung bei Google kommt nach erster Einschätzung in Frage: ${removalReasonLabels[reason]}.`
    : null;
}

function offerText({
  testNote,
  opening,
  items,
  price,
  contact,
  closing,
  footer,
  unsubscribeUrl,
}: OfferParts) {
  return [
    ...(testNote ? [testNote, ''] : []),
    opening,
    '',
    ...items.flatMap((r) => [
      `${r.head} – ${r.byline}`,
      r.quote ?? noTextNote,
      ...(r.ground ? [r.ground] : []),
      ...(r.url ? [`${onGoogleText}: ${r.url}`] : []),
      '',
    ]),
    price,
    '',
    ...portalLinkLines(offerPortalLabel),
    '',
    ...contact,
    '',
    closing,
    '',
    '-- ',
    ...footer,
    '',
    objectionText,
    unsubscribeUrl,
  ].join('\n');
}

const muted = 'color:#6b7280;font-size:13px';

/** One review as a quoted block: stars, kind, author and date, its text, the link. */
const reviewHtml = (
  r: OfferParts['items'][number],
) => `<div style="border-left:3px solid #d1d5db;padding:4px 12px;margin:12px 0">
<div><span style="color:#d97706">${escapeHtml(r.head.split(' ')[0])}</span> <strong>${escapeHtml(r.head.slice(r.head.indexOf(' ') + 1))}</strong></div>
<div style="${muted}">${escapeHtml(r.byline)}</div>
${r.quote ? `<div>${escapeHtml(r.quote)}</div>` : `<div style="${muted};font-style:italic">${escapeHtml(noTextNote)}</div>`}
${r.ground ? `<div style="font-size:13px">${escapeHtml(r.ground)}</div>` : ''}${r.url ? `<div style="font-size:13px"><a href="${escapeHtml(r.url)}">${onGoogleText}</a></div>` : ''}
</div>`;

function offerHtml(p: OfferParts) {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(p.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2937;line-height:1.5;max-width:640px">
${p.testNote ? `<p style="background:#fef3c7;padding:8px 12px">${escapeHtml(p.testNote)}</p>\n` : ''}${paragraphs(p.opening)}
${p.items.map(reviewHtml).join('\n')}
<p>${escapeHtml(p.price)}</p>
${portalButtonHtml(offerPortalLabel)}
<p>${p.contact.map(escapeHtml).join('<br>')}</p>
${paragraphs(p.closing)}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">
<p style="font-size:12px;color:#6b7280">${p.footer.map(escapeHtml).join('<br>')}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(objectionText)} <a href="${escapeHtml(p.unsubscribeUrl)}">Abmelden</a></p>
</body></html>`;
}
