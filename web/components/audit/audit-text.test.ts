import { describe, expect, it } from 'vitest';
import { changeLines, formatValue } from './audit-text';

// Intl writes a no-break space before the euro sign.
const plain = (lines: string[]) => lines.map((l) => l.replace(/\u00a0/g, ' '));

describe('audit changes in German', () => {
  it('names fields in German with values as the app shows them', () => {
    expect(
      plain(
        changeLines({
          pricePerReview: { from: '89.00', to: '99.00' },
          status: { from: 'email_sent', to: 'sold' },
          consent: { from: 'none', to: 'given' },
          consentDate: { from: null, to: '2026-03-01' },
          isActive: { from: true, to: false },
          role: { from: 'user', to: 'manager' },
          note: { from: 'alt', to: null },
        }),
      ),
    ).toEqual([
      'Preis pro Bewertung: 89,00 € → 99,00 €',
      'Status: Email gesendet → Verkauft',
      'Aktiv: ja → nein',
      'Einwilligung: Keine → Erteilt',
      'Einwilligung am: 01.03.2026',
      'Notiz: alt → –',
      'Rolle: Benutzer → Manager',
    ]);
  });

  it('says of a secret only that it changed or was removed, never a value', () => {
    expect(
      changeLines({
        password: { secret: true },
        gmailPassword: { secret: true },
        apifyApiKey: { secret: true, to: null },
      }),
    ).toEqual(['Passwort geändert', 'App-Passwort geändert', 'Apify-API-Schlüssel entfernt']);
  });

  it('shows what was where a row names only the old value (a follow-up done); unknown fields as they are', () => {
    expect(
      changeLines({
        dueAt: { from: '2026-03-03T13:00:00.000Z' },
        doneAt: { from: null, to: '2026-03-03T15:30:00.000Z' },
        somethingNew: { from: 1, to: 2 },
      }),
    ).toEqual(['Fällig am: 03.03.2026 14:00', 'Erledigt am: 03.03.2026 16:30', 'somethingNew: 1 → 2']);
    expect(changeLines(null)).toEqual([]);
    // jsonb's key order (shortest first) is not the reader's: the form's order is.
    expect(
      changeLines({
        name: { to: 'A' },
        somethingNew: { to: 1 },
        email: { to: 'a@b.de' },
        pricePerReview: { to: '1.00' },
      }).map((l) => l.split(':')[0]),
    ).toEqual(['Name', 'E-Mail', 'Preis pro Bewertung', 'somethingNew']);
    expect(formatValue('status', 'unknown_status')).toBe('unknown_status');
  });
});
