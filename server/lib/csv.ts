// CSV as German Excel opens it (decision 050): ';' between cells, UTF-8 with a byte order mark so
// the umlauts survive, CRLF line ends, German numbers ('1.234,50'). Cells are quoted per RFC 4180,
// and text a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV injection").
// The one writer of CSV cells and lines: the invoice export and the streamed exports use it.
import { Readable } from 'node:stream';

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** Our own figures: a negative amount ('-19,00') is a number, not a formula. */
class Figure {
  constructor(readonly text: string) {}
}
export const figure = (text: string) => new Figure(text);

export type CsvValue = string | Figure | null | undefined;

const amount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** 123456 → '1.234,56'; -1900 → '-19,00'. */
export const germanCents = (cents: number) => figure(amount.format(cents / 100));

/** A decimal as the database answers it ('1234.50') → '1.234,50'; '' for none. */
export const germanDecimal = (value: string | null) =>
  value === null || value === '' ? '' : figure(amount.format(Number(value)));

/** A count → '11.809'; '' for none. */
export const germanCount = (value: number | null) => (value === null ? '' : figure(count.format(value)));

/** A cell as RFC 4180 wants it; text a spreadsheet would run as a formula gets an apostrophe. */
export function csvCell(value: CsvValue) {
  if (value === null || value === undefined) return '';
  if (value instanceof Figure) return value.text;
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells with its line end. */
export const csvLine = (cells: readonly CsvValue[]) => cells.map(csvCell).join(SEPARATOR) + LINE_END;

/** A whole file held in memory (small exports such as the invoices of a period). */
export const csvDocument = (header: readonly string[], rows: readonly (readonly CsvValue[])[]) =>
  CSV_BOM + csvLine(header) + rows.map(csvLine).join('');

/**
 * A file written as its rows come: `pages` yields one batch of rows at a time and is asked for the
 * next only when the reader has taken the previous one (stream backpressure), so a million rows
 * never sit in memory together.
 */
export function csvStream(
  header: readonly string[],
  pages: AsyncIterable<readonly (readonly CsvValue[])[]>,
): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(header);
    for await (const rows of pages) {
      if (rows.length > 0) yield rows.map(csvLine).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}
