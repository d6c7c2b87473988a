// A lead file from bytes to rows of named fields (decision 050): the encoding (UTF-8 with or
// without BOM; Windows-1252, which German Excel writes as 'CSV (Trennzeichen-getrennt)'; UTF-16
// refused), the delimiter (';', ',' or tab, chosen by the header that names the most known
// columns), then csv-parse for quotes, doubled quotes and line breaks inside quoted fields.
import { CsvError, parse } from 'csv-parse/sync';
import {
  CSV_IMPORT_MAX_ROWS,
  type CsvImportField,
  csvImportFieldLabels,
  csvImportFields,
} from '../../../common/schemas/csv-import';
import { AppError } from '../../lib/app-error';

export type Delimiter = ';' | ',' | '\t';

export interface ParsedFile {
  encoding: 'UTF-8' | 'Windows-1252';
  delimiter: Delimiter;
  columns: { header: string; field: CsvImportField | null }[];
  /** Each data row: its line in the file and its values by field ('' for an absent cell). */
  rows: { line: number; values: Record<CsvImportField, string> }[];
}

const refuse = (message: string) => new AppError('BAD_REQUEST', message);

/** Header words in any case, spacing or punctuation ('E-Mail', 'e_mail', 'EMail'). */
const aliases: Record<CsvImportField, string[]> = {
  name: [
    'name',
    'firma',
    'firmenname',
    'kunde',
    'kundenname',
    'unternehmen',
    'company',
    'business',
    'businessname',
  ],
  contactTitle: ['anrede', 'title', 'salutation'],
  contactPerson: [
    'ansprechpartner',
    'ansprechperson',
    'kontaktperson',
    'kontakt',
    'contact',
    'contactperson',
    'contactname',
  ],
  email: ['email', 'emailadresse', 'mail', 'mailadresse', 'emailaddress'],
  phone: ['telefon', 'telefonnummer', 'tel', 'phone', 'phonenumber', 'telephone'],
  googleMapsLink: [
    'googlemapslink',
    'googlemaps',
    'mapslink',
    'maps',
    'googlemapsurl',
    'mapsurl',
    'link',
    'url',
  ],
  pricePerReview: ['preis', 'preisprobewertung', 'preisjebewertung', 'price', 'priceperreview'],
  status: ['status'],
  consent: ['einwilligung', 'consent'],
  consentDate: [
    'einwilligungsdatum',
    'datumdereinwilligung',
    'einwilligungam',
    'einwilligungvom',
    'consentdate',
  ],
};
const fieldByAlias = new Map(
  Object.entries(aliases).flatMap(([field, names]) => names.map((n) => [n, field as CsvImportField])),
);
const normalizeHeader = (header: string) =>
  header
    .toLowerCase()
    .replaceAll('ä', 'a')
    .replaceAll('ö', 'o')
    .replaceAll('ü', 'u')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]/g, '');

/**
 * Windows-1252's bytes 0x80–0x9F ('€', '„', '“', '–', '…'); the five it leaves undefined read as
 * the C1 control characters of the same number, as the WHATWG encoding standard says. Node 20's
 * TextDecoder('windows-1252') reads the whole range as ISO-8859-1's C1 controls, so we map it here.
 */
const windows1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Windows-1252 bytes → text: 0x00–0x7F and 0xA0–0xFF are their own code points (as in latin1). */
const decodeWindows1252 = (bytes: Buffer) =>
  bytes
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => windows1252High[c.charCodeAt(0) - 0x80] as string);

/** Bytes → text: UTF-8 (BOM dropped) or, where the bytes are no UTF-8, Windows-1252. */
export function decodeFile(bytes: Buffer): { text: string; encoding: ParsedFile['encoding'] } {
  if (bytes.length === 0) throw refuse('Die Datei ist leer');
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw refuse(
      'Die Datei ist in UTF-16 gespeichert. Bitte speichern Sie sie als „CSV UTF-8 (durch Trennzeichen getrennt)“.',
    );
  }
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'UTF-8' };
  } catch {
    if (start > 0) throw refuse('Die Datei enthält ungültige Zeichen (kein gültiges UTF-8)');
    return { text: decodeWindows1252(body), encoding: 'Windows-1252' };
  }
}

/**
 * Control characters are never part of a lead list: C0 but tab and line breaks, DEL, and C1. Read
 * as Windows-1252, the bytes 0x80–0x9F are printable ('€', '„', '–') and arrive here as those
 * characters; only the five bytes Windows-1252 leaves undefined remain C1 controls and are refused.
 */
function refuseControlChars(text: string) {
  for (let i = 0, line = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) line++;
    else if ((c <= 0x1f && c !== 0x09 && c !== 0x0d) || (c >= 0x7f && c <= 0x9f)) {
      throw refuse(
        `Die Datei enthält in Zeile ${line} ein Steuerzeichen (z. B. NUL) und kann nicht gelesen werden`,
      );
    }
  }
}

/** The first line's cells split by `d`, quotes respected, for choosing the delimiter. */
function headerCells(text: string, d: Delimiter): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === d) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** The delimiter whose header names the most known columns; ';' (German Excel) on a tie. */
function chooseDelimiter(text: string): Delimiter {
  const known = (d: Delimiter) =>
    headerCells(text, d).filter((h) => fieldByAlias.has(normalizeHeader(h))).length;
  const candidates: Delimiter[] = [';', ',', '\t'];
  return candidates.reduce((best, d) => (known(d) > known(best) ? d : best));
}

const parseMessages: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'ein Anführungszeichen wird nicht geschlossen',
  CSV_INVALID_CLOSING_QUOTE: 'nach einem schließenden Anführungszeichen folgt noch Text',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'nach einem schließenden Anführungszeichen folgt noch Text',
  INVALID_OPENING_QUOTE: 'ein Anführungszeichen steht mitten im Feld',
  CSV_MAX_RECORD_SIZE: 'die Zeile ist zu lang (höchstens 20.000 Zeichen)',
};

/** The whole file into rows; every problem with the file as a whole is a German 400. */
export function parseLeadFile(bytes: Buffer): ParsedFile {
  const { text, encoding } = decodeFile(bytes);
  refuseControlChars(text);
  const delimiter = chooseDelimiter(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      // A quote inside an unquoted field ('Café "Zur Post"') is text, as people type it by hand.
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: 20_000,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? ` in Zeile ${error.lines}` : '';
    throw refuse(
      `Die Datei ist kein gültiges CSV${line}: ${parseMessages[error.code] ?? 'das Format ist fehlerhaft'}`,
    );
  }
  const [head, ...data] = records;
  if (!head) throw refuse('Die Datei ist leer');
  const columns = head.record.map((header) => ({
    header,
    field: fieldByAlias.get(normalizeHeader(header)) ?? null,
  }));
  const taken = new Set<CsvImportField>();
  for (const c of columns) {
    if (c.field && taken.has(c.field))
      throw refuse(`Die Spalte „${csvImportFieldLabels[c.field]}“ kommt in der Kopfzeile zweimal vor`);
    if (c.field) taken.add(c.field);
  }
  const missing = (['name', 'email', 'googleMapsLink'] as const).filter((f) => !taken.has(f));
  if (missing.length > 0) {
    throw refuse(
      `Die Kopfzeile braucht die Spalten ${missing.map((f) => `„${csvImportFieldLabels[f]}“`).join(', ')} (gelesen: ${head.record.slice(0, 12).join(delimiter)})`,
    );
  }
  if (data.length === 0) throw refuse('Die Datei enthält nur die Kopfzeile, keine Kunden');
  if (data.length > CSV_IMPORT_MAX_ROWS) {
    throw refuse(
      `Die Datei enthält ${data.length.toLocaleString('de-DE')} Zeilen; höchstens ${CSV_IMPORT_MAX_ROWS.toLocaleString('de-DE')} sind erlaubt. Bitte teilen Sie sie auf.`,
    );
  }
  const rows = data.map(({ record, info }) => {
    const values = Object.fromEntries(csvImportFields.map((f) => [f, ''])) as Record<CsvImportField, string>;
    for (const [i, c] of columns.entries()) if (c.field) values[c.field] = record[i] ?? '';
    // info.lines is the line the record ends on; a quoted field may span several.
    const breaks = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - breaks, values };
  });
  return { encoding, delimiter, columns, rows };
}
