import { describe, expect, it } from 'vitest';
import { emailOutcomeText, parseScanLogDetails } from './scan-log-details';

describe('emailOutcomeText', () => {
  it('says how long ago the last e-mail went for the one offer a day', () => {
    const details = parseScanLogDetails(
      JSON.stringify({ emailStatus: 'waiting_daily_limit', lastEmailHours: 5, newReviews: 2 }),
    );
    expect(details?.lastEmailHours).toBe(5);
    expect(emailOutcomeText({ emailStatus: 'waiting_daily_limit', lastEmailHours: 5 })).toBe(
      'Wartet, letzte E-Mail vor 5 h',
    );
    expect(emailOutcomeText({ emailStatus: 'waiting_daily_limit', lastEmailHours: 0 })).toBe(
      'Wartet, letzte E-Mail vor weniger als 1 h',
    );
    expect(emailOutcomeText({ emailStatus: 'waiting_daily_limit' })).toBe('Wartet (eine E-Mail pro Tag)');
  });

  it('keeps older logs as they were shown: their labels, unknown values raw, broken hours left out', () => {
    expect(emailOutcomeText({ emailStatus: 'sent' })).toBe('Gesendet');
    expect(emailOutcomeText({ emailStatus: 'skipped' })).toBe('Übersprungen');
    expect(emailOutcomeText({ emailStatus: 'irgendwas' })).toBe('irgendwas');
    const broken = parseScanLogDetails(
      JSON.stringify({ emailStatus: 'waiting_daily_limit', lastEmailHours: 'x' }),
    );
    expect(broken).toMatchObject({ emailStatus: 'waiting_daily_limit', lastEmailHours: undefined });
    expect(emailOutcomeText({ emailStatus: 'sent', lastEmailHours: 3 })).toBe('Gesendet');
  });
});
