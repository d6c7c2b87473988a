// The GiroCode's text read element by element as EPC069-12 (version 002) defines it, not as our
// code happens to write it: the fixed head, the optional BIC, the limits of 70 and 140 characters
// and of 331 bytes, one element per line and no line after the last filled one.
import { describe, expect, it } from 'vitest';
import { epcElements } from './epc-elements.fixture';
import {
  EPC_MAX_BYTES,
  epcAmount,
  epcQrPayload,
  type SepaTransfer,
  truncateCharacters,
} from './epc-qr-payload';

const transfer: SepaTransfer = {
  name: 'Reputationsschutz Nord GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  amountCents: 11899,
  remittance: 'RE-2026-0007',
};

const bytes = (s: string) => new TextEncoder().encode(s).length;
const codePoints = (s: string) => [...s].length;
const payloadOf = (t: Partial<SepaTransfer>) => epcQrPayload({ ...transfer, ...t })?.payload as string;

describe('EPC069-12 payload, version 002', () => {
  it('writes the elements in the guideline order, one per line', () => {
    const payload = payloadOf({});
    expect(epcElements(payload)).toEqual({
      service: 'BCD', // service tag, fixed
      version: '002',
      charset: '1', // UTF-8
      identification: 'SCT', // SEPA credit transfer
      bic: 'COBADEFFXXX',
      name: 'Reputationsschutz Nord GmbH',
      iban: 'DE89370400440532013000', // compact: no spaces
      amount: 'EUR118.99', // 'EUR', then the amount with a decimal point
      purpose: '', // AT-44 optional, left empty
      structured: '', // a creditor reference OR an unstructured text, never both
      text: 'RE-2026-0007',
      info: undefined, // the last filled element ends the payload: no trailing line break
      rest: [],
    });
    expect(payload.endsWith('\n')).toBe(false);
    expect(payload).not.toContain('\r');
    expect(payload.split('\n')).toHaveLength(11);
  });

  it('leaves the BIC out (optional since version 002) when there is none or it is not a BIC', () => {
    expect(epcElements(payloadOf({ bic: null })).bic).toBe('');
    expect(epcElements(payloadOf({ bic: '' })).bic).toBe('');
    expect(epcElements(payloadOf({ bic: 'KEINEBIC' })).bic).toBe('');
    expect(epcElements(payloadOf({ bic: 'cobadeff' })).bic).toBe('COBADEFF'); // 8 characters is a BIC too
    // The version stays 002 with or without it.
    expect(epcElements(payloadOf({ bic: null })).version).toBe('002');
  });

  it('writes amounts from EUR0.01 to EUR999999999.99 with two decimals, and refuses others', () => {
    expect([1, 5, 100, 10680, 5680, 99_999_999_999].map(epcAmount)).toEqual([
      'EUR0.01',
      'EUR0.05',
      'EUR1.00',
      'EUR106.80',
      'EUR56.80',
      'EUR999999999.99',
    ]);
    // After 'EUR' at most 12 characters.
    expect(epcAmount(99_999_999_999).length - 3).toBe(12);
    for (const amountCents of [0, -11899, 100_000_000_000, 12.5, Number.NaN])
      expect(epcQrPayload({ ...transfer, amountCents }), String(amountCents)).toBeNull();
  });

  it('needs a valid IBAN and a name', () => {
    expect(epcQrPayload({ ...transfer, iban: 'DE89 3704 0044 0532 0130 01' })).toBeNull(); // check digits
    expect(epcQrPayload({ ...transfer, iban: 'DE89370400440532013' })).toBeNull(); // length
    expect(epcQrPayload({ ...transfer, iban: '' })).toBeNull();
    expect(epcQrPayload({ ...transfer, name: ' \n ' })).toBeNull();
    expect(epcElements(payloadOf({ iban: 'at61 1904 3002 3457 3201' })).iban).toBe('AT611904300234573201');
  });

  it('keeps every element on its line: line breaks and control characters in a name become spaces', () => {
    const payload = payloadOf({ name: 'Müller &\r\nSöhne\tGmbH', remittance: 'RE-1\nRE-2' });
    expect(payload.split('\n')).toHaveLength(11);
    expect(epcElements(payload)).toMatchObject({ name: 'Müller & Söhne GmbH', text: 'RE-1 RE-2' });
  });

  it('cuts the name to 70 and the reference to 140 characters, never inside a character', () => {
    const name = `${'Ä'.repeat(68)}😀😀`; // 70 code points, the emoji two UTF-16 units each
    expect(epcElements(payloadOf({ name })).name).toBe(name);
    const longName = `${'Ä'.repeat(69)}😀😀`; // 71 code points
    const cut = epcElements(payloadOf({ name: longName })).name;
    expect(cut).toBe(`${'Ä'.repeat(69)}😀`);
    expect(longName.slice(0, 70)).not.toBe(cut); // cutting UTF-16 units would split the emoji

    // A letter with its combining accent is one character to a reader: kept whole or left out whole.
    const accented = `${'a'.repeat(69)}e\u0301z`;
    expect(epcElements(payloadOf({ name: accented })).name).toBe('a'.repeat(69));

    const reference = `${'R'.repeat(139)}ßß`;
    const text = epcElements(payloadOf({ remittance: reference })).text;
    expect(text).toBe(`${'R'.repeat(139)}ß`);
    expect(codePoints(text)).toBe(140);
    // Whatever was cut is valid UTF-8: it survives a round trip through bytes.
    const payload = payloadOf({ name: longName, remittance: reference });
    expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(payload))).toBe(payload);
  });

  it('stays within 331 bytes: a long multi-byte name gives way first, then the reference', () => {
    // 70 × 4 bytes of name and 140 of reference would be far over the limit.
    const name = '𝔐'.repeat(70);
    const remittance = `RE-2026-0007 ${'x'.repeat(127)}`;
    const payload = payloadOf({ name, remittance });
    expect(bytes(payload)).toBeLessThanOrEqual(EPC_MAX_BYTES);
    const e = epcElements(payload);
    expect(e.text).toBe(remittance); // the reference the payment is matched by stays whole
    expect(e.name.length).toBeGreaterThan(0);
    expect(name.startsWith(e.name)).toBe(true);
    expect(bytes(payload)).toBeGreaterThan(EPC_MAX_BYTES - 4); // cut no more than one character too many

    // Even a reference in 4-byte characters fits once the name is down to one character.
    const worst = payloadOf({ name, remittance: '𝔐'.repeat(140), amountCents: 99_999_999_999 });
    expect(bytes(worst)).toBeLessThanOrEqual(EPC_MAX_BYTES);
    expect(codePoints(epcElements(worst).name)).toBeGreaterThanOrEqual(1);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(worst))).toBe(worst);
  });

  it('an ordinary invoice is far below the limit', () => {
    expect(bytes(payloadOf({}))).toBeLessThan(120);
  });
});

describe('truncateCharacters', () => {
  it('counts code points, not UTF-16 units, and respects a byte budget', () => {
    expect(truncateCharacters('😀😀😀', 2)).toBe('😀😀');
    expect(truncateCharacters('äöü', 3, 5)).toBe('äö');
    expect(truncateCharacters('abc ', 4)).toBe('abc');
  });
});
