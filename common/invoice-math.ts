// Invoice arithmetic and numbers, shared by the server (which decides) and the page (which shows
// the same figures before asking). Integer cents throughout (docs/decisions/044).

/**
 * VAT on a net sum, rounded as German invoices do: on the sum per rate, commercially (half away
 * from zero) to the cent. Integer arithmetic, so 0.5 cents never falls to float error.
 */
export function vatCents(netCents: number, ratePercent: number): number {
  const sign = netCents < 0 ? -1 : 1;
  const scaled = Math.abs(netCents) * ratePercent; // hundredths of a cent
  return sign * Math.floor((scaled + 50) / 100);
}

export interface InvoiceTotals {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** The VAT rate a company's invoices carry, in percent: none for a small business (§19 UStG). */
export const vatRateOf = (company: { vatMode: 'standard' | 'small_business'; vatRate: number }) =>
  company.vatMode === 'small_business' ? 0 : company.vatRate;

/** The totals of lines at one rate (0 for a small business under §19 UStG). */
export function invoiceTotals(lineCents: readonly number[], ratePercent: number): InvoiceTotals {
  const net = lineCents.reduce((sum, c) => sum + c, 0);
  const vat = vatCents(net, ratePercent);
  return { netCents: net, vatCents: vat, grossCents: net + vat };
}

/** A price as the database stores it ('89.50') into cents (8950), without float rounding. */
export function priceToCents(price: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!m) throw new Error(`not a price: ${price}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Cents as the decimal text the API sends money in (8950 → '89.50', -8950 → '-89.50'). */
export function centsToDecimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** 10681 → '106,81 €'. */
export function formatCents(cents: number): string {
  return euro.format(cents / 100);
}

export interface InvoiceNumberFormat {
  invoicePrefix: string;
  invoiceNumberYear: boolean;
  invoiceNumberDigits: number;
}

/** 'RE-2026-0001' (prefix, year when set, running number padded); an empty prefix drops its dash. */
export function formatInvoiceNumber(format: InvoiceNumberFormat, year: number, running: number): string {
  const parts = [format.invoicePrefix.trim(), format.invoiceNumberYear ? String(year) : '']
    .filter(Boolean)
    .concat(String(running).padStart(format.invoiceNumberDigits, '0'));
  return parts.join('-');
}

/** The text §19 UStG asks a small business to print instead of VAT. */
export const SMALL_BUSINESS_NOTE = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';
