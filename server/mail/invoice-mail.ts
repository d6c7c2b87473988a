// The e-mail an invoice (or a cancellation invoice) goes out with (docs/product.md §13): a short,
// plain business letter; the invoice itself is the attached PDF and XRechnung XML. No advertising,
// so no objection notice and no unsubscribe link, but the sender's legal footer as on every mail.
import { germanDay } from '../../common/calendar-days';
import { formatCents } from '../../common/invoice-math';
import type { InvoiceDetail } from '../../common/schemas/invoice';
import { escapeHtml } from './html';
import { footerLines, TEST_SUBJECT_PREFIX } from './negative-review-mail';
import { salutation } from './offer-greeting';
import { portalButtonHtml, portalLinkLines } from './portal-link';

/** The invoice as its mails describe it (a finalized one: number, days and parties are set). */
export type MailInvoice = Pick<
  InvoiceDetail,
  | 'kind'
  | 'state'
  | 'number'
  | 'issuedOn'
  | 'dueOn'
  | 'grossCents'
  | 'paidCents'
  | 'serviceFrom'
  | 'serviceTo'
  | 'lineCount'
  | 'cancelsNumber'
  | 'cancelledByNumber'
  | 'seller'
>;

/** The sender: its name and legal footer (as today), and whom to ask. */
export type MailCompany = Parameters<typeof footerLines>[0] & { contactName?: string | null };

export interface InvoiceMailInput {
  invoice: MailInvoice;
  company: MailCompany;
  customer: { contactTitle: string | null; contactPerson: string | null };
  /** Test mode: the customer's address the mail would have gone to; it goes to the operator instead. */
  testFor?: string | null;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const day = (value: string | null) => (value ? germanDay(value) : '');

/** 'Rechnung RE-2026-0001' or 'Stornorechnung RE-2026-0002'. */
export const documentName = (invoice: Pick<MailInvoice, 'kind' | 'number'>) =>
  `${invoice.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'} ${invoice.number ?? ''}`.trim();

/** Where to pay: the seller's account as printed on the invoice, with the number as reference. */
export function paymentLines(invoice: MailInvoice): string[] {
  const { seller } = invoice;
  return [
    `Kontoinhaber: ${seller.name}`,
    seller.iban ? `IBAN: ${formatIban(seller.iban)}` : '',
    seller.bic ? `BIC: ${seller.bic}` : '',
    seller.bankName ? `Bank: ${seller.bankName}` : '',
    `Verwendungszweck: ${invoice.number ?? ''}`,
  ].filter(Boolean);
}

/** 'DE89370400440532013000' → 'DE89 3704 0044 0532 0130 00', as people read and type it. */
const formatIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** Whom to ask, and the greeting's signature. */
export function contactLines(company: MailCompany): { contact: string[]; signature: string } {
  const email = company.contactEmail?.trim() || company.gmailEmail?.trim() || '';
  const phone = company.contactPhone?.trim() ?? '';
  const reach = [phone ? `telefonisch unter ${phone}` : '', email ? `per E-Mail an ${email}` : '']
    .filter(Boolean)
    .join(' oder ');
  return {
    contact: reach ? [`Bei Fragen erreichen Sie uns ${reach}.`] : [],
    signature: company.contactName?.trim() || company.name.trim(),
  };
}

export const testNoteFor = (testFor: string) =>
  `Testmodus: Diese E-Mail wäre an ${testFor} gegangen und wurde stattdessen an Sie gesendet.`;

/**
 * The mail as text and HTML from its paragraphs (blocks of lines): every value escaped in the
 * HTML, the footer below a rule, no images, no tracking.
 */
export function letter(input: {
  subject: string;
  testFor?: string | null;
  greeting: string;
  blocks: string[][];
  /** The customer portal's button below the blocks (decision 072); its link is put in at delivery. */
  portalLabel?: string;
  signature: string;
  company: MailCompany;
}): MailContent {
  const subject = (input.testFor ? TEST_SUBJECT_PREFIX : '') + input.subject;
  const head = [...(input.testFor ? [[testNoteFor(input.testFor)]] : []), [`${input.greeting},`]];
  const body = input.blocks.filter((b) => b.length > 0);
  const end = [['Mit freundlichen Grüßen', input.signature]];
  const link = input.portalLabel ? [portalLinkLines(input.portalLabel)] : [];
  const footer = footerLines(input.company);
  const text = [
    ...[...head, ...body, ...link, ...end].map((b) => b.join('\n')),
    ['-- ', ...footer].join('\n'),
  ].join('\n\n');
  const paragraphs = (blocks: string[][]) =>
    blocks.map((b) => `<p>${b.map(escapeHtml).join('<br>')}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2937;line-height:1.5;max-width:640px">
${paragraphs([...head, ...body])}
${input.portalLabel ? `${portalButtonHtml(input.portalLabel)}\n` : ''}${paragraphs(end)}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">
<p style="font-size:12px;color:#6b7280">${footer.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject, text, html };
}

export const attachmentNote =
  'Die Rechnung finden Sie im Anhang als PDF (mit eingebetteter E-Rechnung nach ZUGFeRD/Factur-X) und zusätzlich als XRechnung (XML).';

/** Subject, plain text and HTML of the mail carrying an invoice or a cancellation invoice. */
export function invoiceMail(input: InvoiceMailInput): MailContent {
  const { invoice, company } = input;
  const name = documentName(invoice);
  const { contact, signature } = contactLines(company);
  const period =
    invoice.serviceFrom && invoice.serviceTo && invoice.serviceFrom !== invoice.serviceTo
      ? `im Zeitraum ${day(invoice.serviceFrom)} bis ${day(invoice.serviceTo)}`
      : invoice.serviceTo
        ? `am ${day(invoice.serviceTo)}`
        : '';
  const reviews =
    invoice.lineCount === 1 ? 'einer Google-Bewertung' : `${invoice.lineCount} Google-Bewertungen`;
  const open = invoice.grossCents - invoice.paidCents;

  let body: string[][];
  if (invoice.kind === 'cancellation') {
    const of = invoice.cancelsNumber ? ` zur Rechnung ${invoice.cancelsNumber}` : '';
    body = [
      [
        `anbei erhalten Sie unsere ${name} vom ${day(invoice.issuedOn)}${of}.`,
        'Die ursprüngliche Rechnung ist damit aufgehoben; Sie brauchen dafür nichts zu überweisen.',
      ],
      [attachmentNote.replace('Die Rechnung', 'Die Stornorechnung')],
      contact,
    ];
  } else {
    const intro = `anbei erhalten Sie unsere ${name} vom ${day(invoice.issuedOn)} über ${formatCents(invoice.grossCents)} für die Entfernung von ${reviews}${period ? ` ${period}` : ''}.`;
    let pay: string[];
    if (invoice.state === 'cancelled') {
      const by = invoice.cancelledByNumber ? ` mit der Stornorechnung ${invoice.cancelledByNumber}` : '';
      pay = [`Diese Rechnung wurde${by} storniert; Sie brauchen dafür nichts zu überweisen.`];
    } else if (invoice.state === 'paid' || open <= 0) {
      pay = ['Die Rechnung ist bereits bezahlt – vielen Dank!'];
    } else {
      const amount = invoice.paidCents > 0 ? `den offenen Betrag von ${formatCents(open)}` : 'den Betrag';
      pay = [
        `Bitte überweisen Sie ${amount} bis zum ${day(invoice.dueOn)} auf folgendes Konto:`,
        ...paymentLines(invoice),
      ];
    }
    body = [[intro], pay, [attachmentNote], contact, ['Vielen Dank für Ihren Auftrag.']];
  }
  return letter({
    subject: `${name} von ${company.name.trim()}`,
    testFor: input.testFor,
    greeting: salutation(input.customer.contactTitle, input.customer.contactPerson),
    blocks: body,
    portalLabel: `${invoice.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'} im Kundenportal ansehen`,
    signature,
    company,
  });
}
