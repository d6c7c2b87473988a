import { describe, expect, it } from 'vitest';
import { addDays, addMonths, berlinDay, germanDay } from './calendar-days';
import { removalStates } from './enums';
import { checkMove, deadlineFor, manualTransitions, transitionRefusal } from './removal-rules';

const at = (iso: string) => new Date(iso);

describe('Berlin days across the DST changes', () => {
  it('counts an instant on the Berlin calendar day, not the UTC one', () => {
    // 00:30 on 29 March 2026 (the spring change, CET) is still 28 March in UTC.
    expect(berlinDay(at('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(berlinDay(at('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    // 23:30 on 29 March is CEST (UTC+2): 21:30Z.
    expect(berlinDay(at('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(berlinDay(at('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // 25 October 2026 (the autumn change): midnight is 22:00Z before, 23:00Z after.
    expect(berlinDay(at('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(berlinDay(at('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(berlinDay(at('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('an event at 00:30 on the spring DST day counts from that day', () => {
    const event = at('2026-03-28T23:30:00Z');
    expect(deadlineFor('ordered', event)).toEqual({ kind: 'file_by', on: '2026-03-31', dueOn: '2026-03-31' });
    expect(deadlineFor('filed', event)).toEqual({
      kind: 'appeal_from',
      on: '2026-04-01',
      dueOn: '2026-04-01',
    });
    expect(deadlineFor('refused', event)).toEqual({
      kind: 'appeal_until',
      on: '2026-09-29',
      dueOn: '2026-09-29',
    });
    expect(deadlineFor('removed', event)).toEqual({ kind: 'watch_until', on: '2026-06-27', dueOn: null });
    expect(deadlineFor('reinstated', event)).toEqual({
      kind: 'refile',
      on: '2026-03-29',
      dueOn: '2026-03-29',
    });
  });

  it('an event late on the autumn DST day still counts on it', () => {
    expect(deadlineFor('ordered', at('2026-10-25T22:30:00Z'))?.on).toBe('2026-10-27');
  });

  it('adds calendar days over the change without losing or gaining one', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 6)).toBe('2026-09-30');
    expect(addMonths('2026-08-15', 6)).toBe('2027-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('filing counts from the day filed, not the day recorded', () => {
    expect(deadlineFor('filed', at('2026-05-10T10:00:00Z'), '2026-05-04')?.on).toBe('2026-05-07');
  });

  it('writes days the German way', () => {
    expect(germanDay('2026-03-05')).toBe('05.03.2026');
  });
});

describe('transitionRefusal', () => {
  const day = { today: '2026-06-10', filedOn: null, stateDay: '2026-06-01' };

  it('allows exactly the manual transitions', () => {
    for (const from of removalStates) {
      for (const to of removalStates) {
        const refusal = transitionRefusal(from, to, { ...day, filedOn: '2026-01-01' });
        expect(refusal === null, `${from} → ${to}`).toBe(manualTransitions[from].includes(to));
      }
    }
  });

  it('names both states in German', () => {
    expect(transitionRefusal('removed', 'filed', day)).toBe(
      'Von „Entfernt“ ist kein Wechsel zu „Gemeldet“ möglich.',
    );
    expect(transitionRefusal('filed', 'filed', day)).toBe('Der Auftrag ist bereits im Status „Gemeldet“.');
  });

  it('allows an appeal from the third day after filing', () => {
    const c = { filedOn: '2026-03-27', stateDay: '2026-03-27' };
    expect(transitionRefusal('filed', 'appealed', { ...c, today: '2026-03-29' })).toBe(
      'Einspruch erst ab 30.03.2026 möglich.',
    );
    expect(transitionRefusal('filed', 'appealed', { ...c, today: '2026-03-30' })).toBeNull();
  });

  it('allows contesting a refusal for six months, to the day', () => {
    const c = { filedOn: '2025-08-20', stateDay: '2025-08-31' };
    expect(transitionRefusal('refused', 'appealed', { ...c, today: '2026-02-28' })).toBeNull();
    expect(transitionRefusal('refused', 'appealed', { ...c, today: '2026-03-01' })).toBe(
      'Die Einspruchsfrist ist am 28.02.2026 abgelaufen.',
    );
  });
});

describe('checkMove', () => {
  const now = at('2026-06-10T08:00:00Z');
  const hoursBefore = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const c = { resumeState: null, firstMissAt: null, watchUntil: null };

  it('a first miss starts verifying; a second one 20 hours later verifies', () => {
    expect(checkMove({ ...c, state: 'filed' }, 'gone', now)).toEqual({ to: 'verifying', firstMissAt: now });
    const verifying = { ...c, state: 'verifying' as const, resumeState: 'appealed' as const };
    expect(checkMove({ ...verifying, firstMissAt: hoursBefore(19.9) }, 'gone', now)).toBeNull();
    expect(checkMove({ ...verifying, firstMissAt: hoursBefore(20) }, 'gone', now)).toEqual({
      to: 'removed',
      firstMissAt: hoursBefore(20),
    });
    expect(checkMove({ ...verifying, firstMissAt: hoursBefore(30) }, 'found', now)).toEqual({
      to: 'appealed',
      firstMissAt: null,
    });
  });

  it('an unusable run changes nothing; a removed review seen within the watch is reinstated', () => {
    expect(checkMove({ ...c, state: 'filed' }, 'unusable', now)).toBeNull();
    const removed = { ...c, state: 'removed' as const, watchUntil: '2026-06-10' };
    expect(checkMove(removed, 'found', now)).toEqual({ to: 'reinstated', firstMissAt: null });
    expect(checkMove({ ...removed, watchUntil: '2026-06-09' }, 'found', now)).toBeNull();
  });
});
