// The readable invoice (pdfkit): A4 after DIN 5008 form B (address window, information block,
// fold marks), every §14 (4) UStG field, the legal footer on every page, 'Seite x von n'.
// DejaVu Sans is embedded (PDF/A-3 needs embedded fonts; it has every German glyph). The creation
// date is the finalization (or creation) time, so one invoice always renders the same bytes.
import { germanDay } from '../../../../common/calendar-days';
import { formatCents, SMALL_BUSINESS_NOTE } from '../../../../common/invoice-math';
import type { InvoiceDetail, InvoiceLine } from '../../../../common/schemas/invoice';
import { ACCENT, type Doc, INK, MUTED, mm, openA4, RULE } from '../../../lib/pdf-style';
import { cancelsText, customerNumber, servicePeriod } from './e-invoice';
import { darkRuns, type GiroCode, invoiceGiroCode } from './girocode';

const PAGE = { width: mm(210), height: mm(297) };
const LEFT = mm(25);
const RIGHT = PAGE.width - mm(20);
const WIDTH = RIGHT - LEFT;
const FOOTER_TOP = PAGE.height - mm(28);
const BODY_BOTTOM = FOOTER_TOP - mm(12);

const columns = { pos: LEFT, text: LEFT + mm(14), amount: RIGHT - mm(30), amountWidth: mm(30) };

/** '19 %' with the German non-breaking space. */
const percent = (rate: number) => `${rate}\u00a0%`;
/** An IBAN in groups of four that never breaks across lines. */
const iban = (value: string) => value.replace(/\s+/g, '').replace(/(.{4})(?!$)/g, '$1\u00a0');

function title(detail: InvoiceDetail): string {
  if (detail.kind === 'cancellation') return cancelsText(detail);
  return 'Rechnung';
}

function infoRows(detail: InvoiceDetail): [string, string][] {
  const period = servicePeriod(detail);
  const service: [string, string] | null = period
    ? period.from === period.to
      ? ['Leistungsdatum', germanDay(period.from)]
      : ['Leistungszeitraum', `${germanDay(period.from)} – ${germanDay(period.to)}`]
    : null;
  const kind = detail.kind === 'cancellation' ? 'Stornorechnungsnr.' : 'Rechnungsnummer';
  const rows: ([string, string] | null)[] = [
    [kind, detail.number ?? 'wird beim Festschreiben vergeben'],
    [
      detail.kind === 'cancellation' ? 'Datum' : 'Rechnungsdatum',
      detail.issuedOn ? germanDay(detail.issuedOn) : '–',
    ],
    service,
    customerNumber(detail) ? ['Kundennummer', customerNumber(detail) as string] : null,
    detail.kind === 'invoice' && detail.dueOn ? ['Fällig am', germanDay(detail.dueOn)] : null,
    detail.seller.vatId ? ['USt-IdNr.', detail.seller.vatId] : null,
    detail.seller.taxNumber ? ['Steuernummer', detail.seller.taxNumber] : null,
  ];
  return rows.filter((r): r is [string, string] => r !== null);
}

function letterhead(doc: Doc, detail: InvoiceDetail) {
  const s = detail.seller;
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(ACCENT)
    .text(s.name, LEFT, mm(14), { width: WIDTH * 0.6 });
  const contact = [s.address.split('\n').join(' · '), [s.phone, s.email].filter(Boolean).join(' · ')]
    .filter(Boolean)
    .join('\n');
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(contact, LEFT, doc.y + 2, { width: WIDTH * 0.7 });
  doc.moveTo(LEFT, mm(36)).lineTo(RIGHT, mm(36)).lineWidth(1.2).strokeColor(ACCENT).stroke();
}

function foldMarks(doc: Doc) {
  // Form B: fold marks at 105 mm and 210 mm, the punch mark at 148.5 mm.
  doc.lineWidth(0.4).strokeColor(RULE);
  for (const [y, len] of [
    [105, 5],
    [148.5, 8],
    [210, 5],
  ]) {
    doc
      .moveTo(mm(4), mm(y))
      .lineTo(mm(4 + len), mm(y))
      .stroke();
  }
}

function addressWindow(doc: Doc, detail: InvoiceDetail) {
  const s = detail.seller;
  const sender = [s.name, ...s.address.split('\n')].join(' · ');
  doc
    .font('regular')
    .fontSize(6.5)
    .fillColor(MUTED)
    .text(sender, LEFT, mm(50), { width: mm(80), lineBreak: false, ellipsis: true });
  doc
    .moveTo(LEFT, mm(53.5))
    .lineTo(LEFT + mm(80), mm(53.5))
    .lineWidth(0.4)
    .strokeColor(RULE)
    .stroke();
  const b = detail.buyer;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text([b.name, ...b.address.split('\n')].join('\n'), LEFT, mm(58), {
      width: mm(80),
      lineGap: 1.5,
    });
}

function infoBlock(doc: Doc, detail: InvoiceDetail) {
  const x = mm(118);
  const labelWidth = mm(30);
  let y = mm(50);
  for (const [label, value] of infoRows(detail)) {
    doc.font('regular').fontSize(8.5).fillColor(MUTED).text(label, x, y, { width: labelWidth });
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(INK)
      .text(value, x + labelWidth, y, { width: RIGHT - x - labelWidth });
    y = Math.max(doc.y, y + 12) + 1.5;
  }
}

/** The head of a following page: whose invoice this is. */
function continuation(doc: Doc, detail: InvoiceDetail) {
  const what = [title(detail), detail.number, detail.buyer.name].filter(Boolean).join(' · ');
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`${detail.seller.name} – ${what}`, LEFT, mm(18), { width: WIDTH });
  doc.moveTo(LEFT, mm(23)).lineTo(RIGHT, mm(23)).lineWidth(0.4).strokeColor(RULE).stroke();
}

function tableHeader(doc: Doc, y: number): number {
  doc.font('bold').fontSize(8.5).fillColor(INK);
  doc.text('Pos.', columns.pos, y, { width: mm(12) });
  doc.text('Leistung', columns.text, y, { width: columns.amount - columns.text - mm(4) });
  doc.text('Betrag', columns.amount, y, { width: columns.amountWidth, align: 'right' });
  const bottom = y + 14;
  doc.moveTo(LEFT, bottom).lineTo(RIGHT, bottom).lineWidth(0.8).strokeColor(INK).stroke();
  return bottom + 6;
}

/** Under the description: the removal day, and the review's data when the text lacks them. */
function lineDetails(line: InvoiceLine): string {
  const described = !line.reviewAuthor || line.description.includes(line.reviewAuthor);
  const parts = [
    !described && line.reviewAuthor ? `Verfasser: ${line.reviewAuthor}` : null,
    !described && line.reviewRating !== null ? `${line.reviewRating} von 5 Sternen` : null,
    !described && line.reviewDate ? `Bewertung vom ${germanDay(line.reviewDate)}` : null,
    line.removedOn ? `Entfernt am ${germanDay(line.removedOn)}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

function lineRow(doc: Doc, line: InvoiceLine, y: number): number {
  const textWidth = columns.amount - columns.text - mm(4);
  doc.font('regular').fontSize(8.5).fillColor(INK);
  doc.text(String(line.position), columns.pos, y, { width: mm(12) });
  doc.text(formatCents(line.netCents), columns.amount, y, { width: columns.amountWidth, align: 'right' });
  doc.text(line.description, columns.text, y, { width: textWidth });
  const details = lineDetails(line);
  if (details)
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(details, columns.text, doc.y + 1, { width: textWidth });
  const bottom = doc.y + 5;
  doc.moveTo(columns.text, bottom).lineTo(RIGHT, bottom).lineWidth(0.3).strokeColor(RULE).stroke();
  return bottom + 5;
}

/** The height a line row needs, to break the page before it rather than inside it. */
function lineHeight(doc: Doc, line: InvoiceLine): number {
  const textWidth = columns.amount - columns.text - mm(4);
  const main = doc.font('regular').fontSize(8.5).heightOfString(line.description, { width: textWidth });
  const details = lineDetails(line);
  const sub = details
    ? doc.font('regular').fontSize(7.5).heightOfString(details, { width: textWidth }) + 1
    : 0;
  return main + sub + 10;
}

function totals(doc: Doc, detail: InvoiceDetail, y: number): number {
  const labelX = mm(110);
  const labelWidth = columns.amount - labelX;
  const row = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 10 : 9)
      .fillColor(INK);
    doc.text(label, labelX, y, { width: labelWidth });
    doc.text(value, columns.amount, y, { width: columns.amountWidth, align: 'right' });
    y = doc.y + 4;
  };
  if (detail.vatMode === 'small_business') {
    row('Gesamtbetrag', formatCents(detail.grossCents), true);
  } else {
    row('Nettobetrag', formatCents(detail.netCents));
    row(`zzgl. ${percent(detail.vatRate)} USt`, formatCents(detail.vatCents));
    doc
      .moveTo(labelX, y - 1)
      .lineTo(RIGHT, y - 1)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    y += 3;
    row('Gesamtbetrag (brutto)', formatCents(detail.grossCents), true);
  }
  return y + 8;
}

function closingText(detail: InvoiceDetail): string[] {
  const s = detail.seller;
  const paras: string[] = [];
  if (detail.vatMode === 'small_business') paras.push(SMALL_BUSINESS_NOTE);
  if (detail.kind === 'cancellation') {
    paras.push(
      `Mit dieser Stornorechnung wird die Rechnung Nr. ${detail.cancelsNumber ?? '–'}${detail.cancelsIssuedOn ? ` vom ${germanDay(detail.cancelsIssuedOn)}` : ''} vollständig aufgehoben. ` +
        'Bereits gezahlte Beträge erstatten wir Ihnen; offene Beträge sind nicht mehr zu zahlen.',
    );
  } else {
    const bank = [s.iban ? `IBAN\u00a0${iban(s.iban)}` : null, s.bic ? `BIC\u00a0${s.bic}` : null, s.bankName]
      .filter(Boolean)
      .join(', ');
    const due = detail.dueOn ? ` bis zum ${germanDay(detail.dueOn)}` : '';
    const reference = detail.number ? ` unter Angabe der Rechnungsnummer ${detail.number}` : '';
    const open = detail.grossCents - detail.paidCents;
    // After a part payment the sentence asks for what the GiroCode asks for: the rest.
    const amount =
      detail.paidCents > 0 && open > 0
        ? `den noch offenen Betrag von ${formatCents(open)} (Gesamtbetrag ${formatCents(detail.grossCents)}, bereits gezahlt ${formatCents(detail.paidCents)})`
        : `den Betrag von ${formatCents(detail.grossCents)}`;
    paras.push(
      `Bitte überweisen Sie ${amount}${due}${reference} ohne Abzug` +
        (bank ? ` auf folgendes Konto: ${bank}.` : '.'),
    );
  }
  return paras;
}

function footer(doc: Doc, detail: InvoiceDetail, page: number, pages: number) {
  const s = detail.seller;
  doc.font('regular').fontSize(7.5).fillColor(MUTED);
  doc.text(`Seite ${page} von ${pages}`, LEFT, FOOTER_TOP - mm(7), { width: WIDTH, align: 'right' });
  doc.moveTo(LEFT, FOOTER_TOP).lineTo(RIGHT, FOOTER_TOP).lineWidth(0.4).strokeColor(RULE).stroke();
  const register = [s.registerCourt, s.registerNumber].filter(Boolean).join(', ');
  const blocks = [
    [s.name, ...s.address.split('\n')],
    [
      s.managingDirectors ? `Geschäftsführung: ${s.managingDirectors}` : null,
      s.registeredSeat ? `Sitz: ${s.registeredSeat}` : null,
      register ? `Registergericht: ${register}` : null,
      s.vatId ? `USt-IdNr.: ${s.vatId}` : null,
      s.taxNumber ? `Steuernummer: ${s.taxNumber}` : null,
    ],
    [s.phone ? `Tel. ${s.phone}` : null, s.email, s.website],
    [s.bankName, s.iban ? `IBAN ${iban(s.iban)}` : null, s.bic ? `BIC ${s.bic}` : null],
  ];
  // Widths by what the columns hold: the legal lines and the e-mail address are the long ones.
  const shares = [0.17, 0.27, 0.29, 0.27];
  let x = LEFT;
  blocks.forEach((lines, i) => {
    const width = WIDTH * shares[i];
    doc
      .font('regular')
      .fontSize(6.3)
      .fillColor(MUTED)
      .text(lines.filter(Boolean).join('\n'), x, FOOTER_TOP + mm(2.5), {
        width: width - mm(2.5),
        lineGap: 0.5,
      });
    x += width;
  });
}

function draftMark(doc: Doc) {
  doc.save();
  doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc
    .font('bold')
    .fontSize(34)
    .fillColor('#b91c1c')
    .fillOpacity(0.14)
    .text('ENTWURF – keine gültige Rechnung', -PAGE.width * 0.2, PAGE.height / 2 - 20, {
      width: PAGE.width * 1.4,
      align: 'center',
      lineBreak: false,
    });
  doc.restore();
  doc.fillOpacity(1);
}

/** The invoice as a PDF (not yet Factur-X: invoice-files.ts embeds the XML). */
export async function renderInvoicePdf(detail: InvoiceDetail): Promise<Uint8Array> {
  const code = await invoiceGiroCode(detail);
  const { doc, done } = await openDocument(detail);
  doc.addPage();
  letterhead(doc, detail);
  foldMarks(doc);
  addressWindow(doc, detail);
  infoBlock(doc, detail);
  const y = linesTable(doc, detail, opening(doc, detail));
  closingBlock(doc, detail, code, y);
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    footer(doc, detail, i + 1, range.count);
    if (detail.state === 'draft') draftMark(doc);
  }
  doc.end();
  return done;
}

/** An A4 document with the invoice's metadata, and the bytes it will have when ended. */
function openDocument(detail: InvoiceDetail) {
  return openA4(
    { left: LEFT, right: PAGE.width - RIGHT },
    {
      title: `${title(detail)}${detail.number ? ` ${detail.number}` : ''}`,
      author: detail.seller.name,
      subject: `${title(detail)} an ${detail.buyer.name}`,
      created: new Date(detail.finalizedAt ?? detail.createdAt),
    },
  );
}

/** The title, the draft's warning and the greeting; answers where the table starts. */
function opening(doc: Doc, detail: InvoiceDetail) {
  doc.font('bold').fontSize(14).fillColor(INK).text(title(detail), LEFT, mm(103), { width: WIDTH });
  if (detail.state === 'draft')
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('#b91c1c')
      .text('ENTWURF – keine gültige Rechnung', LEFT, doc.y + 2);
  const intro =
    detail.kind === 'cancellation'
      ? `Sehr geehrte Damen und Herren,\nhiermit stornieren wir die Rechnung Nr. ${detail.cancelsNumber ?? '–'} mit den folgenden Positionen:`
      : 'Sehr geehrte Damen und Herren,\nvielen Dank für Ihren Auftrag. Für die folgenden Leistungen berechnen wir Ihnen:';
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(INK)
    .text(intro, LEFT, doc.y + mm(5), { width: WIDTH, lineGap: 2 });
  return doc.y + mm(5);
}

/** The lines, over as many pages as they need; answers where the table ends. */
function linesTable(doc: Doc, detail: InvoiceDetail, top: number) {
  let y = tableHeader(doc, top);
  for (const line of detail.lines) {
    if (y + lineHeight(doc, line) > BODY_BOTTOM) {
      doc.addPage();
      continuation(doc, detail);
      y = tableHeader(doc, mm(30));
    }
    y = lineRow(doc, line, y);
  }
  return y;
}

/** The GiroCode beside the payment paragraph: its side, the gap to the text, the caption below. */
const GIROCODE = { size: mm(30), gap: mm(6), caption: 'Mit Banking-App scannen (GiroCode)' };

/** The code's modules as black rectangles on white (one per dark run), and its caption. */
function giroCodeBlock(doc: Doc, code: GiroCode, x: number, y: number) {
  const unit = GIROCODE.size / code.modules.length;
  doc.rect(x, y, GIROCODE.size, GIROCODE.size).fill('#ffffff');
  code.modules.forEach((row, r) => {
    for (const [c, n] of darkRuns(row)) doc.rect(x + c * unit, y + r * unit, n * unit, unit);
  });
  doc.fill('#000000');
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(MUTED)
    .text(GIROCODE.caption, x - mm(4), y + GIROCODE.size + 1, {
      width: GIROCODE.size + mm(8),
      align: 'center',
    });
}

/** The totals, the closing paragraphs and the signature, on a new page when they don't fit. */
function closingBlock(doc: Doc, detail: InvoiceDetail, code: GiroCode | null, top: number) {
  let y = top;
  const closing = closingText(detail);
  // With a GiroCode the paragraphs leave the right edge to it; it stands beside the last one.
  const width = code ? WIDTH - GIROCODE.size - GIROCODE.gap : WIDTH;
  const heights = closing.map(
    (p) => doc.font('regular').fontSize(9).heightOfString(p, { width, lineGap: 1.5 }) + 6,
  );
  const codeHeight = code ? GIROCODE.size + 24 : 0;
  const textHeight = heights.reduce((h, p) => h + p, 0);
  const closingHeight = Math.max(textHeight, textHeight - (heights.at(-1) ?? 0) + codeHeight) + 90;
  if (y + closingHeight > BODY_BOTTOM) {
    doc.addPage();
    continuation(doc, detail);
    y = mm(30);
  }
  y = totals(doc, detail, y + 4);
  closing.forEach((p, i) => {
    if (code && i === closing.length - 1) giroCodeBlock(doc, code, RIGHT - GIROCODE.size, y);
    doc.font('regular').fontSize(9).fillColor(INK).text(p, LEFT, y, { width, lineGap: 1.5 });
    y = doc.y + 6;
  });
  // The greeting and the name stand in the text column, beside the code if it reaches that far.
  doc.font('regular').fontSize(9).fillColor(INK);
  doc.text('Mit freundlichen Grüßen', LEFT, y + 6, { width });
  doc.text(detail.seller.contactName ?? detail.seller.name, LEFT, doc.y + 2, { width });
}
