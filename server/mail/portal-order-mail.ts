// The confirmation of an order the owner placed in the customer portal (decision 071): what was
// ordered, on which terms, by whom and when; the order itself is the attached PDF. No advertising,
// so no unsubscribe link, but the sender's legal footer as on every mail.

import { formatDateTime } from '../../common/format';
import { formatCents, priceToCents } from '../../common/invoice-math';
import { removalReasonLabels } from '../../common/labels';
import type { PortalOrderItemProof } from '../../common/schemas/portal';
import { contactLines, letter, type MailCompany, type MailContent } from './invoice-mail';
import { salutation } from './offer-greeting';

export interface PortalOrderMailInput {
  order: {
    createdAt: Date;
    signerName: string;
    termsVersion: number;
    termsHash: string;
    items: PortalOrderItemProof[];
    vatMode: 'standard' | 'small_business';
    vatRate: number;
    netCents: number;
    vatCents: number;
    grossCents: number;
  };
  company: MailCompany;
  customer: { contactTitle: string | null; contactPerson: string | null };
  testFor?: string | null;
}

const stars = (n: number) => `${n} ${n === 1 ? 'Stern' : 'Sterne'}`;

/** '1. Anna B., 1 Stern – Kein Kundenkontakt – 89,00 €' and the owner's note below it. */
function itemLines(items: PortalOrderItemProof[]): string[] {
  return items.flatMap((item, i) => [
    `${i + 1}. ${item.author?.trim() || 'Unbekannt'}, ${stars(item.stars)} – ${removalReasonLabels[item.reason]} – ${formatCents(priceToCents(item.price))}`,
    ...(item.note ? [`   Ihre Anmerkung: ${item.note}`] : []),
  ]);
}

export function totalLines(o: PortalOrderMailInput['order']): string[] {
  if (o.vatMode === 'small_business') {
    return [`Gesamt: ${formatCents(o.grossCents)} (gemäß § 19 UStG ohne Umsatzsteuer)`];
  }
  return [
    `Netto: ${formatCents(o.netCents)}`,
    `zzgl. ${o.vatRate} % USt: ${formatCents(o.vatCents)}`,
    `Gesamt (brutto): ${formatCents(o.grossCents)}`,
  ];
}

/** Subject, plain text and HTML of the order confirmation. */
export function portalOrderMail(input: PortalOrderMailInput): MailContent {
  const { order, company } = input;
  const { contact, signature } = contactLines(company);
  const when = formatDateTime(order.createdAt);
  const count =
    order.items.length === 1 ? 'einer Google-Bewertung' : `von ${order.items.length} Google-Bewertungen`;
  return letter({
    subject: `Ihr Auftrag vom ${when.slice(0, 10)} – ${company.name.trim()}`,
    testFor: input.testFor,
    greeting: salutation(input.customer.contactTitle, input.customer.contactPerson),
    blocks: [
      [
        `vielen Dank für Ihren Auftrag. Am ${when} Uhr haben Sie im Kundenportal die Entfernung ${count} beauftragt:`,
      ],
      itemLines(order.items),
      totalLines(order),
      [
        'Sie zahlen nur bei Erfolg: Der Betrag je Bewertung wird erst fällig, wenn wir bestätigt haben, dass sie entfernt ist.',
      ],
      [
        `Bestätigt von: ${order.signerName}`,
        `Auftragsbedingungen: Version ${order.termsVersion} (SHA-256 ${order.termsHash})`,
        'Die Auftragsbestätigung mit allen Angaben und den Bedingungen finden Sie im Anhang als PDF.',
      ],
      ['Den Stand Ihrer Aufträge sehen Sie jederzeit in Ihrem Kundenportal.'],
      contact,
    ],
    // A link of its own, put in at delivery: the stored mail never holds a token (decision 072).
    portalLabel: 'Aufträge im Kundenportal ansehen',
    signature,
    company,
  });
}
