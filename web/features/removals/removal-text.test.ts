import { describe, expect, it } from 'vitest';
import { deadlineText, eventAuthor, eventChangeText, nextActions } from './removal-text';

describe('deadlineText', () => {
  it('names the deadline with its German day and urgency', () => {
    const today = '2026-03-10';
    expect(deadlineText({ deadlineKind: 'file_by', deadlineOn: '2026-03-12', due: false }, today)).toEqual({
      label: 'Melden bis',
      date: '12.03.2026',
      urgency: 'none',
    });
    expect(
      deadlineText({ deadlineKind: 'file_by', deadlineOn: '2026-03-10', due: true }, today)?.urgency,
    ).toBe('due');
    expect(
      deadlineText({ deadlineKind: 'file_by', deadlineOn: '2026-03-08', due: true }, today)?.urgency,
    ).toBe('overdue');
    // 'Einspruch ab' opens a possibility: due, never overdue.
    expect(
      deadlineText({ deadlineKind: 'appeal_from', deadlineOn: '2026-03-01', due: true }, today)?.urgency,
    ).toBe('due');
    expect(deadlineText({ deadlineKind: null, deadlineOn: null, due: false }, today)).toBeNull();
  });
});

describe('timeline lines', () => {
  it('says the change, the order and a note alone', () => {
    expect(eventChangeText({ fromState: 'ordered', toState: 'filed' })).toBe('Beauftragt → Gemeldet');
    expect(eventChangeText({ fromState: null, toState: 'ordered' })).toBe('Beauftragt');
    expect(eventChangeText({ fromState: null, toState: null })).toBe('Notiz');
    expect(eventAuthor({ userName: null })).toBe('System (Prüfung)');
    expect(eventAuthor({ userName: 'Anna' })).toBe('Anna');
  });
});

describe('nextActions', () => {
  it('offers the manual moves with their words and refuses an appeal before the third day', () => {
    const filed = { state: 'filed' as const, filedOn: '2026-03-09', stateChangedAt: '2026-03-09T10:00:00Z' };
    const actions = nextActions(filed, '2026-03-10');
    expect(actions.map((a) => a.label)).toEqual([
      'Einspruch einlegen',
      'Als abgelehnt markieren',
      'Stornieren',
    ]);
    expect(actions[0].refusal).toBe('Einspruch erst ab 12.03.2026 möglich.');
    expect(actions[1].refusal).toBeNull();
    expect(nextActions({ ...filed, state: 'verifying' }, '2026-03-10')).toEqual([]);
    expect(nextActions({ ...filed, state: 'cancelled' }, '2026-03-10')[0].label).toBe('Erneut beauftragen');
  });
});
