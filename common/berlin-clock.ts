// What a Berlin clock shows, read with Intl only (no time-zone library in the server or the browser).
import { TIME_ZONE } from './constants';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

/**
 * The Berlin clock's parts at `instant` by type: year ('2026'), month, day, hour (00–23), minute and
 * second with two digits, weekday 'Mon' … 'Sun'.
 */
export function berlinClockParts(instant: Date): Record<string, string> {
  return Object.fromEntries(clock.formatToParts(instant).map((x) => [x.type, x.value]));
}
