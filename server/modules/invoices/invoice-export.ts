// The tax adviser's CSV of finalized invoices and cancellations (docs/api.md "Invoices"): columns a
// DATEV import can map, ';' separated, German numbers and dates, UTF-8 with BOM so Excel reads the
// umlauts. Fields are quoted per RFC 4180, and a cell a spreadsheet would run as a formula gets a
// leading apostrophe.
import { germanDay } from '../../../common/calendar-days';
import { invoiceKindLabels, invoiceStatusLabels } from '../../../common/labels';
import type { ExportRow } from './invoice-list.queries';

const columns = [
  'Rechnungsnummer',
  'Rechnungsdatum',
  'Leistungsdatum',
  'Fällig am',
  'Kunde',
  'Kundennummer',
  'Netto',
  'USt-Satz',
  'USt',
  'Brutto',
  'Bezahlt',
  'Status',
  'Storno zu',
  'Belegart',
];

const amount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → '1.234,56'; -1900 → '-19,00'. */
const germanAmount = (cents: number) => amount.format(cents / 100);

const day = (d: string | null) => (d ? germanDay(d) : '');

function serviceDate(from: string | null, to: string | null) {
  if (!from || !to || from === to) return day(from ?? to);
  return `${day(from)} - ${day(to)}`;
}

/** Our own figures: a negative amount ('-19,00') is a number, not a formula. */
class Figure {
  constructor(readonly text: string) {}
}
const figure = (text: string) => new Figure(text);

/** A cell as RFC 4180 wants it; text a spreadsheet would run as a formula gets an apostrophe (OWASP). */
function csvCell(value: string | Figure) {
  if (value instanceof Figure) return value.text;
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function invoicesCsv(rows: ExportRow[]) {
  const lines = rows.map((r) =>
    [
      r.number ?? '',
      day(r.issuedOn),
      serviceDate(r.serviceFrom, r.serviceTo),
      day(r.dueOn),
      r.customerName,
      r.customerId === null ? '' : String(r.customerId),
      figure(germanAmount(r.netCents)),
      String(r.vatRate),
      figure(germanAmount(r.vatCents)),
      figure(germanAmount(r.grossCents)),
      figure(germanAmount(r.paidCents)),
      invoiceStatusLabels[r.status],
      r.cancelsNumber ?? '',
      invoiceKindLabels[r.kind],
    ]
      .map(csvCell)
      .join(';'),
  );
  return `\uFEFF${[columns.join(';'), ...lines].join('\r\n')}\r\n`;
}

/** 'Rechnungen_2026-11-01_bis_2026-11-30.csv' (or '_alle'). */
export function exportFileName(range: { from?: string; to?: string }) {
  if (!range.from && !range.to) return 'Rechnungen_alle.csv';
  return `Rechnungen_${range.from ?? 'Anfang'}_bis_${range.to ?? 'heute'}.csv`;
}
