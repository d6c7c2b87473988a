// The tax adviser's CSV of finalized invoices and cancellations (docs/api.md "Invoices"): columns a
// DATEV import can map, ';' separated, German numbers and dates, UTF-8 with BOM so Excel reads the
// umlauts; cells and lines written by server/lib/csv.ts (quoted per RFC 4180, formulas neutralised).
import { germanDay } from '../../../common/calendar-days';
import { invoiceKindLabels, invoiceStatusLabels } from '../../../common/labels';
import { csvDocument, germanCents } from '../../lib/csv';
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

const day = (d: string | null) => (d ? germanDay(d) : '');

function serviceDate(from: string | null, to: string | null) {
  if (!from || !to || from === to) return day(from ?? to);
  return `${day(from)} - ${day(to)}`;
}

export function invoicesCsv(rows: ExportRow[]) {
  const lines = rows.map((r) => [
    r.number ?? '',
    day(r.issuedOn),
    serviceDate(r.serviceFrom, r.serviceTo),
    day(r.dueOn),
    r.customerName,
    r.customerId === null ? '' : String(r.customerId),
    germanCents(r.netCents),
    String(r.vatRate),
    germanCents(r.vatCents),
    germanCents(r.grossCents),
    germanCents(r.paidCents),
    invoiceStatusLabels[r.status],
    r.cancelsNumber ?? '',
    invoiceKindLabels[r.kind],
  ]);
  return csvDocument(columns, lines);
}

/** 'Rechnungen_2026-11-01_bis_2026-11-30.csv' (or '_alle'). */
export function exportFileName(range: { from?: string; to?: string }) {
  if (!range.from && !range.to) return 'Rechnungen_alle.csv';
  return `Rechnungen_${range.from ?? 'Anfang'}_bis_${range.to ?? 'heute'}.csv`;
}
