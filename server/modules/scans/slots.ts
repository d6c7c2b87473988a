// The clock's slots in Europe/Berlin (docs/product.md §10 "Scan of a company", step 8).
import type { ScanFrequency } from '../../../common/enums';
import { berlinInstant, berlinWallTime } from '../../lib/berlin-time';

export interface Schedule {
  scanFrequency: ScanFrequency;
  /** 'HH:mm'; for hourly scans only the minute counts. */
  scanTime: string;
}

export interface Slot {
  /** Berlin wall time 'YYYY-MM-DDTHH:mm': unique per company, so every slot runs once. */
  key: string;
  at: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

function slotAt(year: number, month: number, day: number, hour: number, minute: number): Slot {
  const at = berlinInstant(year, month, day, hour, minute);
  const w = berlinWallTime(at);
  return { key: `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`, at };
}

function parseTime(scanTime: string) {
  const [h, m] = scanTime.split(':').map(Number);
  return { hour: Number.isInteger(h) ? h : 9, minute: Number.isInteger(m) ? m : 0 };
}

/**
 * The newest slot at or before `now` on the current Berlin day, or null. A slot missed while no
 * instance ran is still due later the same day; yesterday's is not.
 */
export function dueSlot(schedule: Schedule, now: Date): Slot | null {
  const today = berlinWallTime(now);
  const { hour, minute } = parseTime(schedule.scanTime);
  let slot: Slot;
  if (schedule.scanFrequency === 'hourly') {
    const h = today.minute >= minute ? today.hour : today.hour - 1;
    if (h < 0) return null;
    slot = slotAt(today.year, today.month, today.day, h, minute);
  } else {
    if (schedule.scanFrequency === 'weekly' && today.weekday !== 1) return null;
    slot = slotAt(today.year, today.month, today.day, hour, minute);
  }
  const sameDay = slot.key.slice(0, 10) === `${today.year}-${pad(today.month)}-${pad(today.day)}`;
  return slot.at.getTime() <= now.getTime() && sameDay ? slot : null;
}

/** The first slot after `now` (for the automation page). */
export function nextSlot(schedule: Schedule, now: Date): Slot {
  const today = berlinWallTime(now);
  const { hour, minute } = parseTime(schedule.scanTime);
  if (schedule.scanFrequency === 'hourly') {
    const h = today.minute < minute ? today.hour : today.hour + 1;
    return slotAt(today.year, today.month, today.day, h, minute);
  }
  const step = schedule.scanFrequency === 'weekly' ? 7 : 1;
  let offset = schedule.scanFrequency === 'weekly' ? (8 - today.weekday) % 7 : 0;
  for (;;) {
    const slot = slotAt(today.year, today.month, today.day + offset, hour, minute);
    if (slot.at.getTime() > now.getTime()) return slot;
    offset += step;
  }
}
