// The e-mail a customer gets about new negative reviews (docs/product.md §10, step 4).
import { formatDate, formatEuro } from '../../common/format';
import type { LegalFooter } from '../../common/legal-footer';

export interface NegativeReviewMailInput {
  company: { name: string; website: string | null; gmailEmail: string | null } & LegalFooter;
  customer: { name: string; contactTitle: string | null; contactPerson: string | null };
  /** The decimal as stored, "89.00". */
  pricePerReview: string;
  reviews: { username: string | null; rating: number; text: string | null; reviewDate: Date | null }[];
  /** The customer's personal opt-out link. */
  unsubscribeUrl: string;
  /** Test mode: the customer's address the mail would have gone to; it goes to the operator instead. */
  testFor?: string | null;
}

export const TEST_SUBJECT_PREFIX = '[TEST] ';

/** The sender's legal identity (Impressum), as complete as the company has filled it in. */
export function footerLines(company: NegativeReviewMailInput['company']): string[] {
  const register = [company.registerCourt, company.registerNumber].filter((v) => v?.trim()).join(', ');
  return [
    company.legalName?.trim() || company.name,
    ...(company.legalAddress ?? '').split(/\r?\n/).map((l) => l.trim()),
    company.managingDirectors?.trim() ? `Geschäftsführung: ${company.managingDirectors.trim()}` : '',
    register ? `Registergericht: ${register}` : '',
    company.vatId?.trim() ? `USt-IdNr.: ${company.vatId.trim()}` : '',
    company.website ?? '',
  ].filter(Boolean);
}

const unsubscribeText = 'Sie möchten keine E-Mails mehr von uns erhalten? Hier abmelden:';

export function salutation(title: string | null, person: string | null): string {
  const name = person?.trim();
  if (name && title === 'Herr') return `Sehr geehrter Herr ${name},`;
  if (name && title === 'Frau') return `Sehr geehrte Frau ${name},`;
  return 'Sehr geehrte Damen und Herren,';
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Subject, plain text and HTML saying the same; every value is escaped in the HTML. */
export function negativeReviewMail(input: NegativeReviewMailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const { company, customer, reviews } = input;
  const n = reviews.length;
  const subject =
    (input.testFor ? TEST_SUBJECT_PREFIX : '') +
    (n === 1
      ? `Neue negative Bewertung für ${customer.name}`
      : `${n} neue negative Bewertungen für ${customer.name}`);
  const testNote = input.testFor
    ? `Testmodus: Diese E-Mail wäre an ${input.testFor} gegangen und wurde stattdessen an Sie gesendet.`
    : null;
  const price = formatEuro(input.pricePerReview);
  const total = formatEuro(Number.parseFloat(input.pricePerReview) * n);
  const found =
    n === 1
      ? `wir haben eine neue negative Google-Bewertung für ${customer.name} gefunden:`
      : `wir haben ${n} neue negative Google-Bewertungen für ${customer.name} gefunden:`;
  const offer =
    n === 1
      ? `Wir können diese Bewertung für Sie entfernen lassen. Der Preis beträgt ${price} pro Bewertung.`
      : `Wir können diese Bewertungen für Sie entfernen lassen. Der Preis beträgt ${price} pro Bewertung (${total} für alle ${n}).`;
  const answer =
    'Antworten Sie einfach auf diese E-Mail, wenn Sie das Angebot annehmen möchten oder Fragen haben.';
  const items = reviews.map((r) => ({
    stars: `${stars(r.rating)} (${r.rating} von 5 Sternen)`,
    who: r.username?.trim() || 'Unbekannt',
    date: formatDate(r.reviewDate) || 'unbekanntes Datum',
    text: r.text?.trim() || 'Keine Bewertung verfügbar',
  }));
  const footer = footerLines(company);

  const text = [
    ...(testNote ? [testNote, ''] : []),
    salutation(customer.contactTitle, customer.contactPerson),
    '',
    found,
    '',
    ...items.flatMap((r) => [`${r.stars} – ${r.who}, ${r.date}`, `„${r.text}“`, '']),
    offer,
    answer,
    '',
    'Mit freundlichen Grüßen',
    company.name,
    '',
    '-- ',
    ...footer,
    '',
    unsubscribeText,
    input.unsubscribeUrl,
  ].join('\n');

  const html = `<!doctype html>
<html lang="de"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2937;line-height:1.5">
${testNote ? `<p style="background:#fef3c7;padding:8px 12px">${escapeHtml(testNote)}</p>\n` : ''}<p>${escapeHtml(salutation(customer.contactTitle, customer.contactPerson))}</p>
<p>${escapeHtml(found)}</p>
${items
  .map(
    (r) => `<div style="border-left:3px solid #dc2626;padding:4px 12px;margin:12px 0">
<div style="color:#d97706">${escapeHtml(r.stars)}</div>
<div style="color:#6b7280;font-size:13px">${escapeHtml(r.who)}, ${escapeHtml(r.date)}</div>
<div>${escapeHtml(r.text)}</div>
</div>`,
  )
  .join('\n')}
<p>${escapeHtml(offer)}</p>
<p>${escapeHtml(answer)}</p>
<p>Mit freundlichen Grüßen<br>${escapeHtml(company.name)}</p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">
<p style="font-size:12px;color:#6b7280">${footer.map(escapeHtml).join('<br>')}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(unsubscribeText)} <a href="${escapeHtml(input.unsubscribeUrl)}">Abmelden</a></p>
</body></html>`;
  return { subject, text, html };
}
