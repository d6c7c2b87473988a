// The rules of a removal case (docs/product.md "Removal cases"): which transitions an operator may
// make, which the verification check makes, and the deadlines each state waits for. Pure, so the
// server enforces exactly what the page offers. Days are calendar days in Europe/Berlin.
import { addDays, addMonths, berlinDay, germanDay } from './calendar-days';
import type { RemovalDeadlineKind, RemovalState } from './enums';
import { removalStateLabels } from './labels';

/** An appeal is possible from this many days after filing (Google answers within them or not at all). */
export const APPEAL_AFTER_FILING_DAYS = 3;
/** A refusal can be contested for this many months. */
export const APPEAL_WINDOW_MONTHS = 6;
/** A removed review is watched this long; seen again within it, the case is 'reinstated'. */
export const REMOVAL_WATCH_DAYS = 90;
/** An ordered case should be filed within this many days. */
export const FILE_WITHIN_DAYS = 2;
/** Two misses count only this far apart: one scraper run in ten misses reviews that are there. */
export const VERIFY_MIN_GAP_HOURS = 20;

/** What an operator may do from each state (the check's own moves are in `checkMoves`). */
export const manualTransitions: Record<RemovalState, readonly RemovalState[]> = {
  ordered: ['filed', 'cancelled'],
  filed: ['appealed', 'refused', 'cancelled'],
  verifying: [],
  removed: [],
  refused: ['appealed', 'cancelled'],
  appealed: ['refused', 'cancelled'],
  reinstated: ['filed', 'cancelled'],
  cancelled: ['ordered'],
};

/** States whose review the daily check looks for ('removed' only while it is watched). */
export const checkedStates: readonly RemovalState[] = ['filed', 'appealed', 'verifying', 'removed'];

/** The action's words on a button, by target state. */
export const transitionActionLabels: Partial<Record<RemovalState, string>> = {
  filed: 'Als gemeldet markieren',
  appealed: 'Einspruch einlegen',
  refused: 'Als abgelehnt markieren',
  cancelled: 'Stornieren',
  ordered: 'Erneut beauftragen',
};

export interface Deadline {
  kind: RemovalDeadlineKind;
  /** 'YYYY-MM-DD', Berlin. */
  on: string;
  /** Counts as 'Fällig' from that day on (the watch runs by itself: never due). */
  dueOn: string | null;
}

/**
 * The next deadline of a case that entered `state` at `enteredAt` (`filedOn`: the day the operator
 * filed it, which may lie before the day it was recorded).
 */
export function deadlineFor(state: RemovalState, enteredAt: Date, filedOn?: string | null): Deadline | null {
  const day = berlinDay(enteredAt);
  const due = (kind: RemovalDeadlineKind, on: string) => ({ kind, on, dueOn: on });
  switch (state) {
    case 'ordered':
      return due('file_by', addDays(day, FILE_WITHIN_DAYS));
    case 'filed':
      return due('appeal_from', addDays(filedOn ?? day, APPEAL_AFTER_FILING_DAYS));
    case 'refused':
      return due('appeal_until', addMonths(day, APPEAL_WINDOW_MONTHS));
    case 'removed':
      return { kind: 'watch_until', on: addDays(day, REMOVAL_WATCH_DAYS), dueOn: null };
    case 'reinstated':
      return due('refile', day);
    default:
      return null;
  }
}

/**
 * Why an operator's transition is not allowed now, in German, or null when it is. `today` is the
 * Berlin day of the request; `filedOn` and `refusedOn` the case's days.
 */
export function transitionRefusal(
  from: RemovalState,
  to: RemovalState,
  c: { today: string; filedOn: string | null; stateDay: string },
): string | null {
  if (from === to) return `Der Auftrag ist bereits im Status „${stateWord(to)}“.`;
  if (!manualTransitions[from].includes(to)) {
    return `Von „${stateWord(from)}“ ist kein Wechsel zu „${stateWord(to)}“ möglich.`;
  }
  if (from === 'filed' && to === 'appealed' && c.filedOn) {
    const from3 = addDays(c.filedOn, APPEAL_AFTER_FILING_DAYS);
    if (c.today < from3) return `Einspruch erst ab ${germanDay(from3)} möglich.`;
  }
  if (from === 'refused' && to === 'appealed') {
    const until = addMonths(c.stateDay, APPEAL_WINDOW_MONTHS);
    if (c.today > until) return `Die Einspruchsfrist ist am ${germanDay(until)} abgelaufen.`;
  }
  return null;
}

const stateWord = (s: RemovalState) => removalStateLabels[s];

export type CheckSighting = 'found' | 'gone' | 'unusable';

/**
 * The check's move for one case (docs/decisions/042): `gone` is a miss (or a rating raised above the
 * threshold, where the company counts that); `unusable` (failed, empty or short run) changes
 * nothing. Answers the new state and whether this miss is the first, or null for no change.
 */
export function checkMove(
  c: {
    state: RemovalState;
    resumeState: RemovalState | null;
    firstMissAt: Date | null;
    watchUntil: string | null;
  },
  sighting: CheckSighting,
  now: Date,
): { to: RemovalState; firstMissAt: Date | null } | null {
  if (sighting === 'unusable') return null;
  if (c.state === 'filed' || c.state === 'appealed') {
    return sighting === 'gone' ? { to: 'verifying', firstMissAt: now } : null;
  }
  if (c.state === 'verifying') {
    if (sighting === 'found') return { to: c.resumeState ?? 'filed', firstMissAt: null };
    const gapMs = now.getTime() - (c.firstMissAt?.getTime() ?? now.getTime());
    return gapMs >= VERIFY_MIN_GAP_HOURS * 3_600_000 ? { to: 'removed', firstMissAt: c.firstMissAt } : null;
  }
  if (c.state === 'removed' && sighting === 'found' && c.watchUntil && berlinDay(now) <= c.watchUntil) {
    return { to: 'reinstated', firstMissAt: null };
  }
  return null;
}
