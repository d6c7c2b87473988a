import { TIME_ZONE } from './constants';

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A formatter made on its first use, then kept: the browser's first date formatter costs about
 * 15 ms of main thread (its calendar data loads), which a page pays only when it shows a date,
 * not while the app starts (issue 35, point 9).
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const berlinDay = { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const dateFormat = once(() => new Intl.DateTimeFormat('de-DE', berlinDay));
const dateTimeFormat = once(
  () => new Intl.DateTimeFormat('de-DE', { ...berlinDay, hour: '2-digit', minute: '2-digit' }),
);

/** dd.MM.yyyy HH:mm in Berlin time; '' for no date. */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  return d ? dateTimeFormat().format(d).replace(',', '') : '';
}

/** dd.MM.yyyy in Berlin time; '' for no date. */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  return d ? dateFormat().format(d) : '';
}

const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** 89 → '89,00 €'. Accepts the numeric strings the API sends for decimals. */
export function formatEuro(value: string | number | null | undefined): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return euroFormat.format(Number.isFinite(n) ? n : 0);
}

const countFormat = new Intl.NumberFormat('de-DE');

/** A count as German readers write it: 11809 → '11.809'. */
export function formatCount(n: number): string {
  return countFormat.format(n);
}

const usdAmount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Apify's costs, billed in US dollars, the one form everywhere (docs/product.md §9):
 * 0.614 → '0,61 US$', 1234.5 → '1.234,50 US$'. A cost above 0 that rounds to 0,00 reads
 * '< 0,01 US$', so a scan that cost something never looks free.
 */
export function formatUsd(value: string | number | null | undefined): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  const usd = Number.isFinite(n) ? n : 0;
  // A no-break space between number and unit, as Intl puts one before '€'.
  if (usd > 0 && usd < 0.005) return `<\u00a0${usdAmount.format(0.01)}\u00a0US$`;
  return `${usdAmount.format(usd)}\u00a0US$`;
}
