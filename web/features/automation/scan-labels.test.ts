import { describe, expect, it } from 'vitest';
import {
  clockText,
  finishedNoticeTitle,
  finishedScanTitle,
  isPreparing,
  progressPercent,
  progressText,
  scanFacts,
  scanSummaryText,
  scheduleText,
} from './scan-labels';

// A no-break space joins number and unit ('0,01 US$'); compare with a plain one.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

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
  notScannedCount: 0,
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
    // Stopped after four: the other eight count as not scanned (done includes them), not as skipped.
    const stopped = {
      ...scan,
      status: 'stopped',
      done: 12,
      notScannedCount: 8,
      errorCount: 0,
      emailsSent: 1,
    } as const;
    expect(scanSummaryText(stopped)).toBe(
      'Gestoppt: 4 von 12 Kunden gescannt, 8 nicht gescannt, 1 neue Bewertung, 1 E-Mail gesendet.',
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

  it('says a scan is being prepared instead of 0 von 0, and words its progress the same everywhere', () => {
    const starting = {
      ...scan,
      status: 'running',
      total: 0,
      done: 0,
      successCount: 0,
      errorCount: 0,
    } as const;
    expect(isPreparing(starting)).toBe(true);
    expect(progressText(starting)).toBe('Scan wird vorbereitet …');
    expect(scanFacts({ ...starting, costUsd: 0 }).map(plain)).toEqual([
      'Scan wird vorbereitet …',
      '1 neue Bewertung',
      '3 E-Mails',
      '0 Fehler',
      '0,00 US$',
    ]);
    const running = { ...starting, total: 3, done: 1 } as const;
    expect(isPreparing(running)).toBe(false);
    expect(progressText(running)).toBe('1 von 3 Kunden');
    expect(scanFacts(running)[0]).toBe('1 von 3 Kunden');
    // An empty company's finished scan is no preparation.
    expect(progressText({ ...starting, status: 'completed' })).toBe('0 von 0 Kunden gescannt');
  });

  it('lists the history row, with skipped and not scanned only when there are any, and the cost in US$', () => {
    expect(scanFacts(scan).map(plain)).toEqual([
      '12 von 12 Kunden gescannt',
      '1 neue Bewertung',
      '3 E-Mails',
      '2 Fehler',
      '0,01 US$',
    ]);
    const stopped = { ...scan, status: 'stopped', done: 12, notScannedCount: 7, skippedCount: 1 } as const;
    expect(scanFacts(stopped).map(plain)).toEqual([
      '5 von 12 Kunden gescannt',
      '1 neue Bewertung',
      '3 E-Mails',
      '2 Fehler',
      '1 übersprungen',
      '7 nicht gescannt',
      '0,01 US$',
    ]);
  });

  it('names how a scan ended', () => {
    expect(finishedScanTitle(scan)).toBe('Manueller Scan abgeschlossen');
    expect(finishedScanTitle({ scanType: 'manual', status: 'stopped' })).toBe('Manueller Scan gestoppt');
    expect(finishedScanTitle({ scanType: 'scheduled', status: 'failed' })).toBe(
      'Automatischer Scan fehlgeschlagen',
    );
    expect(finishedNoticeTitle(scan)).toBe('Manueller Scan abgeschlossen');
    expect(finishedNoticeTitle({ scanType: 'scheduled' })).toBe('Automatischer Scan abgeschlossen');
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
