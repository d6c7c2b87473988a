// Berlin calendar days as 'YYYY-MM-DD' strings: deadlines, due days and invoice dates count in
// days as a German reader does, never in hours, so no DST change can move them.
import { TIME_ZONE } from './constants';

/** 'YYYY-MM-DD' of the Berlin calendar day `instant` falls on. */
export function berlinDay(instant: Date): string {
  return berlinDayFormat.format(instant);
}
const berlinDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const toUtc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return { y, m, d };
};
const fmt = (date: Date) => date.toISOString().slice(0, 10);

/** A calendar day plus `days` (no clock involved, so no DST hour can shift it). */
export function addDays(day: string, days: number): string {
  const { y, m, d } = toUtc(day);
  return fmt(new Date(Date.UTC(y, m - 1, d + days)));
}

/** A calendar day plus `months`; the 31st becomes the month's last day where it is shorter. */
export function addMonths(day: string, months: number): string {
  const { y, m, d } = toUtc(day);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return fmt(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
export function germanDay(day: string): string {
  const { y, m, d } = toUtc(day);
  return `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`;
}
