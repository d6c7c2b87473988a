import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('names the page and the company, then the app', () => {
    expect(documentTitle('/customers-new/3', 'Bäckerei Müller GmbH')).toBe(
      'Kunden – Bäckerei Müller GmbH · Bewertungsmanager',
    );
    expect(documentTitle('/email-logs/3', 'Bäckerei Müller GmbH')).toBe(
      'E-Mail Logs – Bäckerei Müller GmbH · Bewertungsmanager',
    );
  });

  it('leaves out an unknown company and names unscoped and unknown pages', () => {
    expect(documentTitle('/scan-logs', undefined)).toBe('Scan-Protokolle · Bewertungsmanager');
    expect(documentTitle('/reviews-new/99', undefined)).toBe('Bewertungen · Bewertungsmanager');
    expect(documentTitle('/gibt-es-nicht', undefined)).toBe('Seite nicht gefunden · Bewertungsmanager');
  });
});
