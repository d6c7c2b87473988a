// Wall-clock arithmetic in Europe/Berlin with Intl only (no time-zone library on the server).
import { berlinClockParts } from '../../common/berlin-clock';

export interface BerlinWallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
}

const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** What a Berlin clock shows at `instant`. */
export function berlinWallTime(instant: Date): BerlinWallTime {
  const p = berlinClockParts(instant);
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    weekday: weekdays[p.weekday],
  };
}

/** Berlin's offset from UTC at `instant`, in milliseconds (+1 h in winter, +2 h in summer). */
function offsetMs(instant: Date): number {
  const w = berlinWallTime(instant);
  const seconds = instant.getUTCSeconds() * 1000 + instant.getUTCMilliseconds();
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) + seconds - instant.getTime();
}

/**
 * The instant a Berlin clock shows year-month-day hour:minute (day may overflow: day 0 is the last
 * of the previous month). In the hour skipped in spring the later offset wins; in the doubled
 * autumn hour, the first.
 */
export function berlinInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall - offsetMs(new Date(wall));
  guess = wall - offsetMs(new Date(guess));
  return new Date(guess);
}
