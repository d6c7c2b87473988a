import { describe, expect, it } from 'vitest';
import { clockText, formatUsd, progressPercent, scanSummaryText, scheduleText } from './scan-labels';

const scan = {
  id: 1,
  companyId: 1,
  scanType: 'manual',
  status: 'completed',
  total: 12,
  done: 12,
  successCount: 10,
  errorCount: 2,
  skippedCount: 0,
  newReviews: 1,
  emailsSent: 3,
  costUsd: 0.0123,
  errorMessage: null,
  startedAt: '2026-11-23T08:00:00.000Z',
  finishedAt: '2026-11-23T08:03:00.000Z',
} as const;

describe('automation labels', () => {
  it('shows progress as a whole percentage, an empty company as done', () => {
    expect(progressPercent({ done: 1, total: 3 })).toBe(33);
    expect(progressPercent({ done: 0, total: 0 })).toBe(0);
    expect(progressPercent({ done: 5, total: 4 })).toBe(100);
  });

  it('sums a finished scan up in one German sentence', () => {
    expect(scanSummaryText(scan)).toBe(
      '12 von 12 Kunden gescannt, 1 neue Bewertung, 3 E-Mails gesendet, 2 Fehler.',
    );
    expect(scanSummaryText({ ...scan, status: 'stopped', done: 4, errorCount: 0, emailsSent: 1 })).toBe(
      'Gestoppt: 4 von 12 Kunden gescannt, 1 neue Bewertung, 1 E-Mail gesendet.',
    );
    const big = {
      ...scan,
      done: 10_000,
      total: 10_000,
      newReviews: 16_250,
      emailsSent: 1_204,
      errorCount: 1,
    };
    expect(scanSummaryText(big)).toBe(
      '10.000 von 10.000 Kunden gescannt, 16.250 neue Bewertungen, 1.204 E-Mails gesendet, 1 Fehler.',
    );
  });

  it('writes dollars in German, with fractions of a cent for small costs', () => {
    expect(formatUsd(0.0123).replace(/\s/g, ' ')).toBe('0,0123 $');
    expect(formatUsd(12.5).replace(/\s/g, ' ')).toBe('12,50 $');
  });

  it('says when the clock scans next, in Berlin time', () => {
    expect(
      clockText({ autoScanEnabled: true, nextScanAt: '2026-11-24T08:00:00.000Z', lastScanAt: null }),
    ).toEqual({
      next: '24.11.2026 09:00 Uhr',
      last: 'Noch kein Scan',
    });
    expect(clockText({ autoScanEnabled: false, nextScanAt: null }).next).toBe(
      'Automatischer Scan ist ausgeschaltet',
    );
    expect(scheduleText({ scanFrequency: 'daily', scanTime: '09:00' })).toBe(
      'Der Scan läuft täglich um 09:00 Uhr.',
    );
    expect(scheduleText({ scanFrequency: 'hourly', scanTime: '09:15' })).toBe(
      'Der Scan läuft stündlich, jeweils zur Minute 15.',
    );
  });
});
