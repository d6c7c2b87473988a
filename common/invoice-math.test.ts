import { describe, expect, it } from 'vitest';
import { formatCents, formatInvoiceNumber, invoiceTotals, priceToCents, vatCents } from './invoice-math';

describe('invoice arithmetic', () => {
  it('rounds VAT half away from zero to the cent, on the sum', () => {
    expect(vatCents(9999, 19)).toBe(1900); // 18,9981 → 19,00
    expect(vatCents(5, 19)).toBe(1); // 0,0095 → 0,01
    expect(vatCents(2, 19)).toBe(0); // 0,0038 → 0,00
    expect(vatCents(50, 1)).toBe(1); // exactly half a cent rounds up
    expect(vatCents(-50, 1)).toBe(-1); // and away from zero when negative (a cancellation)
    expect(vatCents(-9999, 19)).toBe(-1900);
    expect(vatCents(12345, 0)).toBe(0);
    // Per line it would be 3 × 6,33 = 18,99: German invoices round the sum per rate.
    expect(invoiceTotals([3333, 3333, 3333], 19)).toEqual({
      netCents: 9999,
      vatCents: 1900,
      grossCents: 11899,
    });
    expect(invoiceTotals([], 19)).toEqual({ netCents: 0, vatCents: 0, grossCents: 0 });
  });

  it('reads stored prices into cents without float error', () => {
    expect(priceToCents('89.50')).toBe(8950);
    expect(priceToCents('0.1')).toBe(10);
    expect(priceToCents('1234')).toBe(123400);
    expect(priceToCents('-19.99')).toBe(-1999);
    expect(priceToCents('1.15')).toBe(115); // 1.15 * 100 is 114.99999999999999 in floats
    expect(() => priceToCents('1,5')).toThrow();
  });

  it('formats cents and invoice numbers', () => {
    expect(formatCents(10681)).toBe('106,81\u00a0€');
    expect(formatCents(-123456)).toBe('-1.234,56\u00a0€');
    const format = { invoicePrefix: 'RE', invoiceNumberYear: true, invoiceNumberDigits: 4 };
    expect(formatInvoiceNumber(format, 2026, 1)).toBe('RE-2026-0001');
    expect(formatInvoiceNumber(format, 2026, 12345)).toBe('RE-2026-12345');
    expect(
      formatInvoiceNumber({ ...format, invoiceNumberYear: false, invoiceNumberDigits: 3 }, 2026, 7),
    ).toBe('RE-007');
    expect(formatInvoiceNumber({ ...format, invoicePrefix: ' ' }, 2026, 7)).toBe('2026-0007');
  });
});
