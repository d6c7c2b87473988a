// The text inside an EPC QR code ('GiroCode'): EPC069-12 'Quick Response Code: Guidelines to
// Enable Data Capture for the Initiation of a SEPA Credit Transfer', version 002, character set 1
// (UTF-8). No well-kept npm package writes it (decision 068); its rules are few and all here.
import { isValidBIC, isValidIBAN } from 'ibantools';

/** QR version 13 at error level M holds 331 bytes: the guideline's limit for the whole payload. */
export const EPC_MAX_BYTES = 331;
export const EPC_NAME_MAX = 70;
export const EPC_REMITTANCE_MAX = 140;
/** EUR 999999999.99, the largest amount the guideline allows (12 characters after 'EUR'). */
const MAX_CENTS = 99_999_999_999;

/** What a SEPA credit transfer needs: the beneficiary, the amount and the unstructured reference. */
export interface SepaTransfer {
  name: string;
  iban: string;
  /** Optional in version 002; left out when empty or not a valid BIC. */
  bic?: string | null;
  amountCents: number;
  /** Unstructured remittance information (AT-05), e.g. the invoice number. */
  remittance: string;
}

const graphemes = new Intl.Segmenter('de', { granularity: 'grapheme' });
const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * `text` cut to at most `maxChars` characters (Unicode code points) and `maxBytes` UTF-8 bytes, at a
 * character boundary: a surrogate pair, or a letter with its combining accent, is kept whole or
 * left out whole.
 */
export function truncateCharacters(
  text: string,
  maxChars: number,
  maxBytes = Number.POSITIVE_INFINITY,
): string {
  let out = '';
  let chars = 0;
  let bytes = 0;
  for (const { segment } of graphemes.segment(text)) {
    const c = [...segment].length;
    const b = utf8Length(segment);
    if (chars + c > maxChars || bytes + b > maxBytes) break;
    out += segment;
    chars += c;
    bytes += b;
  }
  return out.trimEnd();
}

const firstCharacter = (text: string) =>
  graphemes.segment(text)[Symbol.iterator]().next().value?.segment ?? '';

/** One element on one line: a line break or other control character would end it early. */
const oneLine = (text: string) =>
  text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** 'EUR118.99': the euro amount with a decimal point and two decimals. */
export function epcAmount(cents: number): string {
  return `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The twelve elements of version 002, in order; the last filled one ends the payload. */
function elements(t: { bic: string; name: string; iban: string; amountCents: number; remittance: string }) {
  return [
    'BCD', // service tag
    '002', // version
    '1', // character set: UTF-8
    'SCT', // identification: SEPA credit transfer
    t.bic,
    t.name,
    t.iban,
    epcAmount(t.amountCents),
    '', // purpose (AT-44): none
    '', // structured remittance (creditor reference): none, the unstructured one is used
    t.remittance,
    '', // beneficiary to originator information: none
  ];
}

function join(parts: string[]): string {
  const last = parts.findLastIndex((p) => p !== '');
  return parts.slice(0, last + 1).join('\n');
}

/** The payload and the transfer as it holds it (IBAN and BIC compact, name and reference cut). */
export interface EpcQrPayload {
  payload: string;
  transfer: Required<SepaTransfer>;
}

/**
 * The payload, or null when no valid transfer can be written (an invalid IBAN, no name, an amount
 * outside EUR 0.01 … 999999999.99). Name and reference are cut to 70 and 140 characters; a payload
 * still over 331 bytes (only with many multi-byte characters) loses the end of the name first,
 * since the reference is what the payment is matched by, then the end of the reference.
 */
export function epcQrPayload(transfer: SepaTransfer): EpcQrPayload | null {
  const iban = transfer.iban.replace(/\s+/g, '').toUpperCase();
  const bic = (transfer.bic ?? '').replace(/\s+/g, '').toUpperCase();
  const { amountCents } = transfer;
  if (!isValidIBAN(iban)) return null;
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > MAX_CENTS) return null;
  const fields = {
    bic: bic && isValidBIC(bic) ? bic : '',
    name: truncateCharacters(oneLine(transfer.name), EPC_NAME_MAX),
    iban,
    amountCents,
    remittance: truncateCharacters(oneLine(transfer.remittance), EPC_REMITTANCE_MAX),
  };
  if (!fields.name) return null;
  const over = () => utf8Length(join(elements(fields))) - EPC_MAX_BYTES;
  if (over() > 0) {
    const budget = utf8Length(fields.name) - over();
    // At least its first character stays: a name is mandatory.
    fields.name = truncateCharacters(fields.name, EPC_NAME_MAX, budget) || firstCharacter(fields.name);
  }
  if (over() > 0)
    fields.remittance = truncateCharacters(
      fields.remittance,
      EPC_REMITTANCE_MAX,
      utf8Length(fields.remittance) - over(),
    );
  return { payload: join(elements(fields)), transfer: fields };
}
