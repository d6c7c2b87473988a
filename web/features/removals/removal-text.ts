// What the removal page says about a case, as pure functions (tested in removal-text.test.ts).

import { berlinDay, germanDay } from '@common/calendar-days';
import type { RemovalState } from '@common/enums';
import { removalDeadlineLabels, removalStateLabels } from '@common/labels';
import { manualTransitions, transitionActionLabels, transitionRefusal } from '@common/removal-rules';
import type { Removal, RemovalEvent } from '@common/schemas/removal';

export type DeadlineUrgency = 'none' | 'due' | 'overdue';

/**
 * The next deadline in words: 'Melden bis' and '12.03.2026', and how urgent it is. Due (today or
 * past) is the server's `due`; overdue when a deadline that ends ('Melden bis', 'Einspruch bis',
 * 'Erneut melden') lies before today. 'Einspruch ab' opens a possibility, so it is due, never overdue.
 */
export function deadlineText(r: Pick<Removal, 'deadlineKind' | 'deadlineOn' | 'due'>, today: string) {
  if (!r.deadlineKind || !r.deadlineOn) return null;
  const urgency: DeadlineUrgency = !r.due
    ? 'none'
    : r.deadlineKind !== 'appeal_from' && r.deadlineOn < today
      ? 'overdue'
      : 'due';
  return { label: removalDeadlineLabels[r.deadlineKind], date: germanDay(r.deadlineOn), urgency };
}

/** A timeline line's change: 'Beauftragt → Gemeldet', 'Beauftragt' for the order, 'Notiz' for a note alone. */
export function eventChangeText(e: Pick<RemovalEvent, 'fromState' | 'toState'>): string {
  if (!e.toState) return 'Notiz';
  if (!e.fromState) return removalStateLabels[e.toState];
  return `${removalStateLabels[e.fromState]} → ${removalStateLabels[e.toState]}`;
}

/** Who made a change: the user, or the verification check when there is none. */
export const eventAuthor = (e: Pick<RemovalEvent, 'userName'>) => e.userName ?? 'System (Prüfung)';

export interface RemovalAction {
  to: RemovalState;
  label: string;
  /** Why the move is not possible today (the server's own words), or null. */
  refusal: string | null;
}

/**
 * The operator's next moves from the case's state, in the order of common/removal-rules.ts, each with
 * the reason it is refused today (e.g. an appeal before the third day after filing).
 */
export function nextActions(
  r: Pick<Removal, 'state' | 'filedOn' | 'stateChangedAt'>,
  today: string,
): RemovalAction[] {
  const stateDay = berlinDay(new Date(r.stateChangedAt));
  return manualTransitions[r.state].map((to) => ({
    to,
    label: transitionActionLabels[to] ?? removalStateLabels[to],
    refusal: transitionRefusal(r.state, to, { today, filedOn: r.filedOn, stateDay }),
  }));
}
