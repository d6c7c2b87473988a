// The order confirmation as a PDF (pdfkit, as the invoice; decision 071): the operator's identity,
// the customer and signer, when and from where, each review with its reason, note and price, the
// totals, and the terms with version and SHA-256. Rendered from the proof row, so the same order
// renders the same document; the creation date is the order's time.
import { formatDateTime } from '../../../common/format';
import { formatCents, priceToCents, SMALL_BUSINESS_NOTE } from '../../../common/invoice-math';
import { removalReasonLabels } from '../../../common/labels';
import type { PortalOrderItemProof } from '../../../common/schemas/portal';
import { ACCENT, type Doc, INK, MUTED, mm, openA4, RULE } from '../../lib/pdf-style';
import type { getOrderCompany, PortalOrderRow } from './portal-orders.queries';

const PAGE_HEIGHT = mm(297);
const LEFT = mm(20);
const RIGHT = mm(190);
const WIDTH = RIGHT - LEFT;
const BOTTOM = PAGE_HEIGHT - mm(22);

type Company = NonNullable<Awaited<ReturnType<typeof getOrderCompany>>>;

/** Moves to a new page when `height` does not fit below `doc.y`. */
function room(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    doc.y = mm(20);
  }
}

function heading(doc: Doc, company: Company, order: PortalOrderRow) {
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(ACCENT)
    .text(company.legalName?.trim() || company.name, LEFT, mm(16));
  const address = (company.legalAddress ?? '').split(/\r?\n/).filter((l) => l.trim());
  const contact = [company.contactPhone, company.contactEmail || company.gmailEmail, company.website];
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text([address.join(' · '), contact.filter(Boolean).join(' · ')].filter(Boolean).join('\n'), {
      width: WIDTH,
    });
  doc
    .moveTo(LEFT, doc.y + 6)
    .lineTo(RIGHT, doc.y + 6)
    .lineWidth(1.2)
    .strokeColor(ACCENT)
    .stroke();
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text('Auftragsbestätigung', LEFT, doc.y + 18);
  doc.font('regular').fontSize(9.5).fillColor(INK).moveDown(0.5);
  const facts: [string, string][] = [
    ['Auftrag Nr.', String(order.id)],
    ['Auftraggeber', order.customerName],
    ['Bestätigt von', order.signerName],
    ['Zeitpunkt', `${formatDateTime(order.createdAt)} Uhr (Europe/Berlin)`],
    ['Übermittelt über', 'Kundenportal'],
    ['IP-Adresse', order.ip ?? '–'],
    ['Browser', order.userAgent ?? '–'],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, LEFT, y, { width: mm(35) });
    doc.fillColor(INK).text(value, LEFT + mm(36), y, { width: WIDTH - mm(36) });
    doc.moveDown(0.2);
  }
}

function itemBlock(doc: Doc, item: PortalOrderItemProof, position: number) {
  const textWidth = WIDTH - mm(40);
  const published = item.publishedAt ? `, ${formatDateTime(item.publishedAt).slice(0, 10)}` : '';
  const head = `${position}. ${item.author?.trim() || 'Unbekannt'} – ${item.stars} von 5 Sternen${published}`;
  const lines = [
    item.text?.trim() ? `„${item.text.trim()}“` : 'Bewertung ohne Text (nur Sterne)',
    `Grund: ${removalReasonLabels[item.reason]}`,
    item.note ? `Anmerkung: ${item.note}` : '',
    item.url ? `Auf Google: ${item.url}` : '',
  ].filter(Boolean);
  const height =
    doc.font('bold').fontSize(9).heightOfString(head, { width: textWidth }) +
    doc.font('regular').fontSize(8).heightOfString(lines.join('\n'), { width: textWidth }) +
    12;
  room(doc, height);
  const y = doc.y;
  doc.font('bold').fontSize(9).fillColor(INK).text(head, LEFT, y, { width: textWidth });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(lines.join('\n'), LEFT, doc.y + 1, { width: textWidth });
  const bottom = doc.y;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(formatCents(priceToCents(item.price)), RIGHT - mm(35), y, { width: mm(35), align: 'right' });
  doc
    .moveTo(LEFT, bottom + 5)
    .lineTo(RIGHT, bottom + 5)
    .lineWidth(0.3)
    .strokeColor(RULE)
    .stroke();
  doc.y = bottom + 9;
}

function totals(doc: Doc, order: PortalOrderRow) {
  const rows: [string, number, boolean][] =
    order.vatMode === 'small_business'
      ? [['Gesamtbetrag', order.grossCents, true]]
      : [
          ['Nettobetrag', order.netCents, false],
          [`zzgl. ${order.vatRate}\u00a0% USt`, order.vatCents, false],
          ['Gesamtbetrag (brutto)', order.grossCents, true],
        ];
  room(doc, rows.length * 16 + 40);
  for (const [label, cents, bold] of rows) {
    const y = doc.y;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 10 : 9)
      .fillColor(INK);
    doc.text(label, RIGHT - mm(95), y, { width: mm(60) });
    doc.text(formatCents(cents), RIGHT - mm(35), y, { width: mm(35), align: 'right' });
    doc.moveDown(0.3);
  }
  doc.font('regular').fontSize(8.5).fillColor(INK).moveDown(0.5);
  if (order.vatMode === 'small_business') doc.text(SMALL_BUSINESS_NOTE, LEFT, doc.y, { width: WIDTH });
  doc.text(
    'Die Beträge werden nur bei Erfolg fällig: je Bewertung erst, wenn bestätigt ist, dass sie entfernt wurde.',
    LEFT,
    doc.y,
    { width: WIDTH },
  );
}

function terms(doc: Doc, order: PortalOrderRow) {
  room(doc, 80);
  doc.moveDown(1);
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(`Auftragsbedingungen (Version ${order.termsVersion})`, LEFT, doc.y);
  doc.font('regular').fontSize(7.5).fillColor(MUTED).text(`SHA-256: ${order.termsHash}`, { width: WIDTH });
  doc.moveDown(0.5);
  doc.font('regular').fontSize(8.5).fillColor(INK).text(order.termsText, { width: WIDTH, lineGap: 1.5 });
  doc.moveDown(1);
  doc
    .font('regular')
    .fontSize(8.5)
    .text(
      `${order.signerName} hat diese Bedingungen am ${formatDateTime(order.createdAt)} Uhr mit „Zahlungspflichtig beauftragen“ bestätigt.`,
      { width: WIDTH },
    );
}

function pageNumbers(doc: Doc, company: Company) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(MUTED)
      .text(
        `${company.name} – Auftragsbestätigung · Seite ${i + 1} von ${range.count}`,
        LEFT,
        PAGE_HEIGHT - mm(14),
        {
          width: WIDTH,
          align: 'right',
          lineBreak: false,
        },
      );
  }
}

/** The order confirmation's bytes. */
export async function renderPortalOrderPdf(order: PortalOrderRow, company: Company): Promise<Uint8Array> {
  const { doc, done } = await openA4(
    { left: LEFT, right: mm(20) },
    {
      title: `Auftragsbestätigung ${order.id}`,
      author: company.name,
      subject: `Auftrag von ${order.customerName} über das Kundenportal`,
      created: order.createdAt,
    },
  );
  doc.addPage();
  heading(doc, company, order);
  doc.moveDown(1);
  doc.font('bold').fontSize(10).fillColor(INK).text('Beauftragte Bewertungen', LEFT, doc.y);
  doc.moveDown(0.4);
  for (const [i, item] of order.items.entries()) itemBlock(doc, item, i + 1);
  totals(doc, order);
  terms(doc, order);
  pageNumbers(doc, company);
  doc.end();
  return done;
}
